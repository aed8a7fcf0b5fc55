export const id = 7414;
export const ids = [7414];
export const modules = {

/***/ 27414:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   faker: () => (/* binding */ i)
/* harmony export */ });
/* harmony import */ var _base_BpJm8uRb_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41181);
/* harmony import */ var _en_Blck6vH3_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89086);
/* harmony import */ var _fr_Du1jdv9B_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10667);
const i=new _base_BpJm8uRb_js__WEBPACK_IMPORTED_MODULE_0__.n({locale:[_fr_Du1jdv9B_js__WEBPACK_IMPORTED_MODULE_1__.t,_en_Blck6vH3_js__WEBPACK_IMPORTED_MODULE_2__.t,_base_BpJm8uRb_js__WEBPACK_IMPORTED_MODULE_0__.t]});

/***/ })

};
