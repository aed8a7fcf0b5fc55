export const id = 8519;
export const ids = [8519];
export const modules = {

/***/ 8519:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  faker: () => (/* reexport */ a)
});

// EXTERNAL MODULE: ./node_modules/@faker-js/faker/dist/base-BpJm8uRb.js
var base_BpJm8uRb = __webpack_require__(41181);
// EXTERNAL MODULE: ./node_modules/@faker-js/faker/dist/en-Blck6vH3.js
var en_Blck6vH3 = __webpack_require__(89086);
// EXTERNAL MODULE: ./node_modules/@faker-js/faker/dist/fr-Du1jdv9B.js
var fr_Du1jdv9B = __webpack_require__(10667);
;// CONCATENATED MODULE: ./node_modules/@faker-js/faker/dist/fr_LU-CAAUO1xT.js
const i={cell_phone:{formats:[`621 ### ###`,`661 ### ###`,`671 ### ###`,`691 ### ###`,`+352 621 ### ###`,`+352 661 ### ###`,`+352 671 ### ###`,`+352 691 ### ###`]},internet:{domain_suffix:[`lu`]},location:{city_name:[`Diekirch`,`Differdange`,`Dudelange`,`Echternach`,`Esch-sur-Alzette`,`Ettelbruck`,`Grevenmacher`,`Luxembourg`,`Remich`,`Rumelange`,`Vianden`,`Wiltz`],city_pattern:[`{{location.city_name}}`],postcode:[`####`],state:[`Capellen`,`Clervaux`,`Diekirch`,`Echternach`,`Esch-sur-Alzette`,`Grevenmacher`,`Luxembourg`,`Mersch`,`Redange`,`Remich`,`Vianden`,`Wiltz`]},metadata:{title:`French (Luxembourg)`,code:`fr_LU`,country:`LU`,language:`fr`,endonym:`Fran\u00e7ais (Luxembourg)`,dir:`ltr`,script:`Latn`},person:{last_name_pattern:{generic:[{value:`{{person.last_name.generic}}`,weight:1}]}},phone_number:{format:{human:[`######`,`########`,`+352 ######`,`+352 ########`],international:[`+352######`,`+352########`],mobile:[`621######`,`622######`,`623######`,`624######`,`625######`,`661######`,`662######`,`663######`,`664######`,`665######`,`671######`,`672######`,`673######`,`674######`,`675######`,`691######`,`692######`,`693######`,`694######`,`695######`],national:[`## ## ##`,`## ## ## ##`]}}},a=new base_BpJm8uRb.n({locale:[i,fr_Du1jdv9B.t,en_Blck6vH3.t,base_BpJm8uRb.t]});
;// CONCATENATED MODULE: ./node_modules/@faker-js/faker/dist/locale/fr_LU.js


/***/ })

};
