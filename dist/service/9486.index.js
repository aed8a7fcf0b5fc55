export const id = 9486;
export const ids = [9486];
export const modules = {

/***/ 79486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Chrono: () => (/* reexport */ chrono/* Chrono */.u),
  Meridiem: () => (/* reexport */ types/* Meridiem */.FF),
  ParsingComponents: () => (/* reexport */ results/* ParsingComponents */.BP),
  ParsingContext: () => (/* reexport */ chrono/* ParsingContext */.e),
  ParsingResult: () => (/* reexport */ results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (/* reexport */ results/* ReferenceWithTimezone */.b5),
  Weekday: () => (/* reexport */ types/* Weekday */.Bw),
  ar: () => (/* reexport */ ar_namespaceObject),
  casual: () => (/* binding */ esm_casual),
  de: () => (/* reexport */ de),
  en: () => (/* reexport */ en),
  es: () => (/* reexport */ es),
  fi: () => (/* reexport */ fi_namespaceObject),
  fr: () => (/* reexport */ fr),
  id: () => (/* reexport */ id_namespaceObject),
  it: () => (/* reexport */ it),
  ja: () => (/* reexport */ ja),
  nl: () => (/* reexport */ nl),
  parse: () => (/* binding */ esm_parse),
  parseDate: () => (/* binding */ esm_parseDate),
  pt: () => (/* reexport */ pt),
  ru: () => (/* reexport */ ru),
  strict: () => (/* binding */ esm_strict),
  sv: () => (/* reexport */ sv_namespaceObject),
  uk: () => (/* reexport */ uk_namespaceObject),
  vi: () => (/* reexport */ vi_namespaceObject),
  zh: () => (/* reexport */ zh)
});

// NAMESPACE OBJECT: ./node_modules/chrono-node/dist/esm/locales/uk/index.js
var uk_namespaceObject = {};
__webpack_require__.r(uk_namespaceObject);
__webpack_require__.d(uk_namespaceObject, {
  Chrono: () => (chrono/* Chrono */.u),
  Meridiem: () => (types/* Meridiem */.FF),
  ParsingComponents: () => (results/* ParsingComponents */.BP),
  ParsingResult: () => (results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (results/* ReferenceWithTimezone */.b5),
  Weekday: () => (types/* Weekday */.Bw),
  casual: () => (casual),
  createCasualConfiguration: () => (createCasualConfiguration),
  createConfiguration: () => (createConfiguration),
  parse: () => (parse),
  parseDate: () => (parseDate),
  strict: () => (strict)
});

// NAMESPACE OBJECT: ./node_modules/chrono-node/dist/esm/locales/sv/index.js
var sv_namespaceObject = {};
__webpack_require__.r(sv_namespaceObject);
__webpack_require__.d(sv_namespaceObject, {
  Chrono: () => (chrono/* Chrono */.u),
  Meridiem: () => (types/* Meridiem */.FF),
  ParsingComponents: () => (results/* ParsingComponents */.BP),
  ParsingResult: () => (results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (results/* ReferenceWithTimezone */.b5),
  Weekday: () => (types/* Weekday */.Bw),
  casual: () => (sv_casual),
  createCasualConfiguration: () => (sv_createCasualConfiguration),
  createConfiguration: () => (sv_createConfiguration),
  parse: () => (sv_parse),
  parseDate: () => (sv_parseDate),
  strict: () => (sv_strict)
});

// NAMESPACE OBJECT: ./node_modules/chrono-node/dist/esm/locales/fi/index.js
var fi_namespaceObject = {};
__webpack_require__.r(fi_namespaceObject);
__webpack_require__.d(fi_namespaceObject, {
  Chrono: () => (chrono/* Chrono */.u),
  Meridiem: () => (types/* Meridiem */.FF),
  ParsingComponents: () => (results/* ParsingComponents */.BP),
  ParsingResult: () => (results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (results/* ReferenceWithTimezone */.b5),
  Weekday: () => (types/* Weekday */.Bw),
  casual: () => (fi_casual),
  createCasualConfiguration: () => (fi_createCasualConfiguration),
  createConfiguration: () => (fi_createConfiguration),
  parse: () => (fi_parse),
  parseDate: () => (fi_parseDate),
  strict: () => (fi_strict)
});

// NAMESPACE OBJECT: ./node_modules/chrono-node/dist/esm/locales/vi/index.js
var vi_namespaceObject = {};
__webpack_require__.r(vi_namespaceObject);
__webpack_require__.d(vi_namespaceObject, {
  Chrono: () => (chrono/* Chrono */.u),
  Meridiem: () => (types/* Meridiem */.FF),
  ParsingComponents: () => (results/* ParsingComponents */.BP),
  ParsingResult: () => (results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (results/* ReferenceWithTimezone */.b5),
  Weekday: () => (types/* Weekday */.Bw),
  casual: () => (vi_casual),
  createCasualConfiguration: () => (vi_createCasualConfiguration),
  createConfiguration: () => (vi_createConfiguration),
  parse: () => (vi_parse),
  parseDate: () => (vi_parseDate),
  strict: () => (vi_strict)
});

// NAMESPACE OBJECT: ./node_modules/chrono-node/dist/esm/locales/id/index.js
var id_namespaceObject = {};
__webpack_require__.r(id_namespaceObject);
__webpack_require__.d(id_namespaceObject, {
  Chrono: () => (chrono/* Chrono */.u),
  Meridiem: () => (types/* Meridiem */.FF),
  ParsingComponents: () => (results/* ParsingComponents */.BP),
  ParsingResult: () => (results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (results/* ReferenceWithTimezone */.b5),
  Weekday: () => (types/* Weekday */.Bw),
  casual: () => (id_casual),
  createCasualConfiguration: () => (id_createCasualConfiguration),
  createConfiguration: () => (id_createConfiguration),
  parse: () => (id_parse),
  parseDate: () => (id_parseDate),
  strict: () => (id_strict)
});

// NAMESPACE OBJECT: ./node_modules/chrono-node/dist/esm/locales/ar/index.js
var ar_namespaceObject = {};
__webpack_require__.r(ar_namespaceObject);
__webpack_require__.d(ar_namespaceObject, {
  Chrono: () => (chrono/* Chrono */.u),
  Meridiem: () => (types/* Meridiem */.FF),
  ParsingComponents: () => (results/* ParsingComponents */.BP),
  ParsingResult: () => (results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (results/* ReferenceWithTimezone */.b5),
  Weekday: () => (types/* Weekday */.Bw),
  casual: () => (ar_casual),
  createCasualConfiguration: () => (ar_createCasualConfiguration),
  createConfiguration: () => (ar_createConfiguration),
  parse: () => (ar_parse),
  parseDate: () => (ar_parseDate),
  strict: () => (ar_strict)
});

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/en/index.js
var en = __webpack_require__(47166);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/de/index.js + 11 modules
var de = __webpack_require__(90699);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/index.js + 12 modules
var fr = __webpack_require__(94253);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/index.js + 10 modules
var ja = __webpack_require__(10733);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/pt/index.js + 8 modules
var pt = __webpack_require__(22113);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/index.js + 17 modules
var nl = __webpack_require__(31072);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/index.js + 22 modules
var zh = __webpack_require__(6508);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/index.js + 14 modules
var ru = __webpack_require__(12036);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/es/index.js + 10 modules
var es = __webpack_require__(94615);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/pattern.js
var pattern = __webpack_require__(68652);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/years.js
var years = __webpack_require__(50624);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/constants.js


const REGEX_PARTS = {
    leftBoundary: "([^\\p{L}\\p{N}_]|^)",
    rightBoundary: "(?=[^\\p{L}\\p{N}_]|$)",
    flags: "iu",
};
const WEEKDAY_DICTIONARY = {
    "\u043d\u0435\u0434\u0456\u043b\u044f": 0,
    "\u043d\u0435\u0434\u0456\u043b\u0456": 0,
    "\u043d\u0435\u0434\u0456\u043b\u044e": 0,
    "\u043d\u0434": 0,
    "\u043d\u0434.": 0,
    "\u043f\u043e\u043d\u0435\u0434\u0456\u043b\u043e\u043a": 1,
    "\u043f\u043e\u043d\u0435\u0434\u0456\u043b\u043a\u0430": 1,
    "\u043f\u043d": 1,
    "\u043f\u043d.": 1,
    "\u0432\u0456\u0432\u0442\u043e\u0440\u043e\u043a": 2,
    "\u0432\u0456\u0432\u0442\u043e\u0440\u043a\u0430": 2,
    "\u0432\u0442": 2,
    "\u0432\u0442.": 2,
    "\u0441\u0435\u0440\u0435\u0434\u0430": 3,
    "\u0441\u0435\u0440\u0435\u0434\u0438": 3,
    "\u0441\u0435\u0440\u0435\u0434\u0443": 3,
    "\u0441\u0440": 3,
    "\u0441\u0440.": 3,
    "\u0447\u0435\u0442\u0432\u0435\u0440": 4,
    "\u0447\u0435\u0442\u0432\u0435\u0440\u0433\u0430": 4,
    "\u0447\u0435\u0442\u0432\u0435\u0440\u0433\u0443": 4,
    "\u0447\u0442": 4,
    "\u0447\u0442.": 4,
    "\u043f'\u044f\u0442\u043d\u0438\u0446\u044f": 5,
    "\u043f'\u044f\u0442\u043d\u0438\u0446\u0456": 5,
    "\u043f'\u044f\u0442\u043d\u0438\u0446\u044e": 5,
    "\u043f\u0442": 5,
    "\u043f\u0442.": 5,
    "\u0441\u0443\u0431\u043e\u0442\u0430": 6,
    "\u0441\u0443\u0431\u043e\u0442\u0438": 6,
    "\u0441\u0443\u0431\u043e\u0442\u0443": 6,
    "\u0441\u0431": 6,
    "\u0441\u0431.": 6,
};
const FULL_MONTH_NAME_DICTIONARY = {
    "\u0441\u0456\u0447\u0435\u043d\u044c": 1,
    "\u0441\u0456\u0447\u043d\u044f": 1,
    "\u0441\u0456\u0447\u043d\u0456": 1,
    "\u043b\u044e\u0442\u0438\u0439": 2,
    "\u043b\u044e\u0442\u043e\u0433\u043e": 2,
    "\u043b\u044e\u0442\u043e\u043c\u0443": 2,
    "\u0431\u0435\u0440\u0435\u0437\u0435\u043d\u044c": 3,
    "\u0431\u0435\u0440\u0435\u0437\u043d\u044f": 3,
    "\u0431\u0435\u0440\u0435\u0437\u043d\u0456": 3,
    "\u043a\u0432\u0456\u0442\u0435\u043d\u044c": 4,
    "\u043a\u0432\u0456\u0442\u043d\u044f": 4,
    "\u043a\u0432\u0456\u0442\u043d\u0456": 4,
    "\u0442\u0440\u0430\u0432\u0435\u043d\u044c": 5,
    "\u0442\u0440\u0430\u0432\u043d\u044f": 5,
    "\u0442\u0440\u0430\u0432\u043d\u0456": 5,
    "\u0447\u0435\u0440\u0432\u0435\u043d\u044c": 6,
    "\u0447\u0435\u0440\u0432\u043d\u044f": 6,
    "\u0447\u0435\u0440\u0432\u043d\u0456": 6,
    "\u043b\u0438\u043f\u0435\u043d\u044c": 7,
    "\u043b\u0438\u043f\u043d\u044f": 7,
    "\u043b\u0438\u043f\u043d\u0456": 7,
    "\u0441\u0435\u0440\u043f\u0435\u043d\u044c": 8,
    "\u0441\u0435\u0440\u043f\u043d\u044f": 8,
    "\u0441\u0435\u0440\u043f\u043d\u0456": 8,
    "\u0432\u0435\u0440\u0435\u0441\u0435\u043d\u044c": 9,
    "\u0432\u0435\u0440\u0435\u0441\u043d\u044f": 9,
    "\u0432\u0435\u0440\u0435\u0441\u043d\u0456": 9,
    "\u0436\u043e\u0432\u0442\u0435\u043d\u044c": 10,
    "\u0436\u043e\u0432\u0442\u043d\u044f": 10,
    "\u0436\u043e\u0432\u0442\u043d\u0456": 10,
    "\u043b\u0438\u0441\u0442\u043e\u043f\u0430\u0434": 11,
    "\u043b\u0438\u0441\u0442\u043e\u043f\u0430\u0434\u0430": 11,
    "\u043b\u0438\u0441\u0442\u043e\u043f\u0430\u0434\u0443": 11,
    "\u0433\u0440\u0443\u0434\u0435\u043d\u044c": 12,
    "\u0433\u0440\u0443\u0434\u043d\u044f": 12,
    "\u0433\u0440\u0443\u0434\u043d\u0456": 12,
};
const MONTH_DICTIONARY = {
    ...FULL_MONTH_NAME_DICTIONARY,
    "\u0441\u0456\u0447": 1,
    "\u0441\u0456\u0447.": 1,
    "\u043b\u044e\u0442": 2,
    "\u043b\u044e\u0442.": 2,
    "\u0431\u0435\u0440": 3,
    "\u0431\u0435\u0440.": 3,
    "\u043a\u0432\u0456\u0442": 4,
    "\u043a\u0432\u0456\u0442.": 4,
    "\u0442\u0440\u0430\u0432": 5,
    "\u0442\u0440\u0430\u0432.": 5,
    "\u0447\u0435\u0440\u0432": 6,
    "\u0447\u0435\u0440\u0432.": 6,
    "\u043b\u0438\u043f": 7,
    "\u043b\u0438\u043f.": 7,
    "\u0441\u0435\u0440\u043f": 8,
    "\u0441\u0435\u0440\u043f.": 8,
    "\u0441\u0435\u0440": 8,
    "c\u0435\u0440.": 8,
    "\u0432\u0435\u0440": 9,
    "\u0432\u0435\u0440.": 9,
    "\u0432\u0435\u0440\u0435\u0441": 9,
    "\u0432\u0435\u0440\u0435\u0441.": 9,
    "\u0436\u043e\u0432\u0442": 10,
    "\u0436\u043e\u0432\u0442.": 10,
    "\u043b\u0438\u0441\u0442\u043e\u043f": 11,
    "\u043b\u0438\u0441\u0442\u043e\u043f.": 11,
    "\u0433\u0440\u0443\u0434": 12,
    "\u0433\u0440\u0443\u0434.": 12,
};
const INTEGER_WORD_DICTIONARY = {
    "\u043e\u0434\u0438\u043d": 1,
    "\u043e\u0434\u043d\u0430": 1,
    "\u043e\u0434\u043d\u043e\u0457": 1,
    "\u043e\u0434\u043d\u0443": 1,
    "\u0434\u0432\u0456": 2,
    "\u0434\u0432\u0430": 2,
    "\u0434\u0432\u043e\u0445": 2,
    "\u0442\u0440\u0438": 3,
    "\u0442\u0440\u044c\u043e\u0445": 3,
    "\u0447\u043e\u0442\u0438\u0440\u0438": 4,
    "\u0447\u043e\u0442\u0438\u0440\u044c\u043e\u0445": 4,
    "\u043f'\u044f\u0442\u044c": 5,
    "\u043f'\u044f\u0442\u0438": 5,
    "\u0448\u0456\u0441\u0442\u044c": 6,
    "\u0448\u0435\u0441\u0442\u0438": 6,
    "\u0441\u0456\u043c": 7,
    "\u0441\u0435\u043c\u0438": 7,
    "\u0432\u0456\u0441\u0456\u043c": 8,
    "\u0432\u043e\u0441\u044c\u043c\u0438": 8,
    "\u0434\u0435\u0432'\u044f\u0442\u044c": 9,
    "\u0434\u0435\u0432'\u044f\u0442\u0438": 9,
    "\u0434\u0435\u0441\u044f\u0442\u044c": 10,
    "\u0434\u0435\u0441\u044f\u0442\u0438": 10,
    "\u043e\u0434\u0438\u043d\u0430\u0434\u0446\u044f\u0442\u044c": 11,
    "\u043e\u0434\u0438\u043d\u0430\u0434\u0446\u044f\u0442\u0438": 11,
    "\u0434\u0432\u0430\u043d\u0430\u0434\u0446\u044f\u0442\u044c": 12,
    "\u0434\u0432\u0430\u043d\u0430\u0434\u0446\u044f\u0442\u0438": 12,
};
const ORDINAL_WORD_DICTIONARY = {
    "\u043f\u0435\u0440\u0448\u0435": 1,
    "\u043f\u0435\u0440\u0448\u043e\u0433\u043e": 1,
    "\u0434\u0440\u0443\u0433\u0435": 2,
    "\u0434\u0440\u0443\u0433\u043e\u0433\u043e": 2,
    "\u0442\u0440\u0435\u0442\u0454": 3,
    "\u0442\u0440\u0435\u0442\u044c\u043e\u0433\u043e": 3,
    "\u0447\u0435\u0442\u0432\u0435\u0440\u0442\u0435": 4,
    "\u0447\u0435\u0442\u0432\u0435\u0440\u0442\u043e\u0433\u043e": 4,
    "\u043f'\u044f\u0442\u0435": 5,
    "\u043f'\u044f\u0442\u043e\u0433\u043e": 5,
    "\u0448\u043e\u0441\u0442\u0435": 6,
    "\u0448\u043e\u0441\u0442\u043e\u0433\u043e": 6,
    "\u0441\u044c\u043e\u043c\u0435": 7,
    "\u0441\u044c\u043e\u043c\u043e\u0433\u043e": 7,
    "\u0432\u043e\u0441\u044c\u043c\u0435": 8,
    "\u0432\u043e\u0441\u044c\u043c\u043e\u0433\u043e": 8,
    "\u0434\u0435\u0432'\u044f\u0442\u0435": 9,
    "\u0434\u0435\u0432'\u044f\u0442\u043e\u0433\u043e": 9,
    "\u0434\u0435\u0441\u044f\u0442\u0435": 10,
    "\u0434\u0435\u0441\u044f\u0442\u043e\u0433\u043e": 10,
    "\u043e\u0434\u0438\u043d\u0430\u0434\u0446\u044f\u0442\u0435": 11,
    "\u043e\u0434\u0438\u043d\u0430\u0434\u0446\u044f\u0442\u043e\u0433\u043e": 11,
    "\u0434\u0432\u0430\u043d\u0430\u0434\u0446\u044f\u0442\u0435": 12,
    "\u0434\u0432\u0430\u043d\u0430\u0434\u0446\u044f\u0442\u043e\u0433\u043e": 12,
    "\u0442\u0440\u0438\u043d\u0430\u0434\u0446\u044f\u0442\u0435": 13,
    "\u0442\u0440\u0438\u043d\u0430\u0434\u0446\u044f\u0442\u043e\u0433\u043e": 13,
    "\u0447\u043e\u0442\u0438\u0440\u043d\u0430\u0434\u0446\u044f\u0442\u0435": 14,
    "\u0447\u043e\u0442\u0438\u043d\u0440\u043d\u0430\u0434\u0446\u044f\u0442\u043e\u0433\u043e": 14,
    "\u043f'\u044f\u0442\u043d\u0430\u0434\u0446\u044f\u0442\u0435": 15,
    "\u043f'\u044f\u0442\u043d\u0430\u0434\u0446\u044f\u0442\u043e\u0433\u043e": 15,
    "\u0448\u0456\u0441\u0442\u043d\u0430\u0434\u0446\u044f\u0442\u0435": 16,
    "\u0448\u0456\u0441\u0442\u043d\u0430\u0434\u0446\u044f\u0442\u043e\u0433\u043e": 16,
    "\u0441\u0456\u043c\u043d\u0430\u0434\u0446\u044f\u0442\u0435": 17,
    "\u0441\u0456\u043c\u043d\u0430\u0434\u0446\u044f\u0442\u043e\u0433\u043e": 17,
    "\u0432\u0456\u0441\u0456\u043c\u043d\u0430\u0434\u0446\u044f\u0442\u0435": 18,
    "\u0432\u0456\u0441\u0456\u043c\u043d\u0430\u0434\u0446\u044f\u0442\u043e\u0433\u043e": 18,
    "\u0434\u0435\u0432'\u044f\u0442\u043d\u0430\u0434\u0446\u044f\u0442\u0435": 19,
    "\u0434\u0435\u0432'\u044f\u0442\u043d\u0430\u0434\u0446\u044f\u0442\u043e\u0433\u043e": 19,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u0435": 20,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u043e\u0433\u043e": 20,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u043f\u0435\u0440\u0448\u0435": 21,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u043f\u0435\u0440\u0448\u043e\u0433\u043e": 21,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0434\u0440\u0443\u0433\u0435": 22,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0434\u0440\u0443\u0433\u043e\u0433\u043e": 22,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0442\u0440\u0435\u0442\u0454": 23,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0442\u0440\u0435\u0442\u044c\u043e\u0433\u043e": 23,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0447\u0435\u0442\u0432\u0435\u0440\u0442\u0435": 24,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0447\u0435\u0442\u0432\u0435\u0440\u0442\u043e\u0433\u043e": 24,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u043f'\u044f\u0442\u0435": 25,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u043f'\u044f\u0442\u043e\u0433\u043e": 25,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0448\u043e\u0441\u0442\u0435": 26,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0448\u043e\u0441\u0442\u043e\u0433\u043e": 26,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0441\u044c\u043e\u043c\u0435": 27,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0441\u044c\u043e\u043c\u043e\u0433\u043e": 27,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0432\u043e\u0441\u044c\u043c\u0435": 28,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0432\u043e\u0441\u044c\u043c\u043e\u0433\u043e": 28,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0434\u0435\u0432'\u044f\u0442\u0435": 29,
    "\u0434\u0432\u0430\u0434\u0446\u044f\u0442\u044c \u0434\u0435\u0432'\u044f\u0442\u043e\u0433\u043e": 29,
    "\u0442\u0440\u0438\u0434\u0446\u044f\u0442\u0435": 30,
    "\u0442\u0440\u0438\u0434\u0446\u044f\u0442\u043e\u0433\u043e": 30,
    "\u0442\u0440\u0438\u0434\u0446\u044f\u0442\u044c \u043f\u0435\u0440\u0448\u0435": 31,
    "\u0442\u0440\u0438\u0434\u0446\u044f\u0442\u044c \u043f\u0435\u0440\u0448\u043e\u0433\u043e": 31,
};
const TIME_UNIT_DICTIONARY = {
    \u0441\u0435\u043a: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u0430: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u0438: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u0443: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u043e\u0447\u043e\u043a: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u043e\u0447\u043a\u0438: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u043e\u0447\u043a\u0443: "second",
    \u0445\u0432: "minute",
    \u0445\u0432\u0438\u043b\u0438\u043d\u0430: "minute",
    \u0445\u0432\u0438\u043b\u0438\u043d: "minute",
    \u0445\u0432\u0438\u043b\u0438\u043d\u0438: "minute",
    \u0445\u0432\u0438\u043b\u0438\u043d\u0443: "minute",
    \u0445\u0432\u0438\u043b\u0438\u043d\u043e\u043a: "minute",
    \u0445\u0432\u0438\u043b\u0438\u043d\u043a\u0438: "minute",
    \u0445\u0432\u0438\u043b\u0438\u043d\u043a\u0443: "minute",
    \u0445\u0432\u0438\u043b\u0438\u043d\u043e\u0447\u043e\u043a: "minute",
    \u0445\u0432\u0438\u043b\u0438\u043d\u043e\u0447\u043a\u0438: "minute",
    \u0445\u0432\u0438\u043b\u0438\u043d\u043e\u0447\u043a\u0443: "minute",
    \u0433\u043e\u0434: "hour",
    \u0433\u043e\u0434\u0438\u043d\u0430: "hour",
    \u0433\u043e\u0434\u0438\u043d: "hour",
    \u0433\u043e\u0434\u0438\u043d\u0438: "hour",
    \u0433\u043e\u0434\u0438\u043d\u0443: "hour",
    \u0433\u043e\u0434\u0438\u043d\u043a\u0430: "hour",
    \u0433\u043e\u0434\u0438\u043d\u043e\u043a: "hour",
    \u0433\u043e\u0434\u0438\u043d\u043a\u0438: "hour",
    \u0433\u043e\u0434\u0438\u043d\u043a\u0443: "hour",
    \u0434\u0435\u043d\u044c: "day",
    \u0434\u043d\u044f: "day",
    \u0434\u043d\u0456\u0432: "day",
    \u0434\u043d\u0456: "day",
    \u0434\u043e\u0431\u0430: "day",
    \u0434\u043e\u0431\u0443: "day",
    \u0442\u0438\u0436\u0434\u0435\u043d\u044c: "week",
    \u0442\u0438\u0436\u043d\u044e: "week",
    \u0442\u0438\u0436\u043d\u044f: "week",
    \u0442\u0438\u0436\u043d\u0456: "week",
    \u0442\u0438\u0436\u043d\u0456\u0432: "week",
    \u043c\u0456\u0441\u044f\u0446\u044c: "month",
    \u043c\u0456\u0441\u044f\u0446\u0456\u0432: "month",
    \u043c\u0456\u0441\u044f\u0446\u0456: "month",
    \u043c\u0456\u0441\u044f\u0446\u044f: "month",
    \u043a\u0432\u0430\u0440\u0442\u0430\u043b: "quarter",
    \u043a\u0432\u0430\u0440\u0442\u0430\u043b\u0443: "quarter",
    \u043a\u0432\u0430\u0440\u0442\u0430\u043b\u0430: "quarter",
    \u043a\u0432\u0430\u0440\u0442\u0430\u043b\u0456\u0432: "quarter",
    \u043a\u0432\u0430\u0440\u0442\u0430\u043b\u0456: "quarter",
    \u0440\u0456\u043a: "year",
    \u0440\u043e\u043a\u0443: "year",
    \u0440\u043e\u0446\u0456: "year",
    \u0440\u043e\u043a\u0456\u0432: "year",
    \u0440\u043e\u043a\u0438: "year",
};
const NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(INTEGER_WORD_DICTIONARY)}|[0-9]+|[0-9]+\\.[0-9]+|\u043f\u0456\u0432|\u0434\u0435\u043a\u0456\u043b\u044c\u043a\u0430|\u043f\u0430\u0440(?:\u0443)|\\s{0,3})`;
function parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return INTEGER_WORD_DICTIONARY[num];
    }
    if (num.match(/\u0434\u0435\u043a\u0456\u043b\u044c\u043a\u0430/)) {
        return 2;
    }
    else if (num.match(/\u043f\u0456\u0432/)) {
        return 0.5;
    }
    else if (num.match(/\u043f\u0430\u0440/)) {
        return 2;
    }
    else if (num === "") {
        return 1;
    }
    return parseFloat(num);
}
const ORDINAL_NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(ORDINAL_WORD_DICTIONARY)}|[0-9]{1,2}(?:\u0433\u043e|\u043e\u0433\u043e|\u0435)?)`;
function parseOrdinalNumberPattern(match) {
    const num = match.toLowerCase();
    if (ORDINAL_WORD_DICTIONARY[num] !== undefined) {
        return ORDINAL_WORD_DICTIONARY[num];
    }
    return parseInt(num);
}
const year = "(?:\\s+(?:\u0440\u043e\u043a\u0443|\u0440\u0456\u043a|\u0440|\u0440.))?";
const YEAR_PATTERN = `(?:[1-9][0-9]{0,3}${year}\\s*(?:\u043d.\u0435.|\u0434\u043e \u043d.\u0435.|\u043d. \u0435.|\u0434\u043e \u043d. \u0435.)|[1-2][0-9]{3}${year}|[5-9][0-9]${year})`;
function parseYearPattern(match) {
    if (/(\u0440\u0456\u043a|\u0440\u043e\u043a\u0443|\u0440|\u0440.)/i.test(match)) {
        match = match.replace(/(\u0440\u0456\u043a|\u0440\u043e\u043a\u0443|\u0440|\u0440.)/i, "");
    }
    if (/(\u0434\u043e \u043d.\u0435.|\u0434\u043e \u043d. \u0435.)/i.test(match)) {
        match = match.replace(/(\u0434\u043e \u043d.\u0435.|\u0434\u043e \u043d. \u0435.)/i, "");
        return -parseInt(match);
    }
    if (/(\u043d. \u0435.|\u043d.\u0435.)/i.test(match)) {
        match = match.replace(/(\u043d. \u0435.|\u043d.\u0435.)/i, "");
        return parseInt(match);
    }
    const rawYearNumber = parseInt(match);
    return (0,years/* findMostLikelyADYear */.D)(rawYearNumber);
}
const SINGLE_TIME_UNIT_PATTERN = `(${NUMBER_PATTERN})\\s{0,3}(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})`;
const SINGLE_TIME_UNIT_REGEX = new RegExp(SINGLE_TIME_UNIT_PATTERN, "i");
const TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)(`(?:(?:\u0431\u043b\u0438\u0437\u044c\u043a\u043e|\u043f\u0440\u0438\u0431\u043b\u0438\u0437\u043d\u043e)\\s{0,3})?`, SINGLE_TIME_UNIT_PATTERN);
function parseDuration(timeunitText) {
    const fragments = {};
    let remainingText = timeunitText;
    let match = SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    while (match) {
        collectDateTimeFragment(fragments, match);
        remainingText = remainingText.substring(match[0].length).trim();
        match = SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    }
    return fragments;
}
function collectDateTimeFragment(fragments, match) {
    const num = parseNumberPattern(match[1]);
    const unit = TIME_UNIT_DICTIONARY[match[2].toLowerCase()];
    fragments[unit] = num;
}
//# sourceMappingURL=constants.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractParserWithWordBoundary.js
var AbstractParserWithWordBoundary = __webpack_require__(61264);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/parsers/UKTimeUnitWithinFormatParser.js



const PATTERN = `(?:(?:\u043f\u0440\u0438\u0431\u043b\u0438\u0437\u043d\u043e|\u043e\u0440\u0456\u0454\u043d\u0442\u043e\u0432\u043d\u043e)\\s*(?:~\\s*)?)?(${TIME_UNITS_PATTERN})${REGEX_PARTS.rightBoundary}`;
class UKTimeUnitWithinFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return REGEX_PARTS.leftBoundary;
    }
    innerPattern(context) {
        return context.option.forwardDate
            ? new RegExp(PATTERN, REGEX_PARTS.flags)
            : new RegExp(`(?:\u043f\u0440\u043e\u0442\u044f\u0433\u043e\u043c|\u043d\u0430 \u043f\u0440\u043e\u0442\u044f\u0437\u0456|\u043f\u0440\u043e\u0442\u044f\u0433\u043e\u043c|\u0443\u043f\u0440\u043e\u0434\u043e\u0432\u0436|\u0432\u043f\u0440\u043e\u0434\u043e\u0432\u0436)\\s*${PATTERN}`, REGEX_PARTS.flags);
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[1]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=UKTimeUnitWithinFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/parsers/AbstractParserWithWordBoundaryChecking.js


class AbstractParserWithLeftBoundaryChecking extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return REGEX_PARTS.leftBoundary;
    }
    innerPattern(context) {
        return new RegExp(this.innerPatternString(context), REGEX_PARTS.flags);
    }
    innerPatternHasChange(context, currentInnerPattern) {
        return false;
    }
}
class AbstractParserWithLeftRightBoundaryChecking extends AbstractParserWithLeftBoundaryChecking {
    innerPattern(context) {
        return new RegExp(`${this.innerPatternString(context)}${REGEX_PARTS.rightBoundary}`, REGEX_PARTS.flags);
    }
}
//# sourceMappingURL=AbstractParserWithWordBoundaryChecking.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/parsers/UKMonthNameLittleEndianParser.js






const DATE_GROUP = 1;
const DATE_TO_GROUP = 2;
const MONTH_NAME_GROUP = 3;
const YEAR_GROUP = 4;
class UKMonthNameLittleEndianParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return (`(?:\u0437|\u0456\u0437)?\\s*(${ORDINAL_NUMBER_PATTERN})` +
            `(?:` +
            `\\s{0,3}(?:\u043f\u043e|-|\u2013|\u0434\u043e)?\\s{0,3}` +
            `(${ORDINAL_NUMBER_PATTERN})` +
            `)?` +
            `(?:-|\\/|\\s{0,3}(?:of)?\\s{0,3})` +
            `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
            `(?:` +
            `(?:-|\\/|,?\\s{0,3})` +
            `(${YEAR_PATTERN}(?![^\\s]\\d))` +
            `)?`);
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        const month = MONTH_DICTIONARY[match[MONTH_NAME_GROUP].toLowerCase()];
        const day = parseOrdinalNumberPattern(match[DATE_GROUP]);
        if (day > 31) {
            match.index = match.index + match[DATE_GROUP].length;
            return null;
        }
        result.start.assign("month", month);
        result.start.assign("day", day);
        if (match[YEAR_GROUP]) {
            const yearNumber = parseYearPattern(match[YEAR_GROUP]);
            result.start.assign("year", yearNumber);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.reference.instant, day, month);
            result.start.imply("year", year);
        }
        if (match[DATE_TO_GROUP]) {
            const endDate = parseOrdinalNumberPattern(match[DATE_TO_GROUP]);
            result.end = result.start.clone();
            result.end.assign("day", endDate);
        }
        return result;
    }
}
//# sourceMappingURL=UKMonthNameLittleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/parsers/UKMonthNameParser.js





const UKMonthNameParser_MONTH_NAME_GROUP = 2;
const UKMonthNameParser_YEAR_GROUP = 3;
class UkMonthNameParser extends AbstractParserWithLeftBoundaryChecking {
    innerPatternString(context) {
        return (`((?:\u0432|\u0443)\\s*)?` +
            `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
            `\\s*` +
            `(?:` +
            `[,-]?\\s*(${YEAR_PATTERN})?` +
            `)?` +
            `(?=[^\\s\\w]|\\s+[^0-9]|\\s+$|$)`);
    }
    innerExtract(context, match) {
        const monthName = match[UKMonthNameParser_MONTH_NAME_GROUP].toLowerCase();
        if (match[0].length <= 3 && !FULL_MONTH_NAME_DICTIONARY[monthName]) {
            return null;
        }
        const result = context.createParsingResult(match.index, match.index + match[0].length);
        result.start.imply("day", 1);
        const month = MONTH_DICTIONARY[monthName];
        result.start.assign("month", month);
        if (match[UKMonthNameParser_YEAR_GROUP]) {
            const year = parseYearPattern(match[UKMonthNameParser_YEAR_GROUP]);
            result.start.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.reference.instant, 1, month);
            result.start.imply("year", year);
        }
        return result;
    }
}
//# sourceMappingURL=UKMonthNameParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractTimeExpressionParser.js
var AbstractTimeExpressionParser = __webpack_require__(37341);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/parsers/UKTimeExpressionParser.js



class UKTimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
    constructor(strictMode) {
        super(strictMode);
    }
    patternFlags() {
        return REGEX_PARTS.flags;
    }
    primaryPatternLeftBoundary() {
        return `(^|\\s|T|(?:[^\\p{L}\\p{N}_]))`;
    }
    followingPhase() {
        return `\\s*(?:\\-|\\\u2013|\\~|\\\u301c|\u0434\u043e|\u0456|\u043f\u043e|\\?)\\s*`;
    }
    primaryPrefix() {
        return `(?:(?:\u0432|\u0443|\u043e|\u043e\u0431|\u0437|\u0456\u0437|\u0432\u0456\u0434)\\s*)??`;
    }
    primarySuffix() {
        return `(?:\\s*(?:\u0440\u0430\u043d\u043a\u0443|\u0432\u0435\u0447\u043e\u0440\u0430|\u043f\u043e \u043e\u0431\u0456\u0434\u0456|\u043f\u0456\u0441\u043b\u044f \u043e\u0431\u0456\u0434\u0443))?(?!\\/)${REGEX_PARTS.rightBoundary}`;
    }
    extractPrimaryTimeComponents(context, match) {
        const components = super.extractPrimaryTimeComponents(context, match);
        if (components) {
            if (match[0].endsWith("\u0432\u0435\u0447\u043e\u0440\u0430")) {
                const hour = components.get("hour");
                if (hour >= 6 && hour < 12) {
                    components.assign("hour", components.get("hour") + 12);
                    components.assign("meridiem", types/* Meridiem */.FF.PM);
                }
                else if (hour < 6) {
                    components.assign("meridiem", types/* Meridiem */.FF.AM);
                }
            }
            if (match[0].endsWith("\u043f\u043e \u043e\u0431\u0456\u0434\u0456") || match[0].endsWith("\u043f\u0456\u0441\u043b\u044f \u043e\u0431\u0456\u0434\u0443")) {
                components.assign("meridiem", types/* Meridiem */.FF.PM);
                const hour = components.get("hour");
                if (hour >= 0 && hour <= 6) {
                    components.assign("hour", components.get("hour") + 12);
                }
            }
            if (match[0].endsWith("\u0440\u0430\u043d\u043a\u0443")) {
                components.assign("meridiem", types/* Meridiem */.FF.AM);
                const hour = components.get("hour");
                if (hour < 12) {
                    components.assign("hour", components.get("hour"));
                }
            }
        }
        return components;
    }
}
//# sourceMappingURL=UKTimeExpressionParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/duration.js
var calculation_duration = __webpack_require__(24440);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/parsers/UKTimeUnitAgoFormatParser.js




class UKTimeUnitAgoFormatParser extends AbstractParserWithLeftBoundaryChecking {
    innerPatternString(context) {
        return `(${TIME_UNITS_PATTERN})\\s{0,5}\u0442\u043e\u043c\u0443(?=(?:\\W|$))`;
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[1]);
        const outputTimeUnits = (0,calculation_duration/* reverseDuration */.x4)(timeUnits);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, outputTimeUnits);
    }
}
//# sourceMappingURL=UKTimeUnitAgoFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateRangeRefiner.js
var AbstractMergeDateRangeRefiner = __webpack_require__(49227);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/refiners/UKMergeDateRangeRefiner.js

class UKMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(\u0456 \u0434\u043e|\u0456 \u043f\u043e|\u0434\u043e|\u043f\u043e|-)\s*$/i;
    }
}
//# sourceMappingURL=UKMergeDateRangeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js + 1 modules
var AbstractMergeDateTimeRefiner = __webpack_require__(52654);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/refiners/UKMergeDateTimeRefiner.js

class UKMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return new RegExp(`^\\s*(T|\u0432|\u0443|\u043e|,|-)?\\s*$`);
    }
}
//# sourceMappingURL=UKMergeDateTimeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/casualReferences.js
var casualReferences = __webpack_require__(27225);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/parsers/UKCasualDateParser.js


class UKCasualDateParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(?:\u0437|\u0456\u0437|\u0432\u0456\u0434)?\\s*(\u0441\u044c\u043e\u0433\u043e\u0434\u043d\u0456|\u0432\u0447\u043e\u0440\u0430|\u0437\u0430\u0432\u0442\u0440\u0430|\u043f\u0456\u0441\u043b\u044f\u0437\u0430\u0432\u0442\u0440\u0430|\u043f\u0456\u0441\u043b\u044f\u043f\u0456\u0441\u043b\u044f\u0437\u0430\u0432\u0442\u0440\u0430|\u043f\u043e\u0437\u0430\u043f\u043e\u0437\u0430\u0432\u0447\u043e\u0440\u0430|\u043f\u043e\u0437\u0430\u0432\u0447\u043e\u0440\u0430)`;
    }
    innerExtract(context, match) {
        const lowerText = match[1].toLowerCase();
        const component = context.createParsingComponents();
        switch (lowerText) {
            case "\u0441\u044c\u043e\u0433\u043e\u0434\u043d\u0456":
                return casualReferences/* today */.Ec(context.reference);
            case "\u0432\u0447\u043e\u0440\u0430":
                return casualReferences/* yesterday */.jI(context.reference);
            case "\u0437\u0430\u0432\u0442\u0440\u0430":
                return casualReferences/* tomorrow */.uf(context.reference);
            case "\u043f\u0456\u0441\u043b\u044f\u0437\u0430\u0432\u0442\u0440\u0430":
                return casualReferences/* theDayAfter */.AV(context.reference, 2);
            case "\u043f\u0456\u0441\u043b\u044f\u043f\u0456\u0441\u043b\u044f\u0437\u0430\u0432\u0442\u0440\u0430":
                return casualReferences/* theDayAfter */.AV(context.reference, 3);
            case "\u043f\u043e\u0437\u0430\u0432\u0447\u043e\u0440\u0430":
                return casualReferences/* theDayBefore */.ti(context.reference, 2);
            case "\u043f\u043e\u0437\u0430\u043f\u043e\u0437\u0430\u0432\u0447\u043e\u0440\u0430":
                return casualReferences/* theDayBefore */.ti(context.reference, 3);
        }
        return component;
    }
}
//# sourceMappingURL=UKCasualDateParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/dates.js
var dates = __webpack_require__(15167);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/parsers/UKCasualTimeParser.js



class UKCasualTimeParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(\u0437\u0430\u0440\u0430\u0437|\u043c\u0438\u043d\u0443\u043b\u043e\u0433\u043e\\s*\u0432\u0435\u0447\u043e\u0440\u0430|\u043c\u0438\u043d\u0443\u043b\u043e\u0457\\s*\u043d\u043e\u0447\u0456|\u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u0457\\s*\u043d\u043e\u0447\u0456|\u0441\u044c\u043e\u0433\u043e\u0434\u043d\u0456\\s*\u0432\u043d\u043e\u0447\u0456|\u0446\u0456\u0454\u0457\\s*\u043d\u043e\u0447\u0456|\u0446\u044c\u043e\u0433\u043e \u0440\u0430\u043d\u043a\u0443|\u0432\u0440\u0430\u043d\u0446\u0456|\u0440\u0430\u043d\u043a\u0443|\u0437\u0440\u0430\u043d\u043a\u0443|\u043e\u043f\u0456\u0432\u0434\u043d\u0456|\u0432\u0432\u0435\u0447\u0435\u0440\u0456|\u0432\u0435\u0447\u043e\u0440\u0430|\u043e\u043f\u0456\u0432\u043d\u043e\u0447\u0456|\u0432\u043d\u043e\u0447\u0456)`;
    }
    innerExtract(context, match) {
        let targetDate = context.refDate;
        const lowerText = match[0].toLowerCase();
        const component = context.createParsingComponents();
        if (lowerText === "\u0437\u0430\u0440\u0430\u0437") {
            return casualReferences/* now */.tB(context.reference);
        }
        if (lowerText === "\u0432\u0432\u0435\u0447\u0435\u0440\u0456" || lowerText === "\u0432\u0435\u0447\u043e\u0440\u0430") {
            return casualReferences/* evening */.Jp(context.reference);
        }
        if (lowerText.endsWith("\u0432\u0440\u0430\u043d\u0446\u0456") || lowerText.endsWith("\u0440\u0430\u043d\u043a\u0443") || lowerText.endsWith("\u0437\u0440\u0430\u043d\u043a\u0443")) {
            return casualReferences/* morning */.F1(context.reference);
        }
        if (lowerText.endsWith("\u043e\u043f\u0456\u0432\u0434\u043d\u0456")) {
            return casualReferences/* noon */.zW(context.reference);
        }
        if (lowerText.match(/\u043c\u0438\u043d\u0443\u043b\u043e\u0457\s*\u043d\u043e\u0447\u0456/)) {
            return casualReferences/* lastNight */.zr(context.reference);
        }
        if (lowerText.match(/\u043c\u0438\u043d\u0443\u043b\u043e\u0433\u043e\s*\u0432\u0435\u0447\u043e\u0440\u0430/)) {
            return casualReferences/* yesterdayEvening */.Z6(context.reference);
        }
        if (lowerText.match(/\u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u0457\s*\u043d\u043e\u0447\u0456/)) {
            const daysToAdd = targetDate.getHours() < 22 ? 1 : 2;
            const nextDay = new Date(targetDate.getTime());
            nextDay.setDate(nextDay.getDate() + daysToAdd);
            (0,dates/* assignSimilarDate */.Pl)(component, nextDay);
            component.imply("hour", 1);
        }
        if (lowerText.match(/\u0446\u0456\u0454\u0457\s*\u043d\u043e\u0447\u0456/)) {
            return casualReferences/* midnight */.Bm(context.reference);
        }
        if (lowerText.endsWith("\u043e\u043f\u0456\u0432\u043d\u043e\u0447\u0456") || lowerText.endsWith("\u0432\u043d\u043e\u0447\u0456")) {
            return casualReferences/* midnight */.Bm(context.reference);
        }
        return component;
    }
}
//# sourceMappingURL=UKCasualTimeParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/weekdays.js
var weekdays = __webpack_require__(11215);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/parsers/UKWeekdayParser.js




const PREFIX_GROUP = 1;
const WEEKDAY_GROUP = 2;
const POSTFIX_GROUP = 3;
class UKWeekdayParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return (`(?:(?:,|\\(|\uff08)\\s*)?` +
            `(?:\u0432\\s*?)?` +
            `(?:\u0443\\s*?)?` +
            `(?:(\u0446\u0435\u0439|\u043c\u0438\u043d\u0443\u043b\u043e\u0433\u043e|\u043c\u0438\u043d\u0443\u043b\u0438\u0439|\u043f\u043e\u043f\u0435\u0440\u0435\u0434\u043d\u0456\u0439|\u043f\u043e\u043f\u0435\u0440\u0435\u0434\u043d\u044c\u043e\u0433\u043e|\u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u0433\u043e|\u043d\u0430\u0441\u0442\u0443\u043f\u043d\u0438\u0439|\u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u043c\u0443)\\s*)?` +
            `(${(0,pattern/* matchAnyPattern */.uJ)(WEEKDAY_DICTIONARY)})` +
            `(?:\\s*(?:,|\\)|\uff09))?` +
            `(?:\\s*(\u043d\u0430|\u0443|\u0432)\\s*(\u0446\u044c\u043e\u043c\u0443|\u043c\u0438\u043d\u0443\u043b\u043e\u043c\u0443|\u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u043c\u0443)\\s*\u0442\u0438\u0436\u043d\u0456)?`);
    }
    innerExtract(context, match) {
        const dayOfWeek = match[WEEKDAY_GROUP].toLocaleLowerCase();
        const weekday = WEEKDAY_DICTIONARY[dayOfWeek];
        const prefix = match[PREFIX_GROUP];
        const postfix = match[POSTFIX_GROUP];
        let modifierWord = prefix || postfix;
        modifierWord = modifierWord || "";
        modifierWord = modifierWord.toLocaleLowerCase();
        let modifier = null;
        if (modifierWord == "\u043c\u0438\u043d\u0443\u043b\u043e\u0433\u043e" ||
            modifierWord == "\u043c\u0438\u043d\u0443\u043b\u0438\u0439" ||
            modifierWord == "\u043f\u043e\u043f\u0435\u0440\u0435\u0434\u043d\u0456\u0439" ||
            modifierWord == "\u043f\u043e\u043f\u0435\u0440\u0435\u0434\u043d\u044c\u043e\u0433\u043e") {
            modifier = "last";
        }
        else if (modifierWord == "\u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u0433\u043e" || modifierWord == "\u043d\u0430\u0441\u0442\u0443\u043f\u043d\u0438\u0439") {
            modifier = "next";
        }
        else if (modifierWord == "\u0446\u0435\u0439" || modifierWord == "\u0446\u044c\u043e\u0433\u043e" || modifierWord == "\u0446\u044c\u043e\u043c\u0443") {
            modifier = "this";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, weekday, modifier);
    }
}
//# sourceMappingURL=UKWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/parsers/UKRelativeDateFormatParser.js




const MODIFIER_WORD_GROUP = 1;
const RELATIVE_WORD_GROUP = 2;
class UKRelativeDateFormatParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return (`(\u0432 \u043c\u0438\u043d\u0443\u043b\u043e\u043c\u0443|\u0443 \u043c\u0438\u043d\u0443\u043b\u043e\u043c\u0443|\u043d\u0430 \u043c\u0438\u043d\u0443\u043b\u043e\u043c\u0443|\u043c\u0438\u043d\u0443\u043b\u043e\u0433\u043e|\u043d\u0430 \u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u043c\u0443|\u0432 \u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u043c\u0443|\u0443 \u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u043c\u0443|\u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u0433\u043e|\u043d\u0430 \u0446\u044c\u043e\u043c\u0443|\u0432 \u0446\u044c\u043e\u043c\u0443|\u0443 \u0446\u044c\u043e\u043c\u0443|\u0446\u044c\u043e\u0433\u043e)\\s*` +
            `(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})(?=\\s*)`);
    }
    innerExtract(context, match) {
        const modifier = match[MODIFIER_WORD_GROUP].toLowerCase();
        const unitWord = match[RELATIVE_WORD_GROUP].toLowerCase();
        const timeunit = TIME_UNIT_DICTIONARY[unitWord];
        if (modifier == "\u043d\u0430 \u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u043c\u0443" ||
            modifier == "\u0432 \u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u043c\u0443" ||
            modifier == "\u0443 \u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u043c\u0443" ||
            modifier == "\u043d\u0430\u0441\u0442\u0443\u043f\u043d\u043e\u0433\u043e") {
            const timeUnits = {};
            timeUnits[timeunit] = 1;
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
        }
        if (modifier == "\u043d\u0430 \u043c\u0438\u043d\u0443\u043b\u043e\u043c\u0443" ||
            modifier == "\u0432 \u043c\u0438\u043d\u0443\u043b\u043e\u043c\u0443" ||
            modifier == "\u0443 \u043c\u0438\u043d\u0443\u043b\u043e\u043c\u0443" ||
            modifier == "\u043c\u0438\u043d\u0443\u043b\u043e\u0433\u043e") {
            const timeUnits = {};
            timeUnits[timeunit] = -1;
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
        }
        const components = context.createParsingComponents();
        let date = new Date(context.reference.instant.getTime());
        if (timeunit.match(/week/i)) {
            date.setDate(date.getDate() - date.getDay());
            components.imply("day", date.getDate());
            components.imply("month", date.getMonth() + 1);
            components.imply("year", date.getFullYear());
        }
        else if (timeunit.match(/month/i)) {
            date.setDate(1);
            components.imply("day", date.getDate());
            components.assign("year", date.getFullYear());
            components.assign("month", date.getMonth() + 1);
        }
        else if (timeunit.match(/year/i)) {
            date.setDate(1);
            date.setMonth(0);
            components.imply("day", date.getDate());
            components.imply("month", date.getMonth() + 1);
            components.assign("year", date.getFullYear());
        }
        return components;
    }
}
//# sourceMappingURL=UKRelativeDateFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/SlashDateFormatParser.js
var SlashDateFormatParser = __webpack_require__(51194);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/parsers/UKTimeUnitCasualRelativeFormatParser.js




class UKTimeUnitCasualRelativeFormatParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(\u0446\u0456|\u043e\u0441\u0442\u0430\u043d\u043d\u0456|\u043c\u0438\u043d\u0443\u043b\u0456|\u043c\u0430\u0439\u0431\u0443\u0442\u043d\u0456|\u043d\u0430\u0441\u0442\u0443\u043f\u043d\u0456|\u043f\u0456\u0441\u043b\u044f|\u0447\u0435\u0440\u0435\u0437|\\+|-)\\s*(${TIME_UNITS_PATTERN})`;
    }
    innerExtract(context, match) {
        const prefix = match[1].toLowerCase();
        let timeUnits = parseDuration(match[3]);
        switch (prefix) {
            case "\u043e\u0441\u0442\u0430\u043d\u043d\u0456":
            case "\u043c\u0438\u043d\u0443\u043b\u0456":
            case "-":
                timeUnits = (0,calculation_duration/* reverseDuration */.x4)(timeUnits);
                break;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=UKTimeUnitCasualRelativeFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/ISOFormatParser.js
var ISOFormatParser = __webpack_require__(21930);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/uk/index.js




















const casual = new chrono/* Chrono */.u(createCasualConfiguration());
const strict = new chrono/* Chrono */.u(createConfiguration(true));
function createCasualConfiguration() {
    const option = createConfiguration(false);
    option.parsers.unshift(new UKCasualDateParser());
    option.parsers.unshift(new UKCasualTimeParser());
    option.parsers.unshift(new UkMonthNameParser());
    option.parsers.unshift(new UKRelativeDateFormatParser());
    option.parsers.unshift(new UKTimeUnitCasualRelativeFormatParser());
    return option;
}
function createConfiguration(strictMode) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new ISOFormatParser/* default */.A(),
            new SlashDateFormatParser/* default */.A(true),
            new UKTimeUnitWithinFormatParser(),
            new UKMonthNameLittleEndianParser(),
            new UKWeekdayParser(),
            new UKTimeExpressionParser(strictMode),
            new UKTimeUnitAgoFormatParser(),
        ],
        refiners: [new UKMergeDateTimeRefiner(), new UKMergeDateRangeRefiner()],
    }, strictMode);
}
function parse(text, ref, option) {
    return casual.parse(text, ref, option);
}
function parseDate(text, ref, option) {
    return casual.parseDate(text, ref, option);
}
//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/it/index.js + 22 modules
var it = __webpack_require__(37051);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/sv/constants.js


const constants_WEEKDAY_DICTIONARY = {
    "s\u00f6ndag": 0,
    "s\u00f6n": 0,
    "so": 0,
    "m\u00e5ndag": 1,
    "m\u00e5n": 1,
    "m\u00e5": 1,
    "tisdag": 2,
    "tis": 2,
    "ti": 2,
    "onsdag": 3,
    "ons": 3,
    "on": 3,
    "torsdag": 4,
    "tors": 4,
    "to": 4,
    "fredag": 5,
    "fre": 5,
    "fr": 5,
    "l\u00f6rdag": 6,
    "l\u00f6r": 6,
    "l\u00f6": 6,
};
const constants_MONTH_DICTIONARY = {
    "januari": 1,
    "jan": 1,
    "jan.": 1,
    "februari": 2,
    "feb": 2,
    "feb.": 2,
    "mars": 3,
    "mar": 3,
    "mar.": 3,
    "april": 4,
    "apr": 4,
    "apr.": 4,
    "maj": 5,
    "juni": 6,
    "jun": 6,
    "jun.": 6,
    "juli": 7,
    "jul": 7,
    "jul.": 7,
    "augusti": 8,
    "aug": 8,
    "aug.": 8,
    "september": 9,
    "sep": 9,
    "sep.": 9,
    "sept": 9,
    "oktober": 10,
    "okt": 10,
    "okt.": 10,
    "november": 11,
    "nov": 11,
    "nov.": 11,
    "december": 12,
    "dec": 12,
    "dec.": 12,
};
const ORDINAL_NUMBER_DICTIONARY = {
    "f\u00f6rsta": 1,
    "andra": 2,
    "tredje": 3,
    "fj\u00e4rde": 4,
    "femte": 5,
    "sj\u00e4tte": 6,
    "sjunde": 7,
    "\u00e5ttonde": 8,
    "nionde": 9,
    "tionde": 10,
    "elfte": 11,
    "tolfte": 12,
    "trettonde": 13,
    "fjortonde": 14,
    "femtonde": 15,
    "sextonde": 16,
    "sjuttonde": 17,
    "artonde": 18,
    "nittonde": 19,
    "tjugonde": 20,
    "tjugof\u00f6rsta": 21,
    "tjugoandra": 22,
    "tjugotredje": 23,
    "tjugofj\u00e4rde": 24,
    "tjugofemte": 25,
    "tjugosj\u00e4tte": 26,
    "tjugosjunde": 27,
    "tjugo\u00e5ttonde": 28,
    "tjugonionde": 29,
    "trettionde": 30,
    "trettiof\u00f6rsta": 31,
};
const constants_INTEGER_WORD_DICTIONARY = {
    "en": 1,
    "ett": 1,
    "tv\u00e5": 2,
    "tre": 3,
    "fyra": 4,
    "fem": 5,
    "sex": 6,
    "sju": 7,
    "\u00e5tta": 8,
    "nio": 9,
    "tio": 10,
    "elva": 11,
    "tolv": 12,
    "tretton": 13,
    "fjorton": 14,
    "femton": 15,
    "sexton": 16,
    "sjutton": 17,
    "arton": 18,
    "nitton": 19,
    "tjugo": 20,
    "tretti\u043e": 30,
    "fyrtio": 40,
    "femtio": 50,
    "sextio": 60,
    "sjuttio": 70,
    "\u00e5ttio": 80,
    "nittio": 90,
    "hundra": 100,
    "tusen": 1000,
};
const constants_TIME_UNIT_DICTIONARY = {
    "sek": "second",
    "sekund": "second",
    "sekunder": "second",
    "min": "minute",
    "minut": "minute",
    "minuter": "minute",
    "tim": "hour",
    "timme": "hour",
    "timmar": "hour",
    "dag": "day",
    "dagar": "day",
    "vecka": "week",
    "veckor": "week",
    "m\u00e5n": "month",
    "m\u00e5nad": "month",
    "m\u00e5nader": "month",
    "\u00e5r": "year",
    "kvart\u0430l": "quarter",
    "kvartal": "quarter",
};
const TIME_UNIT_NO_ABBR_DICTIONARY = {
    "sekund": "second",
    "sekunder": "second",
    "minut": "minute",
    "minuter": "minute",
    "timme": "hour",
    "timmar": "hour",
    "dag": "day",
    "dagar": "day",
    "vecka": "week",
    "veckor": "week",
    "m\u00e5nad": "month",
    "m\u00e5nader": "month",
    "\u00e5r": "year",
    "kvartal": "quarter",
};
function constants_parseDuration(timeunitText) {
    const fragments = {};
    let remainingText = timeunitText;
    let match = constants_SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    while (match) {
        constants_collectDateTimeFragment(fragments, match);
        remainingText = remainingText.substring(match[0].length);
        match = constants_SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    }
    return fragments;
}
function constants_collectDateTimeFragment(fragments, match) {
    const num = constants_parseNumberPattern(match[1]);
    const unit = constants_TIME_UNIT_DICTIONARY[match[2].toLowerCase()];
    fragments[unit] = num;
}
const constants_NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(constants_INTEGER_WORD_DICTIONARY)}|\\d+)`;
const constants_ORDINAL_NUMBER_PATTERN = (/* unused pure expression or super */ null && (`(?:${matchAnyPattern(ORDINAL_NUMBER_DICTIONARY)}|\\d{1,2}(?:e|:e))`));
const TIME_UNIT_PATTERN = (/* unused pure expression or super */ null && (`(?:${matchAnyPattern(constants_TIME_UNIT_DICTIONARY)})`));
const constants_SINGLE_TIME_UNIT_PATTERN = `(${constants_NUMBER_PATTERN})\\s{0,5}(${(0,pattern/* matchAnyPattern */.uJ)(constants_TIME_UNIT_DICTIONARY)})\\s{0,5}`;
const constants_SINGLE_TIME_UNIT_REGEX = new RegExp(constants_SINGLE_TIME_UNIT_PATTERN, "i");
const SINGLE_TIME_UNIT_NO_ABBR_PATTERN = `(${constants_NUMBER_PATTERN})\\s{0,5}(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_NO_ABBR_DICTIONARY)})\\s{0,5}`;
const constants_TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)("", constants_SINGLE_TIME_UNIT_PATTERN);
const TIME_UNITS_NO_ABBR_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)("", SINGLE_TIME_UNIT_NO_ABBR_PATTERN);
function constants_parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (constants_INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return constants_INTEGER_WORD_DICTIONARY[num];
    }
    return parseInt(num);
}
function constants_parseOrdinalNumberPattern(match) {
    const num = match.toLowerCase();
    if (ORDINAL_NUMBER_DICTIONARY[num] !== undefined) {
        return ORDINAL_NUMBER_DICTIONARY[num];
    }
    return parseInt(num);
}
function parseYear(match) {
    if (/\d+/.test(match)) {
        let yearNumber = parseInt(match);
        if (yearNumber < 100) {
            yearNumber = (0,years/* findMostLikelyADYear */.D)(yearNumber);
        }
        return yearNumber;
    }
    const num = match.toLowerCase();
    if (constants_INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return constants_INTEGER_WORD_DICTIONARY[num];
    }
    return parseInt(match);
}
//# sourceMappingURL=constants.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/sv/parsers/SVWeekdayParser.js




const SVWeekdayParser_PATTERN = new RegExp("(?:(?:\\,|\\(|\\\uff08)\\s*)?" +
    "(?:p\u00e5\\s*?)?" +
    "(?:(f\u00f6rra|senaste|n\u00e4sta|kommande)\\s*)?" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(constants_WEEKDAY_DICTIONARY)})` +
    "(?:\\s*(?:\\,|\\)|\\\uff09))?" +
    "(?:\\s*(f\u00f6rra|senaste|n\u00e4sta|kommande)\\s*vecka)?" +
    "(?=\\W|$)", "i");
const SVWeekdayParser_PREFIX_GROUP = 1;
const SUFFIX_GROUP = 3;
const SVWeekdayParser_WEEKDAY_GROUP = 2;
class SVWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return SVWeekdayParser_PATTERN;
    }
    innerExtract(context, match) {
        const dayOfWeek = match[SVWeekdayParser_WEEKDAY_GROUP].toLowerCase();
        const offset = constants_WEEKDAY_DICTIONARY[dayOfWeek];
        const prefix = match[SVWeekdayParser_PREFIX_GROUP];
        const postfix = match[SUFFIX_GROUP];
        let modifierWord = prefix || postfix;
        modifierWord = modifierWord || "";
        modifierWord = modifierWord.toLowerCase();
        let modifier = null;
        if (modifierWord.match(/f\u00f6rra|senaste/)) {
            modifier = "last";
        }
        else if (modifierWord.match(/n\u00e4sta|kommande/)) {
            modifier = "next";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, offset, modifier);
    }
}
//# sourceMappingURL=SVWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/sv/parsers/SVMonthNameLittleEndianParser.js





const SVMonthNameLittleEndianParser_PATTERN = new RegExp("(?:den\\s*?)?" +
    `([0-9]{1,2})` +
    `(?:\\s*(?:till|\\-|\\\u2013|\\s)\\s*([0-9]{1,2}))?\\s*` +
    `(${(0,pattern/* matchAnyPattern */.uJ)(constants_MONTH_DICTIONARY)})` +
    `(?:(?:-|/|,?\\s*)([0-9]{4}(?![^\\s]\\d)))?` +
    `(?=\\W|$)`, "i");
const SVMonthNameLittleEndianParser_DATE_GROUP = 1;
const SVMonthNameLittleEndianParser_DATE_TO_GROUP = 2;
const SVMonthNameLittleEndianParser_MONTH_NAME_GROUP = 3;
const SVMonthNameLittleEndianParser_YEAR_GROUP = 4;
class SVMonthNameLittleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return SVMonthNameLittleEndianParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        const month = constants_MONTH_DICTIONARY[match[SVMonthNameLittleEndianParser_MONTH_NAME_GROUP].toLowerCase()];
        const day = parseInt(match[SVMonthNameLittleEndianParser_DATE_GROUP]);
        if (day > 31) {
            match.index = match.index + match[SVMonthNameLittleEndianParser_DATE_GROUP].length;
            return null;
        }
        result.start.assign("month", month);
        result.start.assign("day", day);
        if (match[SVMonthNameLittleEndianParser_YEAR_GROUP]) {
            const yearNumber = parseYear(match[SVMonthNameLittleEndianParser_YEAR_GROUP]);
            result.start.assign("year", yearNumber);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
            result.start.imply("year", year);
        }
        if (match[SVMonthNameLittleEndianParser_DATE_TO_GROUP]) {
            const endDate = parseInt(match[SVMonthNameLittleEndianParser_DATE_TO_GROUP]);
            result.end = result.start.clone();
            result.end.assign("day", endDate);
        }
        return result;
    }
}
//# sourceMappingURL=SVMonthNameLittleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/sv/parsers/SVTimeUnitCasualRelativeFormatParser.js




const SVTimeUnitCasualRelativeFormatParser_PATTERN = new RegExp(`(denna|den h\u00e4r|f\u00f6rra|passerade|n\u00e4sta|kommande|efter|\\+|-)\\s*(${constants_TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
const PATTERN_NO_ABBR = new RegExp(`(denna|den h\u00e4r|f\u00f6rra|passerade|n\u00e4sta|kommande|efter|\\+|-)\\s*(${TIME_UNITS_NO_ABBR_PATTERN})(?=\\W|$)`, "i");
class SVTimeUnitCasualRelativeFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    allowAbbreviations;
    constructor(allowAbbreviations = true) {
        super();
        this.allowAbbreviations = allowAbbreviations;
    }
    innerPattern() {
        return this.allowAbbreviations ? SVTimeUnitCasualRelativeFormatParser_PATTERN : PATTERN_NO_ABBR;
    }
    innerExtract(context, match) {
        const prefix = match[1].toLowerCase();
        let duration = constants_parseDuration(match[2]);
        if (!duration) {
            return null;
        }
        switch (prefix) {
            case "f\u00f6rra":
            case "passerade":
            case "-":
                duration = (0,calculation_duration/* reverseDuration */.x4)(duration);
                break;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, duration);
    }
}
//# sourceMappingURL=SVTimeUnitCasualRelativeFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/sv/parsers/SVCasualDateParser.js



const SVCasualDateParser_PATTERN = new RegExp(`(nu|idag|imorgon|\u00f6vermorgon|ig\u00e5r|f\u00f6rrg\u00e5r|i\\s*f\u00f6rrg\u00e5r)` +
    `(?:\\s*(?:p\u00e5\\s*)?(morgonen?|f\u00f6rmiddagen?|middagen?|eftermiddagen?|kv\u00e4llen?|natten?|midnatt))?` +
    `(?=\\W|$)`, "i");
const SVCasualDateParser_DATE_GROUP = 1;
const TIME_GROUP = 2;
class SVCasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return SVCasualDateParser_PATTERN;
    }
    innerExtract(context, match) {
        const targetDate = context.refDate;
        const dateKeyword = (match[SVCasualDateParser_DATE_GROUP] || "").toLowerCase();
        const timeKeyword = (match[TIME_GROUP] || "").toLowerCase();
        let component = context.createParsingComponents();
        switch (dateKeyword) {
            case "nu":
                component = casualReferences/* now */.tB(context.reference);
                break;
            case "idag":
                component = casualReferences/* today */.Ec(context.reference);
                break;
            case "imorgon":
            case "imorn":
                const nextDay = new Date(targetDate.getTime());
                nextDay.setDate(nextDay.getDate() + 1);
                (0,dates/* assignSimilarDate */.Pl)(component, nextDay);
                (0,dates/* implySimilarTime */.A4)(component, nextDay);
                break;
            case "ig\u00e5r":
                const previousDay = new Date(targetDate.getTime());
                previousDay.setDate(previousDay.getDate() - 1);
                (0,dates/* assignSimilarDate */.Pl)(component, previousDay);
                (0,dates/* implySimilarTime */.A4)(component, previousDay);
                break;
            case "f\u00f6rrg\u00e5r":
            case "i f\u00f6rrg\u00e5r":
                const twoDaysAgo = new Date(targetDate.getTime());
                twoDaysAgo.setDate(twoDaysAgo.getDate() - 2);
                (0,dates/* assignSimilarDate */.Pl)(component, twoDaysAgo);
                (0,dates/* implySimilarTime */.A4)(component, twoDaysAgo);
                break;
        }
        switch (timeKeyword) {
            case "morgon":
            case "morgonen":
                component.imply("hour", 6);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("millisecond", 0);
                break;
            case "f\u00f6rmiddag":
            case "f\u00f6rmiddagen":
                component.imply("hour", 9);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("millisecond", 0);
                break;
            case "middag":
            case "middagen":
                component.imply("hour", 12);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("millisecond", 0);
                break;
            case "eftermiddag":
            case "eftermiddagen":
                component.imply("hour", 15);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("millisecond", 0);
                break;
            case "kv\u00e4ll":
            case "kv\u00e4llen":
                component.imply("hour", 20);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("millisecond", 0);
                break;
            case "natt":
            case "natten":
            case "midnatt":
                if (timeKeyword === "midnatt") {
                    component.imply("hour", 0);
                }
                else {
                    component.imply("hour", 2);
                }
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("millisecond", 0);
                break;
        }
        return component;
    }
}
//# sourceMappingURL=SVCasualDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/sv/index.js












const sv_casual = new chrono/* Chrono */.u(sv_createCasualConfiguration());
const sv_strict = new chrono/* Chrono */.u(sv_createConfiguration(true));
function sv_parse(text, ref, option) {
    return sv_casual.parse(text, ref, option);
}
function sv_parseDate(text, ref, option) {
    return sv_casual.parseDate(text, ref, option);
}
function sv_createCasualConfiguration(littleEndian = true) {
    const option = sv_createConfiguration(false, littleEndian);
    option.parsers.unshift(new SVCasualDateParser());
    return option;
}
function sv_createConfiguration(strictMode = true, littleEndian = true) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new ISOFormatParser/* default */.A(),
            new SlashDateFormatParser/* default */.A(littleEndian),
            new SVMonthNameLittleEndianParser(),
            new SVWeekdayParser(),
            new SVTimeUnitCasualRelativeFormatParser(),
        ],
        refiners: [],
    }, strictMode);
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/parsers/FITimeExpressionParser.js

class FITimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
    primaryPrefix() {
        return "(?:(?:klo|kello)\\s*)?";
    }
    followingPhase() {
        return "\\s*(?:\\-|\\\u2013|\\~|\\\u301c)\\s*";
    }
    extractPrimaryTimeComponents(context, match) {
        if (match[0].match(/^\s*\d{4}\s*$/)) {
            return null;
        }
        return super.extractPrimaryTimeComponents(context, match);
    }
}
//# sourceMappingURL=FITimeExpressionParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/constants.js


const fi_constants_WEEKDAY_DICTIONARY = {
    "sunnuntai": 0,
    "sunnuntaina": 0,
    "su": 0,
    "maanantai": 1,
    "maanantaina": 1,
    "ma": 1,
    "tiistai": 2,
    "tiistaina": 2,
    "ti": 2,
    "keskiviikko": 3,
    "keskiviikkona": 3,
    "ke": 3,
    "torstai": 4,
    "torstaina": 4,
    "to": 4,
    "perjantai": 5,
    "perjantaina": 5,
    "pe": 5,
    "lauantai": 6,
    "lauantaina": 6,
    "la": 6,
};
const fi_constants_MONTH_DICTIONARY = {
    "tammikuu": 1,
    "tammikuuta": 1,
    "tammikuun": 1,
    "tammi": 1,
    "helmikuu": 2,
    "helmikuuta": 2,
    "helmikuun": 2,
    "helmi": 2,
    "maaliskuu": 3,
    "maaliskuuta": 3,
    "maaliskuun": 3,
    "maalis": 3,
    "huhtikuu": 4,
    "huhtikuuta": 4,
    "huhtikuun": 4,
    "huhti": 4,
    "toukokuu": 5,
    "toukokuuta": 5,
    "toukokuun": 5,
    "touko": 5,
    "kes\u00e4kuu": 6,
    "kes\u00e4kuuta": 6,
    "kes\u00e4kuun": 6,
    "kes\u00e4": 6,
    "hein\u00e4kuu": 7,
    "hein\u00e4kuuta": 7,
    "hein\u00e4kuun": 7,
    "hein\u00e4": 7,
    "elokuu": 8,
    "elokuuta": 8,
    "elokuun": 8,
    "elo": 8,
    "syyskuu": 9,
    "syyskuuta": 9,
    "syyskuun": 9,
    "syys": 9,
    "lokakuu": 10,
    "lokakuuta": 10,
    "lokakuun": 10,
    "loka": 10,
    "marraskuu": 11,
    "marraskuuta": 11,
    "marraskuun": 11,
    "marras": 11,
    "joulukuu": 12,
    "joulukuuta": 12,
    "joulukuun": 12,
    "joulu": 12,
};
const fi_constants_INTEGER_WORD_DICTIONARY = {
    "yksi": 1,
    "yhden": 1,
    "kaksi": 2,
    "kahden": 2,
    "kolme": 3,
    "kolmen": 3,
    "nelj\u00e4": 4,
    "nelj\u00e4n": 4,
    "viisi": 5,
    "viiden": 5,
    "kuusi": 6,
    "kuuden": 6,
    "seitsem\u00e4n": 7,
    "kahdeksan": 8,
    "yhdeks\u00e4n": 9,
    "kymmenen": 10,
};
const fi_constants_TIME_UNIT_DICTIONARY = {
    "s": "second",
    "sek": "second",
    "sekunti": "second",
    "sekuntia": "second",
    "sekunnin": "second",
    "min": "minute",
    "minuutti": "minute",
    "minuuttia": "minute",
    "minuutin": "minute",
    "t": "hour",
    "tunti": "hour",
    "tuntia": "hour",
    "tunnin": "hour",
    "pv": "day",
    "p\u00e4iv\u00e4": "day",
    "p\u00e4iv\u00e4\u00e4": "day",
    "p\u00e4iv\u00e4n": "day",
    "vk": "week",
    "viikko": "week",
    "viikkoa": "week",
    "viikon": "week",
    "kk": "month",
    "kuukausi": "month",
    "kuukautta": "month",
    "kuukauden": "month",
    "vuosi": "year",
    "vuotta": "year",
    "vuoden": "year",
};
const constants_TIME_UNIT_NO_ABBR_DICTIONARY = {
    "sekunti": "second",
    "sekuntia": "second",
    "sekunnin": "second",
    "minuutti": "minute",
    "minuuttia": "minute",
    "minuutin": "minute",
    "tunti": "hour",
    "tuntia": "hour",
    "tunnin": "hour",
    "p\u00e4iv\u00e4": "day",
    "p\u00e4iv\u00e4\u00e4": "day",
    "p\u00e4iv\u00e4n": "day",
    "viikko": "week",
    "viikkoa": "week",
    "viikon": "week",
    "kuukausi": "month",
    "kuukautta": "month",
    "kuukauden": "month",
    "vuosi": "year",
    "vuotta": "year",
    "vuoden": "year",
};
function fi_constants_parseDuration(timeunitText) {
    const fragments = {};
    let remainingText = timeunitText;
    let match = fi_constants_SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    while (match) {
        fi_constants_collectDateTimeFragment(fragments, match);
        remainingText = remainingText.substring(match[0].length);
        match = fi_constants_SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    }
    return fragments;
}
function fi_constants_collectDateTimeFragment(fragments, match) {
    const num = fi_constants_parseNumberPattern(match[1]);
    const unit = fi_constants_TIME_UNIT_DICTIONARY[match[2].toLowerCase()];
    fragments[unit] = num;
}
const fi_constants_NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(fi_constants_INTEGER_WORD_DICTIONARY)}|\\d+)`;
const constants_TIME_UNIT_PATTERN = (/* unused pure expression or super */ null && (`(?:${matchAnyPattern(fi_constants_TIME_UNIT_DICTIONARY)})`));
const fi_constants_SINGLE_TIME_UNIT_PATTERN = `(${fi_constants_NUMBER_PATTERN})\\s{0,5}(${(0,pattern/* matchAnyPattern */.uJ)(fi_constants_TIME_UNIT_DICTIONARY)})\\s{0,5}`;
const fi_constants_SINGLE_TIME_UNIT_REGEX = new RegExp(fi_constants_SINGLE_TIME_UNIT_PATTERN, "i");
const constants_SINGLE_TIME_UNIT_NO_ABBR_PATTERN = `(${fi_constants_NUMBER_PATTERN})\\s{0,5}(${(0,pattern/* matchAnyPattern */.uJ)(constants_TIME_UNIT_NO_ABBR_DICTIONARY)})\\s{0,5}`;
const fi_constants_TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)("", fi_constants_SINGLE_TIME_UNIT_PATTERN);
const constants_TIME_UNITS_NO_ABBR_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)("", constants_SINGLE_TIME_UNIT_NO_ABBR_PATTERN);
function fi_constants_parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (fi_constants_INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return fi_constants_INTEGER_WORD_DICTIONARY[num];
    }
    return parseInt(num);
}
function constants_parseYear(match) {
    if (/\d+/.test(match)) {
        let yearNumber = parseInt(match);
        if (yearNumber < 100) {
            yearNumber = (0,years/* findMostLikelyADYear */.D)(yearNumber);
        }
        return yearNumber;
    }
    const num = match.toLowerCase();
    if (fi_constants_INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return fi_constants_INTEGER_WORD_DICTIONARY[num];
    }
    return parseInt(match);
}
//# sourceMappingURL=constants.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/parsers/FIWeekdayParser.js




const FIWeekdayParser_PATTERN = new RegExp("(?:(?:\\,|\\(|\\\uff08)\\s*)?" +
    "(?:(viime|edellinen|edellisen\u00e4|ensi|seuraava|seuraavana|t\u00e4m\u00e4|t\u00e4n\u00e4)\\s*)?" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(fi_constants_WEEKDAY_DICTIONARY)})` +
    "(?:\\s*(?:\\,|\\)|\\\uff09))?" +
    "(?:\\s*(viime|ensi|seuraava)\\s*viikolla)?" +
    "(?=\\W|$)", "i");
const FIWeekdayParser_PREFIX_GROUP = 1;
const FIWeekdayParser_WEEKDAY_GROUP = 2;
const FIWeekdayParser_SUFFIX_GROUP = 3;
class FIWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return FIWeekdayParser_PATTERN;
    }
    innerExtract(context, match) {
        const dayOfWeek = match[FIWeekdayParser_WEEKDAY_GROUP].toLowerCase();
        const offset = fi_constants_WEEKDAY_DICTIONARY[dayOfWeek];
        const prefix = match[FIWeekdayParser_PREFIX_GROUP];
        const postfix = match[FIWeekdayParser_SUFFIX_GROUP];
        let modifierWord = prefix || postfix;
        modifierWord = modifierWord || "";
        modifierWord = modifierWord.toLowerCase();
        let modifier = null;
        if (modifierWord.match(/viime|edellinen|edellisen\u00e4/)) {
            modifier = "last";
        }
        else if (modifierWord.match(/ensi|seuraava|seuraavana/)) {
            modifier = "next";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, offset, modifier);
    }
}
//# sourceMappingURL=FIWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/parsers/FIMonthNameLittleEndianParser.js





const FIMonthNameLittleEndianParser_PATTERN = new RegExp(`([0-9]{1,2})\\.?` +
    `(?:\\s*(?:\\-|\\\u2013|\\s)\\s*([0-9]{1,2})\\.?)?\\s*` +
    `(${(0,pattern/* matchAnyPattern */.uJ)(fi_constants_MONTH_DICTIONARY)})` +
    `(?:(?:-|/|,?\\s*)([0-9]{4}(?![^\\s]\\d)))?` +
    `(?=\\W|$)`, "i");
const FIMonthNameLittleEndianParser_DATE_GROUP = 1;
const FIMonthNameLittleEndianParser_DATE_TO_GROUP = 2;
const FIMonthNameLittleEndianParser_MONTH_NAME_GROUP = 3;
const FIMonthNameLittleEndianParser_YEAR_GROUP = 4;
class FIMonthNameLittleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return FIMonthNameLittleEndianParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        const month = fi_constants_MONTH_DICTIONARY[match[FIMonthNameLittleEndianParser_MONTH_NAME_GROUP].toLowerCase()];
        const day = parseInt(match[FIMonthNameLittleEndianParser_DATE_GROUP]);
        if (day > 31) {
            match.index = match.index + match[FIMonthNameLittleEndianParser_DATE_GROUP].length;
            return null;
        }
        result.start.assign("month", month);
        result.start.assign("day", day);
        if (match[FIMonthNameLittleEndianParser_YEAR_GROUP]) {
            const yearNumber = constants_parseYear(match[FIMonthNameLittleEndianParser_YEAR_GROUP]);
            result.start.assign("year", yearNumber);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
            result.start.imply("year", year);
        }
        if (match[FIMonthNameLittleEndianParser_DATE_TO_GROUP]) {
            const endDate = parseInt(match[FIMonthNameLittleEndianParser_DATE_TO_GROUP]);
            result.end = result.start.clone();
            result.end.assign("day", endDate);
        }
        return result;
    }
}
//# sourceMappingURL=FIMonthNameLittleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/parsers/FITimeUnitCasualRelativeFormatParser.js




const FITimeUnitCasualRelativeFormatParser_PATTERN = new RegExp(`(seuraava|seuraavat|seuraavien|edellinen|edelliset|edellisten|viimeiset|viimeisten|kuluneet|kuluneiden|\\+|-)\\s*(${fi_constants_TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
const FITimeUnitCasualRelativeFormatParser_PATTERN_NO_ABBR = new RegExp(`(seuraava|seuraavat|seuraavien|edellinen|edelliset|edellisten|viimeiset|viimeisten|kuluneet|kuluneiden|\\+|-)\\s*(${constants_TIME_UNITS_NO_ABBR_PATTERN})(?=\\W|$)`, "i");
class FITimeUnitCasualRelativeFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    allowAbbreviations;
    constructor(allowAbbreviations = true) {
        super();
        this.allowAbbreviations = allowAbbreviations;
    }
    innerPattern() {
        return this.allowAbbreviations ? FITimeUnitCasualRelativeFormatParser_PATTERN : FITimeUnitCasualRelativeFormatParser_PATTERN_NO_ABBR;
    }
    innerExtract(context, match) {
        const prefix = match[1].toLowerCase();
        let duration = fi_constants_parseDuration(match[2]);
        if (!duration) {
            return null;
        }
        switch (prefix) {
            case "edellinen":
            case "edelliset":
            case "edellisten":
            case "viimeiset":
            case "viimeisten":
            case "kuluneet":
            case "kuluneiden":
            case "-":
                duration = (0,calculation_duration/* reverseDuration */.x4)(duration);
                break;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, duration);
    }
}
//# sourceMappingURL=FITimeUnitCasualRelativeFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/parsers/FITimeUnitAgoFormatParser.js




class FITimeUnitAgoFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return new RegExp(`(${fi_constants_TIME_UNITS_PATTERN})\\s*sitten(?=\\W|$)`, "i");
    }
    innerExtract(context, match) {
        const timeUnits = fi_constants_parseDuration(match[1]);
        const outputTimeUnits = (0,calculation_duration/* reverseDuration */.x4)(timeUnits);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, outputTimeUnits);
    }
}
//# sourceMappingURL=FITimeUnitAgoFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/parsers/FITimeUnitWithinFormatParser.js



class FITimeUnitWithinFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return new RegExp(`(${fi_constants_TIME_UNITS_PATTERN})\\s*(?:sis\u00e4ll\u00e4|kuluessa|p\u00e4\u00e4st\u00e4)(?=\\W|$)`, "i");
    }
    innerExtract(context, match) {
        const timeUnits = fi_constants_parseDuration(match[1]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=FITimeUnitWithinFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/parsers/FICasualTimeParser.js



class FICasualTimeParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return /(t\u00e4n\u00e4\s*)?(aamulla|aamuna|aamup\u00e4iv\u00e4ll\u00e4|p\u00e4iv\u00e4ll\u00e4|iltap\u00e4iv\u00e4ll\u00e4|illalla|y\u00f6ll\u00e4|keskiy\u00f6ll\u00e4)(?=\W|$)/i;
    }
    innerExtract(context, match) {
        const targetDate = context.refDate;
        const timeKeywordPattern = match[2].toLowerCase();
        const component = context.createParsingComponents();
        (0,dates/* implySimilarTime */.A4)(component, targetDate);
        return FICasualTimeParser.extractTimeComponents(component, timeKeywordPattern);
    }
    static extractTimeComponents(component, timeKeywordPattern) {
        switch (timeKeywordPattern) {
            case "aamulla":
            case "aamuna":
                component.imply("hour", 6);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.addTag("casualReference/morning");
                break;
            case "aamup\u00e4iv\u00e4ll\u00e4":
                component.imply("hour", 9);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.addTag("casualReference/morning");
                break;
            case "p\u00e4iv\u00e4ll\u00e4":
                component.imply("hour", 12);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.addTag("casualReference/noon");
                break;
            case "iltap\u00e4iv\u00e4ll\u00e4":
                component.imply("hour", 15);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.addTag("casualReference/afternoon");
                break;
            case "illalla":
                component.imply("hour", 18);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.addTag("casualReference/evening");
                break;
            case "y\u00f6ll\u00e4":
                component.imply("hour", 22);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.addTag("casualReference/evening");
                break;
            case "keskiy\u00f6ll\u00e4":
                if (component.get("hour") > 1) {
                    component.addDurationAsImplied({ "day": 1 });
                }
                component.imply("hour", 0);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.addTag("casualReference/midnight");
                break;
        }
        return component;
    }
}
//# sourceMappingURL=FICasualTimeParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/parsers/FICasualDateParser.js





const FICasualDateParser_PATTERN = new RegExp(`(nyt|t\u00e4n\u00e4\u00e4n|huomenna|ylihuomenna|eilen|toissap\u00e4iv\u00e4n\u00e4|viime\\s*y\u00f6n\u00e4)` +
    `(?:\\s*(aamulla|aamuna|aamup\u00e4iv\u00e4ll\u00e4|p\u00e4iv\u00e4ll\u00e4|iltap\u00e4iv\u00e4ll\u00e4|illalla|y\u00f6ll\u00e4|keskiy\u00f6ll\u00e4))?` +
    `(?=\\W|$)`, "i");
const FICasualDateParser_DATE_GROUP = 1;
const FICasualDateParser_TIME_GROUP = 2;
class FICasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return FICasualDateParser_PATTERN;
    }
    innerExtract(context, match) {
        let targetDate = context.reference.getDateWithAdjustedTimezone();
        const dateKeyword = (match[FICasualDateParser_DATE_GROUP] || "").toLowerCase();
        const timeKeyword = (match[FICasualDateParser_TIME_GROUP] || "").toLowerCase();
        let component = context.createParsingComponents();
        switch (dateKeyword) {
            case "nyt":
                component = casualReferences/* now */.tB(context.reference);
                break;
            case "t\u00e4n\u00e4\u00e4n":
                component = casualReferences/* today */.Ec(context.reference);
                break;
            case "huomenna":
                targetDate = (0,calculation_duration/* addDuration */.Gw)(targetDate, { day: 1 });
                (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                (0,dates/* implySimilarTime */.A4)(component, targetDate);
                break;
            case "ylihuomenna":
                targetDate = (0,calculation_duration/* addDuration */.Gw)(targetDate, { day: 2 });
                (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                (0,dates/* implySimilarTime */.A4)(component, targetDate);
                break;
            case "eilen":
                targetDate = (0,calculation_duration/* addDuration */.Gw)(targetDate, { day: -1 });
                (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                (0,dates/* implySimilarTime */.A4)(component, targetDate);
                break;
            case "toissap\u00e4iv\u00e4n\u00e4":
                targetDate = (0,calculation_duration/* addDuration */.Gw)(targetDate, { day: -2 });
                (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                (0,dates/* implySimilarTime */.A4)(component, targetDate);
                break;
            default:
                if (dateKeyword.match(/viime\s*y\u00f6n\u00e4/)) {
                    if (targetDate.getHours() > 6) {
                        targetDate = (0,calculation_duration/* addDuration */.Gw)(targetDate, { day: -1 });
                    }
                    (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                    component.imply("hour", 0);
                }
                break;
        }
        if (timeKeyword) {
            component = FICasualTimeParser.extractTimeComponents(component, timeKeyword);
        }
        return component;
    }
}
//# sourceMappingURL=FICasualDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/refiners/FIMergeDateRangeRefiner.js

class FIMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(-|\u2013)\s*$/i;
    }
}
//# sourceMappingURL=FIMergeDateRangeRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/refiners/FIMergeDateTimeRefiner.js

class FIMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return new RegExp("^\\s*(T|klo|kello|,|-)?\\s*$");
    }
}
//# sourceMappingURL=FIMergeDateTimeRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fi/index.js


















const fi_casual = new chrono/* Chrono */.u(fi_createCasualConfiguration());
const fi_strict = new chrono/* Chrono */.u(fi_createConfiguration(true));
function fi_parse(text, ref, option) {
    return fi_casual.parse(text, ref, option);
}
function fi_parseDate(text, ref, option) {
    return fi_casual.parseDate(text, ref, option);
}
function fi_createCasualConfiguration(littleEndian = true) {
    const option = fi_createConfiguration(false, littleEndian);
    option.parsers.unshift(new FICasualTimeParser());
    option.parsers.unshift(new FICasualDateParser());
    option.parsers.unshift(new FITimeUnitCasualRelativeFormatParser());
    return option;
}
function fi_createConfiguration(strictMode = true, littleEndian = true) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new ISOFormatParser/* default */.A(),
            new SlashDateFormatParser/* default */.A(littleEndian),
            new FITimeExpressionParser(),
            new FIMonthNameLittleEndianParser(),
            new FIWeekdayParser(),
            new FITimeUnitWithinFormatParser(),
            new FITimeUnitAgoFormatParser(),
        ],
        refiners: [new FIMergeDateRangeRefiner(), new FIMergeDateTimeRefiner()],
    }, strictMode);
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/constants.js


const vi_constants_WEEKDAY_DICTIONARY = {
    "ch\u1ee7 nh\u1eadt": 0,
    "cn": 0,
    "th\u1ee9 hai": 1,
    "t2": 1,
    "th\u1ee9 ba": 2,
    "t3": 2,
    "th\u1ee9 t\u01b0": 3,
    "t4": 3,
    "th\u1ee9 n\u0103m": 4,
    "t5": 4,
    "th\u1ee9 s\u00e1u": 5,
    "t6": 5,
    "th\u1ee9 b\u1ea3y": 6,
    "t7": 6,
};
const vi_constants_MONTH_DICTIONARY = {
    "th\u00e1ng 1": 1,
    "th\u00e1ng m\u1ed9t": 1,
    "th\u00e1ng gi\u00eang": 1,
    "th\u00e1ng 2": 2,
    "th\u00e1ng hai": 2,
    "th\u00e1ng 3": 3,
    "th\u00e1ng ba": 3,
    "th\u00e1ng 4": 4,
    "th\u00e1ng t\u01b0": 4,
    "th\u00e1ng 5": 5,
    "th\u00e1ng n\u0103m": 5,
    "th\u00e1ng 6": 6,
    "th\u00e1ng s\u00e1u": 6,
    "th\u00e1ng 7": 7,
    "th\u00e1ng b\u1ea3y": 7,
    "th\u00e1ng 8": 8,
    "th\u00e1ng t\u00e1m": 8,
    "th\u00e1ng 9": 9,
    "th\u00e1ng ch\u00edn": 9,
    "th\u00e1ng 10": 10,
    "th\u00e1ng m\u01b0\u1eddi": 10,
    "th\u00e1ng 11": 11,
    "th\u00e1ng m\u01b0\u1eddi m\u1ed9t": 11,
    "th\u00e1ng 12": 12,
    "th\u00e1ng m\u01b0\u1eddi hai": 12,
    "th\u00e1ng ch\u1ea1p": 12,
};
const vi_constants_INTEGER_WORD_DICTIONARY = {
    "m\u1ed9t": 1,
    "hai": 2,
    "ba": 3,
    "b\u1ed1n": 4,
    "n\u0103m": 5,
    "s\u00e1u": 6,
    "b\u1ea3y": 7,
    "t\u00e1m": 8,
    "ch\u00edn": 9,
    "m\u01b0\u1eddi": 10,
    "m\u01b0\u1eddi m\u1ed9t": 11,
    "m\u01b0\u1eddi hai": 12,
};
const vi_constants_TIME_UNIT_DICTIONARY = {
    "gi\u00e2y": "second",
    "ph\u00fat": "minute",
    "gi\u1edd": "hour",
    "ng\u00e0y": "day",
    "tu\u1ea7n": "week",
    "th\u00e1ng": "month",
    "n\u0103m": "year",
};
const vi_constants_NUMBER_PATTERN = "(?:" + (0,pattern/* matchAnyPattern */.uJ)(vi_constants_INTEGER_WORD_DICTIONARY) + "|[0-9]+|[0-9]+\\.[0-9]+)";
function vi_constants_parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (vi_constants_INTEGER_WORD_DICTIONARY[num] !== undefined)
        return vi_constants_INTEGER_WORD_DICTIONARY[num];
    return parseFloat(num);
}
const constants_YEAR_PATTERN = "(?:[0-9]{1,4}(?:\\s*TCN)?)";
function vi_constants_parseYear(match) {
    const upper = match.toUpperCase();
    const num = parseInt(match.replace(/[^0-9]+/g, ""));
    if (/TCN/.test(upper))
        return -num;
    return (0,years/* findMostLikelyADYear */.D)(num);
}
const vi_constants_SINGLE_TIME_UNIT_PATTERN = "(" + vi_constants_NUMBER_PATTERN + ")\\s{0,5}(" + (0,pattern/* matchAnyPattern */.uJ)(vi_constants_TIME_UNIT_DICTIONARY) + ")\\s{0,5}";
const vi_constants_SINGLE_TIME_UNIT_REGEX = new RegExp(vi_constants_SINGLE_TIME_UNIT_PATTERN, "i");
const vi_constants_TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)("", vi_constants_SINGLE_TIME_UNIT_PATTERN);
function vi_constants_parseDuration(timeunitText) {
    const fragments = {};
    let remainingText = timeunitText;
    let match = vi_constants_SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    while (match) {
        const num = vi_constants_parseNumberPattern(match[1]);
        const unit = vi_constants_TIME_UNIT_DICTIONARY[match[2].toLowerCase()];
        fragments[unit] = num;
        remainingText = remainingText.substring(match[0].length);
        match = vi_constants_SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    }
    return fragments;
}
//# sourceMappingURL=constants.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/parsers/VIStandardParser.js



const VIStandardParser_PATTERN = new RegExp("(?:ng\u00e0y\\s*)?" +
    "([0-9]{1,2})" +
    "\\s*th\u00e1ng\\s*" +
    "([0-9]{1,2})" +
    "(?:\\s*n\u0103m\\s*(" +
    constants_YEAR_PATTERN +
    "))?" +
    "(?=\\W|$)", "i");
const DAY_GROUP = 1;
const MONTH_GROUP = 2;
const VIStandardParser_YEAR_GROUP = 3;
class VIStandardParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return VIStandardParser_PATTERN;
    }
    innerExtract(context, match) {
        const day = parseInt(match[DAY_GROUP]);
        const month = parseInt(match[MONTH_GROUP]);
        if (day > 31 || month > 12)
            return null;
        const result = context.createParsingResult(match.index, match[0]);
        result.start.assign("day", day);
        result.start.assign("month", month);
        if (match[VIStandardParser_YEAR_GROUP]) {
            result.start.assign("year", vi_constants_parseYear(match[VIStandardParser_YEAR_GROUP]));
        }
        else {
            result.start.imply("year", (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month));
        }
        return result;
    }
}
//# sourceMappingURL=VIStandardParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/parsers/VIMonthYearParser.js



const VIMonthYearParser_PATTERN = new RegExp("(" + (0,pattern/* matchAnyPattern */.uJ)(vi_constants_MONTH_DICTIONARY) + ")" + "(?:\\s*(?:n\u0103m|/)\\s*(" + constants_YEAR_PATTERN + "))?" + "(?=\\W|$)", "i");
const VIMonthYearParser_MONTH_GROUP = 1;
const VIMonthYearParser_YEAR_GROUP = 2;
class VIMonthYearParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return VIMonthYearParser_PATTERN;
    }
    innerExtract(context, match) {
        const month = vi_constants_MONTH_DICTIONARY[match[VIMonthYearParser_MONTH_GROUP].toLowerCase()];
        if (!month)
            return null;
        const result = context.createParsingResult(match.index, match[0]);
        result.start.assign("month", month);
        result.start.imply("day", 1);
        if (match[VIMonthYearParser_YEAR_GROUP]) {
            result.start.assign("year", vi_constants_parseYear(match[VIMonthYearParser_YEAR_GROUP]));
        }
        else {
            result.start.imply("year", context.reference.getDateWithAdjustedTimezone().getFullYear());
        }
        return result;
    }
}
//# sourceMappingURL=VIMonthYearParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/parsers/VIYearParser.js


const VIYearParser_PATTERN = new RegExp("(?:\\bn\u0103m\\s*(" + constants_YEAR_PATTERN + ")|\\b([0-9]{1,4})\\s*(TCN))(?=\\W|$)", "i");
const YEAR_WITH_NAM_GROUP = 1;
const BARE_BC_YEAR_GROUP = 2;
const BARE_BC_SUFFIX_GROUP = 3;
class VIYearParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return VIYearParser_PATTERN;
    }
    innerExtract(context, match) {
        let yearText;
        if (match[YEAR_WITH_NAM_GROUP]) {
            yearText = match[YEAR_WITH_NAM_GROUP];
        }
        else {
            yearText = match[BARE_BC_YEAR_GROUP] + " " + match[BARE_BC_SUFFIX_GROUP];
        }
        const result = context.createParsingResult(match.index, match[0]);
        result.start.assign("year", vi_constants_parseYear(yearText));
        result.start.imply("month", 1);
        result.start.imply("day", 1);
        return result;
    }
}
//# sourceMappingURL=VIYearParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/parsers/VICasualDateParser.js


const VICasualDateParser_PATTERN = /\b(h\u00f4m nay|h\u00f4m qua|h\u00f4m kia|ng\u00e0y mai|ng\u00e0y kia|b\u00e2y gi\u1edd|l\u00fac n\u00e0y)(?=\W|$)/i;
class VICasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return VICasualDateParser_PATTERN;
    }
    innerExtract(context, match) {
        switch (match[1].toLowerCase()) {
            case "b\u00e2y gi\u1edd":
            case "l\u00fac n\u00e0y":
                return casualReferences/* now */.tB(context.reference);
            case "h\u00f4m nay":
                return casualReferences/* today */.Ec(context.reference);
            case "h\u00f4m qua":
                return casualReferences/* yesterday */.jI(context.reference);
            case "h\u00f4m kia":
                return casualReferences/* theDayBefore */.ti(context.reference, 2);
            case "ng\u00e0y mai":
                return casualReferences/* tomorrow */.uf(context.reference);
            case "ng\u00e0y kia":
                return casualReferences/* theDayAfter */.AV(context.reference, 2);
        }
        return context.createParsingComponents();
    }
}
//# sourceMappingURL=VICasualDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/parsers/VICasualTimeParser.js



const VICasualTimeParser_PATTERN = /(bu\u1ed5i\s*)?(s\u00e1ng s\u1edbm|s\u00e1ng|tr\u01b0a|chi\u1ec1u|t\u1ed1i|\u0111\u00eam|n\u1eeda \u0111\u00eam|b\u00ecnh minh)(?=\W|$)/i;
class VICasualTimeParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return VICasualTimeParser_PATTERN;
    }
    innerExtract(context, match) {
        const component = context.createParsingComponents();
        (0,dates/* implySimilarTime */.A4)(component, context.refDate);
        return VICasualTimeParser.extractTimeComponents(component, match[2].toLowerCase());
    }
    static extractTimeComponents(component, keyword) {
        switch (keyword) {
            case "b\u00ecnh minh":
            case "s\u00e1ng s\u1edbm":
                component.imply("hour", 6);
                component.imply("minute", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                break;
            case "s\u00e1ng":
                component.imply("hour", 9);
                component.imply("minute", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                break;
            case "tr\u01b0a":
                component.imply("hour", 12);
                component.imply("minute", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                break;
            case "chi\u1ec1u":
                component.imply("hour", 15);
                component.imply("minute", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                break;
            case "t\u1ed1i":
                component.imply("hour", 19);
                component.imply("minute", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                break;
            case "\u0111\u00eam":
                component.imply("hour", 22);
                component.imply("minute", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                break;
            case "n\u1eeda \u0111\u00eam":
                component.imply("hour", 0);
                component.imply("minute", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                break;
        }
        return component;
    }
}
//# sourceMappingURL=VICasualTimeParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/parsers/VIWeekdayParser.js




const VIWeekdayParser_PATTERN = new RegExp("(" +
    (0,pattern/* matchAnyPattern */.uJ)(vi_constants_WEEKDAY_DICTIONARY) +
    ")" +
    "(?:\\s*(n\u00e0y|t\u1edbi|sau(?!\\s*khi)|qua))?" +
    "(?=\\W|$)", "i");
const VIWeekdayParser_WEEKDAY_GROUP = 1;
const MODIFIER_GROUP = 2;
class VIWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return VIWeekdayParser_PATTERN;
    }
    innerExtract(context, match) {
        const dowText = match[VIWeekdayParser_WEEKDAY_GROUP].toLowerCase();
        const dow = vi_constants_WEEKDAY_DICTIONARY[dowText];
        if (dow === undefined)
            return null;
        const modifier = match[MODIFIER_GROUP];
        let modifierType = null;
        if (modifier) {
            const m = modifier.toLowerCase();
            if (m.includes("t\u1edbi") || m.includes("sau"))
                modifierType = "next";
            else if (m.includes("qua"))
                modifierType = "last";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, dow, modifierType);
    }
}
//# sourceMappingURL=VIWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/parsers/VITimeExpressionParser.js


const VITimeExpressionParser_PATTERN = new RegExp("(?:l\u00fac\\s*|v\u00e0o\\s*)?" +
    "([0-9]{1,2})" +
    "(?:\\s*gi\u1edd\\s*([0-9]{1,2})?\\s*(?:ph\u00fat\\s*)?" +
    "(s\u00e1ng|tr\u01b0a|chi\u1ec1u|t\u1ed1i|\u0111\u00eam)?" +
    "|:([0-9]{2}))" +
    "(?=\\W|$)", "i");
const HOUR_GROUP = 1;
const MINUTE_GIO_GROUP = 2;
const MERIDIEM_GROUP = 3;
const MINUTE_COLON_GROUP = 4;
class VITimeExpressionParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return VITimeExpressionParser_PATTERN;
    }
    innerExtract(context, match) {
        const hour = parseInt(match[HOUR_GROUP]);
        if (hour > 23)
            return null;
        const result = context.createParsingResult(match.index, match[0]);
        result.start.assign("hour", hour);
        const minute = match[MINUTE_COLON_GROUP]
            ? parseInt(match[MINUTE_COLON_GROUP])
            : match[MINUTE_GIO_GROUP]
                ? parseInt(match[MINUTE_GIO_GROUP])
                : 0;
        if (minute >= 60)
            return null;
        result.start.assign("minute", minute);
        const meridiem = match[MERIDIEM_GROUP]?.toLowerCase();
        if (meridiem === "s\u00e1ng") {
            result.start.assign("meridiem", types/* Meridiem */.FF.AM);
            if (hour === 12)
                result.start.assign("hour", 0);
        }
        else if (meridiem === "tr\u01b0a") {
            if (hour < 10) {
                result.start.assign("meridiem", types/* Meridiem */.FF.PM);
                result.start.assign("hour", hour + 12);
            }
            else {
                result.start.assign("meridiem", hour >= 12 ? types/* Meridiem */.FF.PM : types/* Meridiem */.FF.AM);
            }
        }
        else if (meridiem === "chi\u1ec1u" || meridiem === "t\u1ed1i" || meridiem === "\u0111\u00eam") {
            result.start.assign("meridiem", types/* Meridiem */.FF.PM);
            if (hour < 12)
                result.start.assign("hour", hour + 12);
        }
        result.start.imply("second", 0);
        result.start.imply("millisecond", 0);
        return result;
    }
}
//# sourceMappingURL=VITimeExpressionParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/parsers/VITimeUnitAgoFormatParser.js




const VITimeUnitAgoFormatParser_PATTERN = new RegExp("(" + vi_constants_TIME_UNITS_PATTERN + ")" + "\\s{0,5}(?:tr\u01b0\u1edbc|qua)(?=\\W|$)", "i");
class VITimeUnitAgoFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMode;
    constructor(strictMode = false) {
        super();
        this.strictMode = strictMode;
    }
    innerPattern() {
        return VITimeUnitAgoFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const duration = vi_constants_parseDuration(match[1]);
        if (!duration)
            return null;
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, (0,calculation_duration/* reverseDuration */.x4)(duration));
    }
}
//# sourceMappingURL=VITimeUnitAgoFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/parsers/VITimeUnitLaterFormatParser.js



const VITimeUnitLaterFormatParser_PATTERN = new RegExp("(" + vi_constants_TIME_UNITS_PATTERN + ")" + "\\s{0,5}(?:sau|n\u1eefa|t\u1edbi|ti\u1ebfp)(?=\\W|$)", "i");
class VITimeUnitLaterFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMode;
    constructor(strictMode = false) {
        super();
        this.strictMode = strictMode;
    }
    innerPattern() {
        return VITimeUnitLaterFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const duration = vi_constants_parseDuration(match[1]);
        if (!duration)
            return null;
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, duration);
    }
}
//# sourceMappingURL=VITimeUnitLaterFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/parsers/VITimeUnitWithinFormatParser.js



const VITimeUnitWithinFormatParser_PATTERN = new RegExp("(?:trong\\s*(?:v\u00f2ng\\s*)?)" + "(" + vi_constants_TIME_UNITS_PATTERN + ")(?=\\W|$)", "i");
class VITimeUnitWithinFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMode;
    constructor(strictMode = false) {
        super();
        this.strictMode = strictMode;
    }
    innerPattern() {
        return VITimeUnitWithinFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const timeUnits = vi_constants_parseDuration(match[1]);
        if (!timeUnits)
            return null;
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=VITimeUnitWithinFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/parsers/VITimeUnitCasualRelativeFormatParser.js





const CASUAL_UNIT_PATTERN = "(?:" + vi_constants_NUMBER_PATTERN + "\\s{0,5})?(?:" + (0,pattern/* matchAnyPattern */.uJ)(vi_constants_TIME_UNIT_DICTIONARY) + ")";
const VITimeUnitCasualRelativeFormatParser_PATTERN = new RegExp("(n\u00e0y|tr\u01b0\u1edbc|qua|sau|t\u1edbi|ti\u1ebfp)\\s*(" +
    CASUAL_UNIT_PATTERN +
    ")" +
    "|(" +
    CASUAL_UNIT_PATTERN +
    ")\\s*(n\u00e0y|tr\u01b0\u1edbc|qua|sau|t\u1edbi|ti\u1ebfp)" +
    "(?=\\W|$)", "i");
class VITimeUnitCasualRelativeFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return VITimeUnitCasualRelativeFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const modifier = (match[1] || match[4] || "").toLowerCase();
        const unitText = (match[2] || match[3] || "").toLowerCase();
        let duration = vi_constants_parseDuration(unitText);
        if (Object.keys(duration).length === 0) {
            const unit = vi_constants_TIME_UNIT_DICTIONARY[unitText];
            if (!unit)
                return null;
            duration = { [unit]: 1 };
        }
        if (modifier === "tr\u01b0\u1edbc" || modifier === "qua") {
            duration = (0,calculation_duration/* reverseDuration */.x4)(duration);
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, duration);
    }
}
//# sourceMappingURL=VITimeUnitCasualRelativeFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/refiners/VIMergeDateRangeRefiner.js

class VIMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(?:\u2013|-|\u0111\u1ebfn|t\u1edbi|v\u00e0)\s*$/;
    }
}
//# sourceMappingURL=VIMergeDateRangeRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/refiners/VIMergeDateTimeRefiner.js

class VIMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(?:l\u00fac|v\u00e0o|,|T|-)?\s*$/;
    }
}
//# sourceMappingURL=VIMergeDateTimeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/MergeWeekdayComponentRefiner.js
var MergeWeekdayComponentRefiner = __webpack_require__(21053);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/refiners/VIMergeWeekdayComponentRefiner.js

class VIMergeWeekdayComponentRefiner extends MergeWeekdayComponentRefiner/* default */.A {
}
//# sourceMappingURL=VIMergeWeekdayComponentRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/vi/index.js






















const vi_casual = new chrono/* Chrono */.u(vi_createCasualConfiguration());
const vi_strict = new chrono/* Chrono */.u(vi_createConfiguration(true));
function vi_parse(text, ref, option) {
    return vi_casual.parse(text, ref, option);
}
function vi_parseDate(text, ref, option) {
    return vi_casual.parseDate(text, ref, option);
}
function vi_createCasualConfiguration(littleEndian = true) {
    const option = vi_createConfiguration(false, littleEndian);
    option.parsers.unshift(new VICasualTimeParser());
    option.parsers.unshift(new VICasualDateParser());
    option.parsers.unshift(new VITimeUnitCasualRelativeFormatParser());
    return option;
}
function vi_createConfiguration(strictMode = true, littleEndian = true) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new ISOFormatParser/* default */.A(),
            new SlashDateFormatParser/* default */.A(littleEndian),
            new VIStandardParser(),
            new VIMonthYearParser(),
            new VIYearParser(),
            new VIWeekdayParser(),
            new VITimeExpressionParser(),
            new VITimeUnitAgoFormatParser(strictMode),
            new VITimeUnitLaterFormatParser(strictMode),
            new VITimeUnitWithinFormatParser(strictMode),
        ],
        refiners: [
            new VIMergeWeekdayComponentRefiner(),
            new VIMergeDateRangeRefiner(),
            new VIMergeDateTimeRefiner(),
        ],
    }, strictMode);
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/parsers/IDCasualDateParser.js


const IDCasualDateParser_PATTERN = /(sekarang|saat\s+ini|hari\s+ini|kemarin\s+lusa|kemarin|besok\s+lusa|besok|lusa|nanti\s+malam|malam\s+ini|tadi\s+malam|semalam)(?=\W|$)/i;
class IDCasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return IDCasualDateParser_PATTERN;
    }
    innerExtract(context, match) {
        const lowerText = match[1].toLowerCase().replace(/\s+/g, " ");
        switch (lowerText) {
            case "sekarang":
            case "saat ini":
                return casualReferences/* now */.tB(context.reference);
            case "hari ini":
                return casualReferences/* today */.Ec(context.reference);
            case "kemarin":
                return casualReferences/* yesterday */.jI(context.reference);
            case "kemarin lusa":
                return casualReferences/* theDayBefore */.ti(context.reference, 2);
            case "besok":
                return casualReferences/* tomorrow */.uf(context.reference);
            case "lusa":
            case "besok lusa":
                return casualReferences/* theDayAfter */.AV(context.reference, 2);
            case "nanti malam":
            case "malam ini":
                return casualReferences/* tonight */.A_(context.reference);
            case "tadi malam":
            case "semalam":
                return casualReferences/* lastNight */.zr(context.reference);
        }
        return context.createParsingComponents();
    }
}
//# sourceMappingURL=IDCasualDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/parsers/IDCasualTimeParser.js


const IDCasualTimeParser_PATTERN = /(?:(?:pada|di)\s+)?(tengah\s+malam|tengah\s+hari|pagi|siang|sore|petang|malam(?!\s+ini))(?:\s+ini)?(?=\W|$)/i;
class IDCasualTimeParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return IDCasualTimeParser_PATTERN;
    }
    innerExtract(context, match) {
        switch (match[1].toLowerCase().replace(/\s+/g, " ")) {
            case "pagi":
                return casualReferences/* morning */.F1(context.reference);
            case "siang":
            case "tengah hari":
                return casualReferences/* noon */.zW(context.reference);
            case "sore":
            case "petang":
                return casualReferences/* afternoon */.ZB(context.reference);
            case "malam":
                return casualReferences/* evening */.Jp(context.reference);
            case "tengah malam":
                return casualReferences/* midnight */.Bm(context.reference);
        }
        return null;
    }
}
//# sourceMappingURL=IDCasualTimeParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/constants.js


const id_constants_WEEKDAY_DICTIONARY = {
    "minggu": 0,
    "ahad": 0,
    "senin": 1,
    "selasa": 2,
    "rabu": 3,
    "kamis": 4,
    "jumat": 5,
    "jum'at": 5,
    "sabtu": 6,
};
const id_constants_MONTH_DICTIONARY = {
    "januari": 1,
    "jan": 1,
    "jan.": 1,
    "februari": 2,
    "pebruari": 2,
    "feb": 2,
    "feb.": 2,
    "peb": 2,
    "peb.": 2,
    "maret": 3,
    "mar": 3,
    "mar.": 3,
    "april": 4,
    "apr": 4,
    "apr.": 4,
    "mei": 5,
    "juni": 6,
    "jun": 6,
    "jun.": 6,
    "juli": 7,
    "jul": 7,
    "jul.": 7,
    "agustus": 8,
    "agu": 8,
    "agu.": 8,
    "agt": 8,
    "agt.": 8,
    "ags": 8,
    "ags.": 8,
    "september": 9,
    "sep": 9,
    "sep.": 9,
    "sept": 9,
    "sept.": 9,
    "oktober": 10,
    "okt": 10,
    "okt.": 10,
    "november": 11,
    "nopember": 11,
    "nov": 11,
    "nov.": 11,
    "nop": 11,
    "nop.": 11,
    "desember": 12,
    "des": 12,
    "des.": 12,
};
const id_constants_INTEGER_WORD_DICTIONARY = {
    "satu": 1,
    "dua": 2,
    "tiga": 3,
    "empat": 4,
    "lima": 5,
    "enam": 6,
    "tujuh": 7,
    "delapan": 8,
    "sembilan": 9,
    "sepuluh": 10,
    "sebelas": 11,
    "dua belas": 12,
};
const id_constants_TIME_UNIT_DICTIONARY = {
    "detik": "second",
    "menit": "minute",
    "jam": "hour",
    "hari": "day",
    "minggu": "week",
    "pekan": "week",
    "bulan": "month",
    "tahun": "year",
};
const id_constants_NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(id_constants_INTEGER_WORD_DICTIONARY)}|[0-9]+|[0-9]+[\\.,][0-9]+|setengah)`;
function id_constants_parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (id_constants_INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return id_constants_INTEGER_WORD_DICTIONARY[num];
    }
    else if (num === "setengah") {
        return 0.5;
    }
    return parseFloat(num.replace(",", "."));
}
const id_constants_YEAR_PATTERN = `(?:[1-9][0-9]{0,3}\\s*(?:SM|M)(?=\\W|$)|[1-2][0-9]{3}|[5-9][0-9])`;
function id_constants_parseYear(match) {
    if (/SM/i.test(match)) {
        return -parseInt(match.replace(/SM/i, ""));
    }
    if (/M/i.test(match)) {
        return parseInt(match.replace(/M/i, ""));
    }
    return (0,years/* findMostLikelyADYear */.D)(parseInt(match));
}
const id_constants_SINGLE_TIME_UNIT_PATTERN = `(?:(${id_constants_NUMBER_PATTERN})\\s{0,5}|se)(${(0,pattern/* matchAnyPattern */.uJ)(id_constants_TIME_UNIT_DICTIONARY)})\\s{0,5}`;
const id_constants_SINGLE_TIME_UNIT_REGEX = new RegExp(id_constants_SINGLE_TIME_UNIT_PATTERN, "i");
const id_constants_TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)("", id_constants_SINGLE_TIME_UNIT_PATTERN, "\\s{0,5}(?:,|dan)?\\s{0,5}");
function id_constants_parseDuration(timeunitText) {
    const fragments = {};
    let remainingText = timeunitText;
    let match = id_constants_SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    while (match) {
        const num = match[1] ? id_constants_parseNumberPattern(match[1]) : 1;
        const unit = id_constants_TIME_UNIT_DICTIONARY[match[2].toLowerCase()];
        fragments[unit] = num;
        remainingText = remainingText.substring(match.index + match[0].length);
        match = id_constants_SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    }
    return fragments;
}
//# sourceMappingURL=constants.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/parsers/IDMonthNameLittleEndianParser.js




const IDMonthNameLittleEndianParser_PATTERN = new RegExp("(?:(?:pada\\s+)?(?:tanggal|tgl\\.?)\\s*)?" +
    "([0-9]{1,2})" +
    "(?:\\s*(?:-|\u2013|s\\.d\\.?|s/d|sampai(?:\\s+dengan)?|hingga)\\s*([0-9]{1,2}))?" +
    "(?:\\s*|-|/)" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(id_constants_MONTH_DICTIONARY)})` +
    `(?:(?:\\s*|-|/|,\\s*)(?:tahun\\s+)?(${id_constants_YEAR_PATTERN}))?` +
    "(?=\\W|$)", "i");
const IDMonthNameLittleEndianParser_DATE_GROUP = 1;
const IDMonthNameLittleEndianParser_DATE_TO_GROUP = 2;
const IDMonthNameLittleEndianParser_MONTH_NAME_GROUP = 3;
const IDMonthNameLittleEndianParser_YEAR_GROUP = 4;
class IDMonthNameLittleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return IDMonthNameLittleEndianParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        const month = id_constants_MONTH_DICTIONARY[match[IDMonthNameLittleEndianParser_MONTH_NAME_GROUP].toLowerCase()];
        const day = parseInt(match[IDMonthNameLittleEndianParser_DATE_GROUP]);
        if (day > 31) {
            match.index = match.index + match[IDMonthNameLittleEndianParser_DATE_GROUP].length;
            return null;
        }
        result.start.assign("month", month);
        result.start.assign("day", day);
        if (match[IDMonthNameLittleEndianParser_YEAR_GROUP]) {
            result.start.assign("year", id_constants_parseYear(match[IDMonthNameLittleEndianParser_YEAR_GROUP]));
        }
        else {
            result.start.imply("year", (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month));
        }
        if (match[IDMonthNameLittleEndianParser_DATE_TO_GROUP]) {
            const endDate = parseInt(match[IDMonthNameLittleEndianParser_DATE_TO_GROUP]);
            if (endDate > 31) {
                return null;
            }
            result.end = result.start.clone();
            result.end.assign("day", endDate);
        }
        return result;
    }
}
//# sourceMappingURL=IDMonthNameLittleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/parsers/IDMonthNameParser.js




const IDMonthNameParser_PATTERN = new RegExp("(?:(?:pada\\s+)?bulan\\s+)?" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(id_constants_MONTH_DICTIONARY)})` +
    `(?:\\s*[,-]?\\s*(?:tahun\\s+)?(${id_constants_YEAR_PATTERN}))?` +
    "(?=[^\\s\\w]|\\s+[^0-9]|\\s+$|$)", "i");
const IDMonthNameParser_MONTH_NAME_GROUP = 1;
const IDMonthNameParser_YEAR_GROUP = 2;
class IDMonthNameParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return IDMonthNameParser_PATTERN;
    }
    innerExtract(context, match) {
        const monthName = match[IDMonthNameParser_MONTH_NAME_GROUP].toLowerCase();
        if (monthName.length <= 3 && monthName !== "mei" && !match[IDMonthNameParser_YEAR_GROUP]) {
            return null;
        }
        const components = context.createParsingComponents();
        const month = id_constants_MONTH_DICTIONARY[monthName];
        components.imply("day", 1);
        components.assign("month", month);
        if (match[IDMonthNameParser_YEAR_GROUP]) {
            components.assign("year", id_constants_parseYear(match[IDMonthNameParser_YEAR_GROUP]));
        }
        else {
            components.imply("year", (0,years/* findYearClosestToRef */.Y)(context.refDate, 1, month));
        }
        return components;
    }
}
//# sourceMappingURL=IDMonthNameParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/parsers/IDMonthNameMiddleEndianParser.js




const IDMonthNameMiddleEndianParser_PATTERN = new RegExp(`(${(0,pattern/* matchAnyPattern */.uJ)(id_constants_MONTH_DICTIONARY)})` +
    "(?:-|/|\\s*,?\\s*)" +
    "([0-9]{1,2})" +
    "(?:" +
    "\\s*(?:-|\u2013|s\\.d\\.?|s/d|sampai(?:\\s+dengan)?|hingga)\\s*" +
    "([0-9]{1,2})" +
    ")?" +
    "(?:" +
    "(?:-|/|\\s*,\\s*|\\s+)" +
    `(?:tahun\\s+)?(${id_constants_YEAR_PATTERN})` +
    ")?" +
    "(?=\\W|$)(?![.:]\\d)", "i");
const IDMonthNameMiddleEndianParser_MONTH_NAME_GROUP = 1;
const IDMonthNameMiddleEndianParser_DATE_GROUP = 2;
const IDMonthNameMiddleEndianParser_DATE_TO_GROUP = 3;
const IDMonthNameMiddleEndianParser_YEAR_GROUP = 4;
class IDMonthNameMiddleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return IDMonthNameMiddleEndianParser_PATTERN;
    }
    innerExtract(context, match) {
        const month = id_constants_MONTH_DICTIONARY[match[IDMonthNameMiddleEndianParser_MONTH_NAME_GROUP].toLowerCase()];
        const day = parseInt(match[IDMonthNameMiddleEndianParser_DATE_GROUP]);
        if (day > 31) {
            return null;
        }
        const components = context.createParsingComponents({ day: day, month: month });
        if (match[IDMonthNameMiddleEndianParser_YEAR_GROUP]) {
            components.assign("year", id_constants_parseYear(match[IDMonthNameMiddleEndianParser_YEAR_GROUP]));
        }
        else {
            components.imply("year", (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month));
        }
        if (!match[IDMonthNameMiddleEndianParser_DATE_TO_GROUP]) {
            return components;
        }
        const endDate = parseInt(match[IDMonthNameMiddleEndianParser_DATE_TO_GROUP]);
        if (endDate > 31) {
            return null;
        }
        const result = context.createParsingResult(match.index, match[0]);
        result.start = components;
        result.end = components.clone();
        result.end.assign("day", endDate);
        return result;
    }
}
//# sourceMappingURL=IDMonthNameMiddleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/parsers/IDWeekdayParser.js




const IDWeekdayParser_PATTERN = new RegExp("(?:pada\\s+)?(hari\\s+)?" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(id_constants_WEEKDAY_DICTIONARY)})` +
    "(?:\\s+(?:(?:minggu|pekan)\\s+)?(ini|depan|berikutnya|mendatang|yang\\s+lalu|lalu|kemarin))?" +
    "(?=\\W|$)", "i");
const HARI_PREFIX_GROUP = 1;
const IDWeekdayParser_WEEKDAY_GROUP = 2;
const IDWeekdayParser_MODIFIER_GROUP = 3;
class IDWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return IDWeekdayParser_PATTERN;
    }
    innerExtract(context, match) {
        const weekdayWord = match[IDWeekdayParser_WEEKDAY_GROUP].toLowerCase();
        if (weekdayWord === "minggu" && !match[HARI_PREFIX_GROUP]) {
            return null;
        }
        const weekday = id_constants_WEEKDAY_DICTIONARY[weekdayWord];
        const modifierWord = (match[IDWeekdayParser_MODIFIER_GROUP] || "").toLowerCase().replace(/\s+/g, " ");
        let modifier = null;
        if (modifierWord === "ini") {
            modifier = "this";
        }
        else if (modifierWord === "depan" || modifierWord === "berikutnya" || modifierWord === "mendatang") {
            modifier = "next";
        }
        else if (modifierWord === "lalu" || modifierWord === "yang lalu" || modifierWord === "kemarin") {
            modifier = "last";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, weekday, modifier);
    }
}
//# sourceMappingURL=IDWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/parsers/IDTimeExpressionParser.js


const DAY_PERIOD_GROUP = 7;
class IDTimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
    primaryPrefix() {
        return "(?:(?:pada\\s+)?(?:pukul|pkl\\.?|jam)\\s*)?";
    }
    followingPhase() {
        return "\\s*(?:\\-|\\\u2013|\\~|\\\u301c|s\\.d\\.?|s/d|sampai(?:\\s+dengan)?|hingga)\\s*(?:(?:pukul|pkl\\.?|jam)\\s*)?";
    }
    primarySuffix() {
        return "(?:\\s*(pagi|siang|sore|petang|malam))?(?!/)(?=\\W|$)";
    }
    extractPrimaryTimeComponents(context, match) {
        if (match[0].match(/^\s*\d{4}\s*$/)) {
            return null;
        }
        const components = super.extractPrimaryTimeComponents(context, match);
        if (!components || !match[DAY_PERIOD_GROUP] || components.isCertain("meridiem")) {
            return components;
        }
        let hour = components.get("hour");
        if (hour > 12) {
            return components;
        }
        switch (match[DAY_PERIOD_GROUP].toLowerCase()) {
            case "pagi":
                if (hour == 12)
                    hour = 0;
                break;
            case "siang":
                if (hour < 10)
                    hour += 12;
                break;
            case "sore":
            case "petang":
                if (hour < 12)
                    hour += 12;
                break;
            case "malam":
                if (hour == 12)
                    hour = 0;
                else if (hour >= 5)
                    hour += 12;
                break;
        }
        components.assign("hour", hour);
        components.assign("meridiem", hour >= 12 ? types/* Meridiem */.FF.PM : types/* Meridiem */.FF.AM);
        return components;
    }
}
//# sourceMappingURL=IDTimeExpressionParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/parsers/IDTimeUnitAgoFormatParser.js




const IDTimeUnitAgoFormatParser_PATTERN = new RegExp(`(${id_constants_TIME_UNITS_PATTERN})\\s{0,5}(?:yang\\s+)?(?:lalu|silam|sebelumnya)(?=\\W|$)`, "i");
class IDTimeUnitAgoFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return IDTimeUnitAgoFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const duration = id_constants_parseDuration(match[1]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, (0,calculation_duration/* reverseDuration */.x4)(duration));
    }
}
//# sourceMappingURL=IDTimeUnitAgoFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/parsers/IDTimeUnitLaterFormatParser.js



const IDTimeUnitLaterFormatParser_PATTERN = new RegExp(`(${id_constants_TIME_UNITS_PATTERN})\\s{0,5}(?:lagi|kemudian|setelahnya|sesudahnya|mendatang|ke\\s*depan)(?=\\W|$)`, "i");
class IDTimeUnitLaterFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return IDTimeUnitLaterFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const duration = id_constants_parseDuration(match[1]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, duration);
    }
}
//# sourceMappingURL=IDTimeUnitLaterFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/parsers/IDTimeUnitWithinFormatParser.js



const IDTimeUnitWithinFormatParser_PATTERN = new RegExp(`(?:dalam\\s+(?:waktu\\s+)?)(${id_constants_TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
class IDTimeUnitWithinFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return IDTimeUnitWithinFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const duration = id_constants_parseDuration(match[1]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, duration);
    }
}
//# sourceMappingURL=IDTimeUnitWithinFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/parsers/IDRelativeDateFormatParser.js


const IDRelativeDateFormatParser_PATTERN = new RegExp("(minggu|pekan|bulan|tahun)\\s+(ini|depan|berikutnya|mendatang|yang\\s+lalu|lalu|kemarin)(?=\\W|$)", "i");
const UNIT_WORD_GROUP = 1;
const IDRelativeDateFormatParser_MODIFIER_WORD_GROUP = 2;
const UNIT_WORD_TO_TIMEUNIT = {
    minggu: "week",
    pekan: "week",
    bulan: "month",
    tahun: "year",
};
class IDRelativeDateFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return IDRelativeDateFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const unitWord = match[UNIT_WORD_GROUP].toLowerCase();
        const modifier = match[IDRelativeDateFormatParser_MODIFIER_WORD_GROUP].toLowerCase().replace(/\s+/g, " ");
        const timeunit = UNIT_WORD_TO_TIMEUNIT[unitWord];
        if (modifier == "depan" || modifier == "berikutnya" || modifier == "mendatang") {
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, { [timeunit]: 1 });
        }
        if (modifier == "lalu" || modifier == "yang lalu" || modifier == "kemarin") {
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, { [timeunit]: -1 });
        }
        const components = context.createParsingComponents();
        const date = new Date(context.reference.instant.getTime());
        if (timeunit == "week") {
            date.setDate(date.getDate() - date.getDay());
            components.imply("day", date.getDate());
            components.imply("month", date.getMonth() + 1);
            components.imply("year", date.getFullYear());
        }
        else if (timeunit == "month") {
            date.setDate(1);
            components.imply("day", date.getDate());
            components.assign("year", date.getFullYear());
            components.assign("month", date.getMonth() + 1);
        }
        else if (timeunit == "year") {
            date.setDate(1);
            date.setMonth(0);
            components.imply("day", date.getDate());
            components.imply("month", date.getMonth() + 1);
            components.assign("year", date.getFullYear());
        }
        return components;
    }
}
//# sourceMappingURL=IDRelativeDateFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/refiners/IDMergeDateRangeRefiner.js

class IDMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(?:-|\u2013|s\.d\.?|s\/d|sampai(?:\s+dengan)?|hingga)\s*$/i;
    }
}
//# sourceMappingURL=IDMergeDateRangeRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/refiners/IDMergeDateTimeRefiner.js

class IDMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(?:pada|,|-|T)?\s*$/i;
    }
}
//# sourceMappingURL=IDMergeDateTimeRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/id/index.js




















const id_casual = new chrono/* Chrono */.u(id_createCasualConfiguration());
const id_strict = new chrono/* Chrono */.u(id_createConfiguration(true));
function id_parse(text, ref, option) {
    return id_casual.parse(text, ref, option);
}
function id_parseDate(text, ref, option) {
    return id_casual.parseDate(text, ref, option);
}
function id_createCasualConfiguration(littleEndian = true) {
    const option = id_createConfiguration(false, littleEndian);
    option.parsers.unshift(new IDCasualDateParser());
    option.parsers.unshift(new IDCasualTimeParser());
    option.parsers.unshift(new IDMonthNameParser());
    option.parsers.unshift(new IDRelativeDateFormatParser());
    return option;
}
function id_createConfiguration(strictMode = true, littleEndian = true) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new SlashDateFormatParser/* default */.A(littleEndian),
            new IDMonthNameLittleEndianParser(),
            new IDMonthNameMiddleEndianParser(),
            new IDWeekdayParser(),
            new IDTimeExpressionParser(strictMode),
            new IDTimeUnitWithinFormatParser(),
            new IDTimeUnitAgoFormatParser(),
            new IDTimeUnitLaterFormatParser(),
        ],
        refiners: [new IDMergeDateTimeRefiner(), new IDMergeDateRangeRefiner()],
    }, strictMode);
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/constants.js


const constants_REGEX_PARTS = {
    leftBoundary: "([^\\p{L}\\p{N}_]|^)",
    rightBoundary: "(?=[^\\p{L}\\p{N}_]|$)",
    flags: "iu",
};
function toWesternDigits(text) {
    return text.replace(/[\u0660-\u0669]/g, (d) => (d.charCodeAt(0) - 1632).toString());
}
const ar_constants_WEEKDAY_DICTIONARY = {
    "\u0627\u0644\u0623\u062d\u062f": 0,
    "\u0627\u0644\u0627\u062d\u062f": 0,
    "\u0623\u062d\u062f": 0,
    "\u0627\u062d\u062f": 0,
    "\u0627\u0644\u0625\u062b\u0646\u064a\u0646": 1,
    "\u0627\u0644\u0627\u062b\u0646\u064a\u0646": 1,
    "\u0625\u062b\u0646\u064a\u0646": 1,
    "\u0627\u062b\u0646\u064a\u0646": 1,
    "\u0627\u0644\u062b\u0644\u0627\u062b\u0627\u0621": 2,
    "\u062b\u0644\u0627\u062b\u0627\u0621": 2,
    "\u0627\u0644\u0623\u0631\u0628\u0639\u0627\u0621": 3,
    "\u0627\u0644\u0627\u0631\u0628\u0639\u0627\u0621": 3,
    "\u0623\u0631\u0628\u0639\u0627\u0621": 3,
    "\u0627\u0631\u0628\u0639\u0627\u0621": 3,
    "\u0627\u0644\u062e\u0645\u064a\u0633": 4,
    "\u062e\u0645\u064a\u0633": 4,
    "\u0627\u0644\u062c\u0645\u0639\u0629": 5,
    "\u062c\u0645\u0639\u0629": 5,
    "\u0627\u0644\u0633\u0628\u062a": 6,
    "\u0633\u0628\u062a": 6,
};
const constants_FULL_MONTH_NAME_DICTIONARY = {
    "\u064a\u0646\u0627\u064a\u0631": 1,
    "\u0641\u0628\u0631\u0627\u064a\u0631": 2,
    "\u0645\u0627\u0631\u0633": 3,
    "\u0623\u0628\u0631\u064a\u0644": 4,
    "\u0627\u0628\u0631\u064a\u0644": 4,
    "\u0645\u0627\u064a\u0648": 5,
    "\u064a\u0648\u0646\u064a\u0648": 6,
    "\u064a\u0648\u0644\u064a\u0648": 7,
    "\u0623\u063a\u0633\u0637\u0633": 8,
    "\u0627\u063a\u0633\u0637\u0633": 8,
    "\u0633\u0628\u062a\u0645\u0628\u0631": 9,
    "\u0623\u0643\u062a\u0648\u0628\u0631": 10,
    "\u0627\u0643\u062a\u0648\u0628\u0631": 10,
    "\u0646\u0648\u0641\u0645\u0628\u0631": 11,
    "\u062f\u064a\u0633\u0645\u0628\u0631": 12,
    "\u0643\u0627\u0646\u0648\u0646 \u0627\u0644\u062b\u0627\u0646\u064a": 1,
    "\u0634\u0628\u0627\u0637": 2,
    "\u0622\u0630\u0627\u0631": 3,
    "\u0627\u0630\u0627\u0631": 3,
    "\u0646\u064a\u0633\u0627\u0646": 4,
    "\u0623\u064a\u0627\u0631": 5,
    "\u0627\u064a\u0627\u0631": 5,
    "\u062d\u0632\u064a\u0631\u0627\u0646": 6,
    "\u062a\u0645\u0648\u0632": 7,
    "\u0622\u0628": 8,
    "\u0627\u0628": 8,
    "\u0623\u064a\u0644\u0648\u0644": 9,
    "\u0627\u064a\u0644\u0648\u0644": 9,
    "\u062a\u0634\u0631\u064a\u0646 \u0627\u0644\u0623\u0648\u0644": 10,
    "\u062a\u0634\u0631\u064a\u0646 \u0627\u0644\u0627\u0648\u0644": 10,
    "\u062a\u0634\u0631\u064a\u0646 \u0627\u0644\u062b\u0627\u0646\u064a": 11,
    "\u0643\u0627\u0646\u0648\u0646 \u0627\u0644\u0623\u0648\u0644": 12,
    "\u0643\u0627\u0646\u0648\u0646 \u0627\u0644\u0627\u0648\u0644": 12,
};
const ar_constants_MONTH_DICTIONARY = {
    ...constants_FULL_MONTH_NAME_DICTIONARY,
};
const ar_constants_INTEGER_WORD_DICTIONARY = {
    "\u0648\u0627\u062d\u062f": 1,
    "\u0648\u0627\u062d\u062f\u0629": 1,
    "\u0627\u062b\u0646\u0627\u0646": 2,
    "\u0627\u062b\u0646\u064a\u0646": 2,
    "\u0627\u062b\u0646\u062a\u0627\u0646": 2,
    "\u0627\u062b\u0646\u062a\u064a\u0646": 2,
    "\u062b\u0644\u0627\u062b\u0629": 3,
    "\u062b\u0644\u0627\u062b": 3,
    "\u0623\u0631\u0628\u0639\u0629": 4,
    "\u0627\u0631\u0628\u0639\u0629": 4,
    "\u0623\u0631\u0628\u0639": 4,
    "\u0627\u0631\u0628\u0639": 4,
    "\u062e\u0645\u0633\u0629": 5,
    "\u062e\u0645\u0633": 5,
    "\u0633\u062a\u0629": 6,
    "\u0633\u062a": 6,
    "\u0633\u0628\u0639\u0629": 7,
    "\u0633\u0628\u0639": 7,
    "\u062b\u0645\u0627\u0646\u064a\u0629": 8,
    "\u062b\u0645\u0627\u0646\u064a": 8,
    "\u062b\u0645\u0627\u0646": 8,
    "\u062a\u0633\u0639\u0629": 9,
    "\u062a\u0633\u0639": 9,
    "\u0639\u0634\u0631\u0629": 10,
    "\u0639\u0634\u0631": 10,
    "\u0623\u062d\u062f \u0639\u0634\u0631": 11,
    "\u0627\u062d\u062f \u0639\u0634\u0631": 11,
    "\u0625\u062d\u062f\u0649 \u0639\u0634\u0631\u0629": 11,
    "\u0627\u062d\u062f\u0649 \u0639\u0634\u0631\u0629": 11,
    "\u0627\u062b\u0646\u0627 \u0639\u0634\u0631": 12,
    "\u0627\u062b\u0646\u064a \u0639\u0634\u0631": 12,
    "\u0627\u062b\u0646\u062a\u0627 \u0639\u0634\u0631\u0629": 12,
    "\u0627\u062b\u0646\u062a\u064a \u0639\u0634\u0631\u0629": 12,
    "\u0646\u0635\u0641": 0.5,
    "\u0646\u0635": 0.5,
    "\u0631\u0628\u0639": 0.25,
};
const constants_ORDINAL_WORD_DICTIONARY = {
    "\u0627\u0644\u0623\u0648\u0644": 1,
    "\u0627\u0644\u0627\u0648\u0644": 1,
    "\u0627\u0644\u0623\u0648\u0644\u0649": 1,
    "\u0627\u0644\u0627\u0648\u0644\u0649": 1,
    "\u0623\u0648\u0644": 1,
    "\u0627\u0648\u0644": 1,
    "\u062d\u0627\u062f\u064a": 1,
    "\u0627\u0644\u062d\u0627\u062f\u064a": 1,
    "\u0627\u0644\u062b\u0627\u0646\u064a": 2,
    "\u0627\u0644\u062b\u0627\u0646\u064a\u0629": 2,
    "\u062b\u0627\u0646\u064a": 2,
    "\u0627\u0644\u062b\u0627\u0644\u062b": 3,
    "\u0627\u0644\u062b\u0627\u0644\u062b\u0629": 3,
    "\u062b\u0627\u0644\u062b": 3,
    "\u0627\u0644\u0631\u0627\u0628\u0639": 4,
    "\u0627\u0644\u0631\u0627\u0628\u0639\u0629": 4,
    "\u0631\u0627\u0628\u0639": 4,
    "\u0627\u0644\u062e\u0627\u0645\u0633": 5,
    "\u0627\u0644\u062e\u0627\u0645\u0633\u0629": 5,
    "\u062e\u0627\u0645\u0633": 5,
    "\u0627\u0644\u0633\u0627\u062f\u0633": 6,
    "\u0627\u0644\u0633\u0627\u062f\u0633\u0629": 6,
    "\u0633\u0627\u062f\u0633": 6,
    "\u0627\u0644\u0633\u0627\u0628\u0639": 7,
    "\u0627\u0644\u0633\u0627\u0628\u0639\u0629": 7,
    "\u0633\u0627\u0628\u0639": 7,
    "\u0627\u0644\u062b\u0627\u0645\u0646": 8,
    "\u0627\u0644\u062b\u0627\u0645\u0646\u0629": 8,
    "\u062b\u0627\u0645\u0646": 8,
    "\u0627\u0644\u062a\u0627\u0633\u0639": 9,
    "\u0627\u0644\u062a\u0627\u0633\u0639\u0629": 9,
    "\u062a\u0627\u0633\u0639": 9,
    "\u0627\u0644\u0639\u0627\u0634\u0631": 10,
    "\u0627\u0644\u0639\u0627\u0634\u0631\u0629": 10,
    "\u0639\u0627\u0634\u0631": 10,
    "\u0627\u0644\u062d\u0627\u062f\u064a \u0639\u0634\u0631": 11,
    "\u0627\u0644\u062d\u0627\u062f\u064a\u0629 \u0639\u0634\u0631\u0629": 11,
    "\u0627\u0644\u062b\u0627\u0646\u064a \u0639\u0634\u0631": 12,
    "\u0627\u0644\u062b\u0627\u0646\u064a\u0629 \u0639\u0634\u0631\u0629": 12,
    "\u0627\u0644\u062b\u0627\u0644\u062b \u0639\u0634\u0631": 13,
    "\u0627\u0644\u062b\u0627\u0644\u062b\u0629 \u0639\u0634\u0631\u0629": 13,
    "\u0627\u0644\u0631\u0627\u0628\u0639 \u0639\u0634\u0631": 14,
    "\u0627\u0644\u0631\u0627\u0628\u0639\u0629 \u0639\u0634\u0631\u0629": 14,
    "\u0627\u0644\u062e\u0627\u0645\u0633 \u0639\u0634\u0631": 15,
    "\u0627\u0644\u062e\u0627\u0645\u0633\u0629 \u0639\u0634\u0631\u0629": 15,
    "\u0627\u0644\u0633\u0627\u062f\u0633 \u0639\u0634\u0631": 16,
    "\u0627\u0644\u0633\u0627\u062f\u0633\u0629 \u0639\u0634\u0631\u0629": 16,
    "\u0627\u0644\u0633\u0627\u0628\u0639 \u0639\u0634\u0631": 17,
    "\u0627\u0644\u0633\u0627\u0628\u0639\u0629 \u0639\u0634\u0631\u0629": 17,
    "\u0627\u0644\u062b\u0627\u0645\u0646 \u0639\u0634\u0631": 18,
    "\u0627\u0644\u062b\u0627\u0645\u0646\u0629 \u0639\u0634\u0631\u0629": 18,
    "\u0627\u0644\u062a\u0627\u0633\u0639 \u0639\u0634\u0631": 19,
    "\u0627\u0644\u062a\u0627\u0633\u0639\u0629 \u0639\u0634\u0631\u0629": 19,
    "\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 20,
    "\u0627\u0644\u0639\u0634\u0631\u064a\u0646": 20,
    "\u0627\u0644\u062d\u0627\u062f\u064a \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 21,
    "\u0627\u0644\u062d\u0627\u062f\u064a\u0629 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 21,
    "\u0627\u0644\u0648\u0627\u062d\u062f \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 21,
    "\u0627\u0644\u062b\u0627\u0646\u064a \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 22,
    "\u0627\u0644\u062b\u0627\u0646\u064a\u0629 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 22,
    "\u0627\u0644\u062b\u0627\u0644\u062b \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 23,
    "\u0627\u0644\u062b\u0627\u0644\u062b\u0629 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 23,
    "\u0627\u0644\u0631\u0627\u0628\u0639 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 24,
    "\u0627\u0644\u0631\u0627\u0628\u0639\u0629 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 24,
    "\u0627\u0644\u062e\u0627\u0645\u0633 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 25,
    "\u0627\u0644\u062e\u0627\u0645\u0633\u0629 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 25,
    "\u0627\u0644\u0633\u0627\u062f\u0633 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 26,
    "\u0627\u0644\u0633\u0627\u062f\u0633\u0629 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 26,
    "\u0627\u0644\u0633\u0627\u0628\u0639 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 27,
    "\u0627\u0644\u0633\u0627\u0628\u0639\u0629 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 27,
    "\u0627\u0644\u062b\u0627\u0645\u0646 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 28,
    "\u0627\u0644\u062b\u0627\u0645\u0646\u0629 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 28,
    "\u0627\u0644\u062a\u0627\u0633\u0639 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 29,
    "\u0627\u0644\u062a\u0627\u0633\u0639\u0629 \u0648\u0627\u0644\u0639\u0634\u0631\u0648\u0646": 29,
    "\u0627\u0644\u062b\u0644\u0627\u062b\u0648\u0646": 30,
    "\u0627\u0644\u062b\u0644\u0627\u062b\u064a\u0646": 30,
    "\u0627\u0644\u062d\u0627\u062f\u064a \u0648\u0627\u0644\u062b\u0644\u0627\u062b\u0648\u0646": 31,
    "\u0627\u0644\u062d\u0627\u062f\u064a\u0629 \u0648\u0627\u0644\u062b\u0644\u0627\u062b\u0648\u0646": 31,
    "\u0627\u0644\u0648\u0627\u062d\u062f \u0648\u0627\u0644\u062b\u0644\u0627\u062b\u0648\u0646": 31,
};
const ar_constants_TIME_UNIT_DICTIONARY = {
    "\u062b\u0627\u0646\u064a\u0629": "second",
    "\u062b\u0627\u0646\u064a\u0629\u064b": "second",
    "\u062b\u0648\u0627\u0646\u064a": "second",
    "\u062b\u0648\u0627\u0646": "second",
    "\u062b\u0648\u0627\u0646\u064d": "second",
    "\u062f\u0642\u064a\u0642\u0629": "minute",
    "\u062f\u0642\u064a\u0642\u0629\u064b": "minute",
    "\u062f\u0642\u0627\u0626\u0642": "minute",
    "\u0633\u0627\u0639\u0629": "hour",
    "\u0633\u0627\u0639\u0629\u064b": "hour",
    "\u0633\u0627\u0639\u0627\u062a": "hour",
    "\u064a\u0648\u0645": "day",
    "\u064a\u0648\u0645\u0627\u064b": "day",
    "\u064a\u0648\u0645\u0627": "day",
    "\u0623\u064a\u0627\u0645": "day",
    "\u0627\u064a\u0627\u0645": "day",
    "\u0623\u0633\u0628\u0648\u0639": "week",
    "\u0627\u0633\u0628\u0648\u0639": "week",
    "\u0623\u0633\u0628\u0648\u0639\u0627\u064b": "week",
    "\u0623\u0633\u0628\u0648\u0639\u0627": "week",
    "\u0627\u0633\u0628\u0648\u0639\u0627\u064b": "week",
    "\u0627\u0633\u0628\u0648\u0639\u0627": "week",
    "\u0623\u0633\u0627\u0628\u064a\u0639": "week",
    "\u0627\u0633\u0627\u0628\u064a\u0639": "week",
    "\u0634\u0647\u0631": "month",
    "\u0634\u0647\u0631\u0627\u064b": "month",
    "\u0634\u0647\u0631\u0627": "month",
    "\u0623\u0634\u0647\u0631": "month",
    "\u0627\u0634\u0647\u0631": "month",
    "\u0634\u0647\u0648\u0631": "month",
    "\u0633\u0646\u0629": "year",
    "\u0633\u0646\u0629\u064b": "year",
    "\u0633\u0646\u0648\u0627\u062a": "year",
    "\u0633\u0646\u064a\u0646": "year",
    "\u0639\u0627\u0645": "year",
    "\u0639\u0627\u0645\u0627\u064b": "year",
    "\u0639\u0627\u0645\u0627": "year",
    "\u0623\u0639\u0648\u0627\u0645": "year",
    "\u0627\u0639\u0648\u0627\u0645": "year",
};
const DUAL_TIME_UNIT_DICTIONARY = {
    "\u062b\u0627\u0646\u064a\u062a\u0627\u0646": "second",
    "\u062b\u0627\u0646\u064a\u062a\u064a\u0646": "second",
    "\u062f\u0642\u064a\u0642\u062a\u0627\u0646": "minute",
    "\u062f\u0642\u064a\u0642\u062a\u064a\u0646": "minute",
    "\u0633\u0627\u0639\u062a\u0627\u0646": "hour",
    "\u0633\u0627\u0639\u062a\u064a\u0646": "hour",
    "\u064a\u0648\u0645\u0627\u0646": "day",
    "\u064a\u0648\u0645\u064a\u0646": "day",
    "\u0623\u0633\u0628\u0648\u0639\u0627\u0646": "week",
    "\u0627\u0633\u0628\u0648\u0639\u0627\u0646": "week",
    "\u0623\u0633\u0628\u0648\u0639\u064a\u0646": "week",
    "\u0627\u0633\u0628\u0648\u0639\u064a\u0646": "week",
    "\u0634\u0647\u0631\u0627\u0646": "month",
    "\u0634\u0647\u0631\u064a\u0646": "month",
    "\u0633\u0646\u062a\u0627\u0646": "year",
    "\u0633\u0646\u062a\u064a\u0646": "year",
    "\u0639\u0627\u0645\u0627\u0646": "year",
    "\u0639\u0627\u0645\u064a\u0646": "year",
};
const ar_constants_NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(ar_constants_INTEGER_WORD_DICTIONARY)}|[0-9\u0660-\u0669]+|[0-9\u0660-\u0669]+[\\.,][0-9\u0660-\u0669]+|\\s{0,3})`;
function ar_constants_parseNumberPattern(match) {
    const clean = match.trim();
    if (ar_constants_INTEGER_WORD_DICTIONARY[clean] !== undefined) {
        return ar_constants_INTEGER_WORD_DICTIONARY[clean];
    }
    if (clean === "") {
        return 1;
    }
    const western = toWesternDigits(clean).replace(",", ".");
    return parseFloat(western);
}
const ar_constants_ORDINAL_NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(constants_ORDINAL_WORD_DICTIONARY)}|[0-9\u0660-\u0669]{1,2})`;
function ar_constants_parseOrdinalNumberPattern(match) {
    const clean = match.trim();
    if (constants_ORDINAL_WORD_DICTIONARY[clean] !== undefined) {
        return constants_ORDINAL_WORD_DICTIONARY[clean];
    }
    const western = toWesternDigits(clean);
    return parseInt(western, 10);
}
const yearSuffix = "(?:\\s*(?:\u0645\u064a\u0644\u0627\u062f\u064a\u0629|\u0645\u064a\u0644\u0627\u062f\u064a|\u0645))?";
const bcSuffix = "(?:\\s*(?:\u0642\u0628\u0644 \u0627\u0644\u0645\u064a\u0644\u0627\u062f|\u0642\\.\u0645))";
const ar_constants_YEAR_PATTERN = `(?:[1-9\u0661-\u0669][0-9\u0660-\u0669]{0,3}${yearSuffix}${bcSuffix}|[1-2\u0661-\u0662][0-9\u0660-\u0669]{3}${yearSuffix}|[5-9\u0665-\u0669][0-9\u0660-\u0669]${yearSuffix})`;
function ar_constants_parseYear(match) {
    let clean = match.trim();
    const isBC = /(\u0642\u0628\u0644 \u0627\u0644\u0645\u064a\u0644\u0627\u062f|\u0642\.\u0645)/i.test(clean);
    clean = clean.replace(/(\u0642\u0628\u0644 \u0627\u0644\u0645\u064a\u0644\u0627\u062f|\u0642\.\u0645|\u0645\u064a\u0644\u0627\u062f\u064a\u0629|\u0645\u064a\u0644\u0627\u062f\u064a|\u0645)/gi, "").trim();
    const western = toWesternDigits(clean);
    const rawYearNumber = parseInt(western, 10);
    if (isBC) {
        return -rawYearNumber;
    }
    return (0,years/* findMostLikelyADYear */.D)(rawYearNumber);
}
const DUAL_UNIT_PATTERN = `(${(0,pattern/* matchAnyPattern */.uJ)(DUAL_TIME_UNIT_DICTIONARY)})`;
const NUMBER_WITH_UNIT_PATTERN = `(?:(${ar_constants_NUMBER_PATTERN})\\s{0,3})?(${(0,pattern/* matchAnyPattern */.uJ)(ar_constants_TIME_UNIT_DICTIONARY)})`;
const HALF_UNIT_PATTERN = `(?:\u0648\\s*)?(\u0646\u0635\u0641|\u0646\u0635|\u0631\u0628\u0639)`;
const ar_constants_SINGLE_TIME_UNIT_PATTERN = `(?:${DUAL_UNIT_PATTERN}|${NUMBER_WITH_UNIT_PATTERN}|${HALF_UNIT_PATTERN})`;
const ar_constants_SINGLE_TIME_UNIT_REGEX = new RegExp(ar_constants_SINGLE_TIME_UNIT_PATTERN, constants_REGEX_PARTS.flags);
const TIME_UNIT_CONNECTOR_PATTERN = `\\s{0,5},?(?:\\s*\u0648)?\\s{0,5}`;
const ar_constants_TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)(`(?:(?:\u062e\u0644\u0627\u0644|\u0641\u064a \u063a\u0636\u0648\u0646|\u0641\u064a \u062e\u0644\u0627\u0644|\u062d\u0648\u0627\u0644\u064a|\u062a\u0642\u0631\u064a\u0628\u0627\u064b|\u062a\u0642\u0631\u064a\u0628\u0627)\\s{0,3})?`, ar_constants_SINGLE_TIME_UNIT_PATTERN, TIME_UNIT_CONNECTOR_PATTERN);
function ar_constants_parseDuration(timeunitText) {
    const fragments = {};
    let remainingText = timeunitText;
    let match = ar_constants_SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    let lastUnit;
    while (match) {
        lastUnit = ar_constants_collectDateTimeFragment(fragments, match, lastUnit);
        remainingText = remainingText.substring(match.index + match[0].length).trim();
        if (!remainingText)
            break;
        match = ar_constants_SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    }
    return fragments;
}
function ar_constants_collectDateTimeFragment(fragments, match, lastUnit) {
    if (match[1]) {
        const dualWord = match[1].trim();
        const unit = DUAL_TIME_UNIT_DICTIONARY[dualWord];
        if (unit) {
            fragments[unit] = (fragments[unit] || 0) + 2;
            return unit;
        }
    }
    else if (match[3]) {
        const numStr = match[2] ? match[2].trim() : "";
        const num = ar_constants_parseNumberPattern(numStr);
        const unitWord = match[3].trim();
        const unit = ar_constants_TIME_UNIT_DICTIONARY[unitWord];
        if (unit) {
            fragments[unit] = (fragments[unit] || 0) + num;
            return unit;
        }
    }
    else if (match[4]) {
        const fracWord = match[4].trim();
        const frac = fracWord === "\u0631\u0628\u0639" ? 0.25 : 0.5;
        if (lastUnit) {
            fragments[lastUnit] = (fragments[lastUnit] || 0) + frac;
            return lastUnit;
        }
    }
    return lastUnit;
}
//# sourceMappingURL=constants.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/parsers/AbstractParserWithWordBoundaryChecking.js


class AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftBoundaryChecking extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return constants_REGEX_PARTS.leftBoundary;
    }
    innerPattern(context) {
        return new RegExp(this.innerPatternString(context), constants_REGEX_PARTS.flags);
    }
    innerPatternHasChange(context, currentInnerPattern) {
        return false;
    }
}
class AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftRightBoundaryChecking extends AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftBoundaryChecking {
    innerPattern(context) {
        return new RegExp(`${this.innerPatternString(context)}${constants_REGEX_PARTS.rightBoundary}`, constants_REGEX_PARTS.flags);
    }
}
//# sourceMappingURL=AbstractParserWithWordBoundaryChecking.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/parsers/ARCasualDateParser.js


class ARCasualDateParser extends AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(\u0627\u0644\u0622\u0646|\u0627\u0644\u0627\u0646|\u062d\u0627\u0644\u064a\u0627\u064b|\u062d\u0627\u0644\u064a\u0627|\u0627\u0644\u064a\u0648\u0645|\u0623\u0648\u0644\\s*(?:\u0645\u0646\\s*)?\u0623\u0645\u0633|\u0627\u0648\u0644\\s*(?:\u0645\u0646\\s*)?\u0627\u0645\u0633|\u0623\u0648\u0644\\s*(?:\u0645\u0646\\s*)?\u0627\u0644\u0628\u0627\u0631\u062d\u0629|\u0627\u0648\u0644\\s*(?:\u0645\u0646\\s*)?\u0627\u0644\u0628\u0627\u0631\u062d\u0629|\u0642\u0628\u0644\\s*(?:\u0645\u0646\\s*)?\u0623\u0645\u0633|\u0642\u0628\u0644\\s*(?:\u0645\u0646\\s*)?\u0627\u0645\u0633|\u0623\u0645\u0633|\u0627\u0645\u0633|\u0627\u0644\u0628\u0627\u0631\u062d\u0629|\u0628\u0639\u062f\\s*\u063a\u062f(?:\u0627\u064b|\u0627)?|\u0628\u0639\u062f\\s*\u0628\u0643\u0631[\u0629\u0627]|\u063a\u062f\u0627\u064b|\u063a\u062f\u0627|\u0628\u0643\u0631[\u0629\u0627])`;
    }
    innerExtract(context, match) {
        const lowerText = match[1].toLowerCase();
        const component = context.createParsingComponents();
        if (lowerText === "\u0627\u0644\u0622\u0646" || lowerText === "\u0627\u0644\u0627\u0646" || lowerText === "\u062d\u0627\u0644\u064a\u0627\u064b" || lowerText === "\u062d\u0627\u0644\u064a\u0627") {
            return casualReferences/* now */.tB(context.reference);
        }
        if (lowerText === "\u0627\u0644\u064a\u0648\u0645") {
            return casualReferences/* today */.Ec(context.reference);
        }
        if (lowerText.match(/\u0623\u0648\u0644\s*(?:\u0645\u0646\s*)?\u0623\u0645\u0633/) ||
            lowerText.match(/\u0627\u0648\u0644\s*(?:\u0645\u0646\s*)?\u0627\u0645\u0633/) ||
            lowerText.match(/\u0623\u0648\u0644\s*(?:\u0645\u0646\s*)?\u0627\u0644\u0628\u0627\u0631\u062d\u0629/) ||
            lowerText.match(/\u0627\u0648\u0644\s*(?:\u0645\u0646\s*)?\u0627\u0644\u0628\u0627\u0631\u062d\u0629/) ||
            lowerText.match(/\u0642\u0628\u0644\s*(?:\u0645\u0646\s*)?\u0623\u0645\u0633/) ||
            lowerText.match(/\u0642\u0628\u0644\s*(?:\u0645\u0646\s*)?\u0627\u0645\u0633/)) {
            return casualReferences/* theDayBefore */.ti(context.reference, 2);
        }
        if (lowerText === "\u0623\u0645\u0633" || lowerText === "\u0627\u0645\u0633" || lowerText === "\u0627\u0644\u0628\u0627\u0631\u062d\u0629") {
            return casualReferences/* yesterday */.jI(context.reference);
        }
        if (lowerText.match(/\u0628\u0639\u062f\s*\u063a\u062f/) || lowerText.match(/\u0628\u0639\u062f\s*\u0628\u0643\u0631/)) {
            return casualReferences/* theDayAfter */.AV(context.reference, 2);
        }
        if (lowerText === "\u063a\u062f\u0627\u064b" || lowerText === "\u063a\u062f\u0627" || lowerText.match(/^\u0628\u0643\u0631[\u0629\u0627]$/)) {
            return casualReferences/* tomorrow */.uf(context.reference);
        }
        return component;
    }
}
//# sourceMappingURL=ARCasualDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/parsers/ARCasualTimeParser.js


class ARCasualTimeParser extends AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(\u0645\u0633\u0627\u0621\\s*(?:\u0623\u0645\u0633|\u0627\u0645\u0633|\u0627\u0644\u0628\u0627\u0631\u062d\u0629)|(?:\u0623\u0645\u0633|\u0627\u0645\u0633|\u0627\u0644\u0628\u0627\u0631\u062d\u0629)\\s*\u0645\u0633\u0627\u0621\u064b?|\u0644\u064a\u0644\u0629\\s*(?:\u0623\u0645\u0633|\u0627\u0645\u0633|\u0627\u0644\u0628\u0627\u0631\u062d\u0629)|(?:\u0623\u0645\u0633|\u0627\u0645\u0633|\u0627\u0644\u0628\u0627\u0631\u062d\u0629)\\s*\u0644\u064a\u0644\u0627\u064b?|\u0627\u0644\u0644\u064a\u0644\u0629\\s*\u0627\u0644\u0645\u0627\u0636\u064a\u0629|\u0645\u0646\u062a\u0635\u0641\\s*\u0627\u0644\u0646\u0647\u0627\u0631|\u0645\u0646\u062a\u0635\u0641\\s*\u0627\u0644\u0644\u064a\u0644|\u0647\u0630\u0627\\s*\u0627\u0644\u0635\u0628\u0627\u062d|\u0647\u0630\u0627\\s*\u0627\u0644\u0645\u0633\u0627\u0621|\u0647\u0630\u0647\\s*\u0627\u0644\u0644\u064a\u0644\u0629|\u0628\u0639\u062f\\s*\u0627\u0644\u0638\u0647\u0631|\u0638\u0647\u0631\\s*\u0627\u0644\u064a\u0648\u0645|\u0627\u0644\u0635\u0628\u0627\u062d|\u0635\u0628\u0627\u062d\u0627\u064b|\u0635\u0628\u0627\u062d\u0627|\u0627\u0644\u0638\u0647\u0631|\u0638\u0647\u0631\u0627\u064b|\u0638\u0647\u0631\u0627|\u0627\u0644\u0639\u0635\u0631|\u0639\u0635\u0631\u0627\u064b|\u0639\u0635\u0631\u0627|\u0627\u0644\u0645\u0633\u0627\u0621|\u0645\u0633\u0627\u0621\u064b|\u0645\u0633\u0627\u0621|\u0627\u0644\u0644\u064a\u0644\u0629|\u0627\u0644\u0644\u064a\u0644|\u0644\u064a\u0644\u0627\u064b|\u0644\u064a\u0644\u0627)`;
    }
    innerExtract(context, match) {
        const lowerText = match[1].toLowerCase();
        const component = context.createParsingComponents();
        if (lowerText.match(/\u0645\u0633\u0627\u0621\s*(?:\u0623\u0645\u0633|\u0627\u0645\u0633|\u0627\u0644\u0628\u0627\u0631\u062d\u0629)/) || lowerText.match(/(?:\u0623\u0645\u0633|\u0627\u0645\u0633|\u0627\u0644\u0628\u0627\u0631\u062d\u0629)\s*\u0645\u0633\u0627\u0621/)) {
            return casualReferences/* yesterdayEvening */.Z6(context.reference);
        }
        if (lowerText.match(/\u0644\u064a\u0644\u0629\s*(?:\u0623\u0645\u0633|\u0627\u0645\u0633|\u0627\u0644\u0628\u0627\u0631\u062d\u0629)/) ||
            lowerText.match(/(?:\u0623\u0645\u0633|\u0627\u0645\u0633|\u0627\u0644\u0628\u0627\u0631\u062d\u0629)\s*\u0644\u064a\u0644\u0627\u064b?/) ||
            lowerText === "\u0627\u0644\u0644\u064a\u0644\u0629 \u0627\u0644\u0645\u0627\u0636\u064a\u0629") {
            return casualReferences/* lastNight */.zr(context.reference);
        }
        if (lowerText === "\u0647\u0630\u0647 \u0627\u0644\u0644\u064a\u0644\u0629" || lowerText === "\u0627\u0644\u0644\u064a\u0644\u0629") {
            return casualReferences/* tonight */.A_(context.reference);
        }
        if (lowerText === "\u0645\u0646\u062a\u0635\u0641 \u0627\u0644\u0644\u064a\u0644") {
            return casualReferences/* midnight */.Bm(context.reference);
        }
        if (lowerText === "\u0645\u0646\u062a\u0635\u0641 \u0627\u0644\u0646\u0647\u0627\u0631" ||
            lowerText === "\u0638\u0647\u0631 \u0627\u0644\u064a\u0648\u0645" ||
            lowerText === "\u0627\u0644\u0638\u0647\u0631" ||
            lowerText === "\u0638\u0647\u0631\u0627\u064b" ||
            lowerText === "\u0638\u0647\u0631\u0627") {
            return casualReferences/* noon */.zW(context.reference);
        }
        if (lowerText === "\u0628\u0639\u062f \u0627\u0644\u0638\u0647\u0631" || lowerText === "\u0627\u0644\u0639\u0635\u0631" || lowerText === "\u0639\u0635\u0631\u0627\u064b" || lowerText === "\u0639\u0635\u0631\u0627") {
            return casualReferences/* afternoon */.ZB(context.reference);
        }
        if (lowerText === "\u0647\u0630\u0627 \u0627\u0644\u0635\u0628\u0627\u062d" || lowerText === "\u0627\u0644\u0635\u0628\u0627\u062d" || lowerText === "\u0635\u0628\u0627\u062d\u0627\u064b" || lowerText === "\u0635\u0628\u0627\u062d\u0627") {
            return casualReferences/* morning */.F1(context.reference);
        }
        if (lowerText === "\u0647\u0630\u0627 \u0627\u0644\u0645\u0633\u0627\u0621" || lowerText === "\u0627\u0644\u0645\u0633\u0627\u0621" || lowerText === "\u0645\u0633\u0627\u0621\u064b" || lowerText === "\u0645\u0633\u0627\u0621") {
            return casualReferences/* evening */.Jp(context.reference);
        }
        if (lowerText === "\u0627\u0644\u0644\u064a\u0644" || lowerText === "\u0644\u064a\u0644\u0627\u064b" || lowerText === "\u0644\u064a\u0644\u0627") {
            return casualReferences/* evening */.Jp(context.reference, 22);
        }
        return component;
    }
}
//# sourceMappingURL=ARCasualTimeParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/parsers/ARWeekdayParser.js




const ARWeekdayParser_PREFIX_GROUP = 1;
const ARWeekdayParser_WEEKDAY_GROUP = 2;
const ARWeekdayParser_POSTFIX_GROUP = 3;
class ARWeekdayParser extends AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return (`(?:(?:,|\\(|\uff08)\\s*)?` +
            `(?:\u064a\u0648\u0645\\s*)?` +
            `(?:(\u0647\u0630\u0627|\u0647\u0630\u0647|\u0627\u0644\u0645\u0627\u0636\u064a|\u0627\u0644\u0645\u0627\u0636\u064a\u0629|\u0627\u0644\u0633\u0627\u0628\u0642|\u0627\u0644\u0633\u0627\u0628\u0642\u0629|\u0627\u0644\u0642\u0627\u062f\u0645|\u0627\u0644\u0642\u0627\u062f\u0645\u0629|\u0627\u0644\u0645\u0642\u0628\u0644|\u0627\u0644\u0645\u0642\u0628\u0644\u0629)\\s+)?` +
            `(${(0,pattern/* matchAnyPattern */.uJ)(ar_constants_WEEKDAY_DICTIONARY)})` +
            `(?:\\s+(\u0647\u0630\u0627|\u0647\u0630\u0647|\u0627\u0644\u0645\u0627\u0636\u064a|\u0627\u0644\u0645\u0627\u0636\u064a\u0629|\u0627\u0644\u0633\u0627\u0628\u0642|\u0627\u0644\u0633\u0627\u0628\u0642\u0629|\u0627\u0644\u0645\u0646\u0635\u0631\u0645|\u0627\u0644\u0645\u0646\u0635\u0631\u0645\u0629|\u0627\u0644\u0642\u0627\u062f\u0645|\u0627\u0644\u0642\u0627\u062f\u0645\u0629|\u0627\u0644\u0645\u0642\u0628\u0644|\u0627\u0644\u0645\u0642\u0628\u0644\u0629))?` +
            `(?:\\s*(?:,|\\)|\uff09))?`);
    }
    innerExtract(context, match) {
        const dayOfWeek = match[ARWeekdayParser_WEEKDAY_GROUP].toLowerCase();
        const weekday = ar_constants_WEEKDAY_DICTIONARY[dayOfWeek];
        const prefix = match[ARWeekdayParser_PREFIX_GROUP];
        const postfix = match[ARWeekdayParser_POSTFIX_GROUP];
        const modifierWord = (prefix || postfix || "").toLowerCase();
        let modifier = null;
        if (modifierWord === "\u0627\u0644\u0645\u0627\u0636\u064a" ||
            modifierWord === "\u0627\u0644\u0645\u0627\u0636\u064a\u0629" ||
            modifierWord === "\u0627\u0644\u0633\u0627\u0628\u0642" ||
            modifierWord === "\u0627\u0644\u0633\u0627\u0628\u0642\u0629" ||
            modifierWord === "\u0627\u0644\u0645\u0646\u0635\u0631\u0645" ||
            modifierWord === "\u0627\u0644\u0645\u0646\u0635\u0631\u0645\u0629") {
            modifier = "last";
        }
        else if (modifierWord === "\u0627\u0644\u0642\u0627\u062f\u0645" ||
            modifierWord === "\u0627\u0644\u0642\u0627\u062f\u0645\u0629" ||
            modifierWord === "\u0627\u0644\u0645\u0642\u0628\u0644" ||
            modifierWord === "\u0627\u0644\u0645\u0642\u0628\u0644\u0629") {
            modifier = "next";
        }
        else if (modifierWord === "\u0647\u0630\u0627" || modifierWord === "\u0647\u0630\u0647") {
            modifier = "this";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, weekday, modifier);
    }
}
//# sourceMappingURL=ARWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/parsers/ARMonthNameLittleEndianParser.js






const ARMonthNameLittleEndianParser_DATE_GROUP = 1;
const ARMonthNameLittleEndianParser_DATE_TO_GROUP = 2;
const ARMonthNameLittleEndianParser_MONTH_NAME_GROUP = 3;
const ARMonthNameLittleEndianParser_YEAR_GROUP = 4;
class ARMonthNameLittleEndianParser extends AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return (`(?:(?:\u0641\u064a|\u0645\u0646)\\s*)?` +
            `(${ar_constants_ORDINAL_NUMBER_PATTERN})` +
            `(?:` +
            `\\s*(?:\u0625\u0644\u0649|\u0648\u062d\u062a\u0649|\u062d\u062a\u0649|-|\u2013)\\s*` +
            `(${ar_constants_ORDINAL_NUMBER_PATTERN})` +
            `)?` +
            `(?:\\s*(?:\u0645\u0646)?\\s*)` +
            `(${(0,pattern/* matchAnyPattern */.uJ)(ar_constants_MONTH_DICTIONARY)})` +
            `(?:` +
            `(?:\\s*(?:\u060c|,)?\\s*(?:\u0633\u0646\u0629|\u0639\u0627\u0645)?\\s*)` +
            `(${ar_constants_YEAR_PATTERN}(?![^\\s]\\d))` +
            `)?`);
    }
    innerExtract(context, match) {
        const month = ar_constants_MONTH_DICTIONARY[match[ARMonthNameLittleEndianParser_MONTH_NAME_GROUP].toLowerCase()];
        const day = ar_constants_parseOrdinalNumberPattern(match[ARMonthNameLittleEndianParser_DATE_GROUP]);
        if (day > 31 || day < 1) {
            match.index = match.index + match[ARMonthNameLittleEndianParser_DATE_GROUP].length;
            return null;
        }
        const result = context.createParsingResult(match.index, match[0]);
        result.start.assign("month", month);
        result.start.assign("day", day);
        if (match[ARMonthNameLittleEndianParser_YEAR_GROUP]) {
            const yearNumber = ar_constants_parseYear(match[ARMonthNameLittleEndianParser_YEAR_GROUP]);
            result.start.assign("year", yearNumber);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
            result.start.imply("year", year);
        }
        if (match[ARMonthNameLittleEndianParser_DATE_TO_GROUP]) {
            const endDate = ar_constants_parseOrdinalNumberPattern(match[ARMonthNameLittleEndianParser_DATE_TO_GROUP]);
            result.end = result.start.clone();
            result.end.assign("day", endDate);
        }
        return result;
    }
}
//# sourceMappingURL=ARMonthNameLittleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/parsers/ARMonthNameParser.js





const ARMonthNameParser_MONTH_NAME_GROUP = 1;
const ARMonthNameParser_YEAR_GROUP = 2;
class ARMonthNameParser extends AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return (`(?:(?:\u0641\u064a|\u062e\u0644\u0627\u0644)\\s*)?` +
            `(?:\u0634\u0647\u0631\\s*)?` +
            `(${(0,pattern/* matchAnyPattern */.uJ)(ar_constants_MONTH_DICTIONARY)})` +
            `(?:` +
            `(?:\\s*(?:\u060c|,)?\\s*(?:\u0633\u0646\u0629|\u0639\u0627\u0645)?\\s*)` +
            `(${ar_constants_YEAR_PATTERN})` +
            `)?`);
    }
    innerExtract(context, match) {
        if (context.text.substring(0, match.index).match(/[0-9\u0660-\u0669]+\s*$/)) {
            return null;
        }
        const monthName = match[ARMonthNameParser_MONTH_NAME_GROUP].toLowerCase();
        const month = ar_constants_MONTH_DICTIONARY[monthName];
        if (!month) {
            return null;
        }
        const result = context.createParsingResult(match.index, match[0]);
        result.start.imply("day", 1);
        result.start.assign("month", month);
        if (match[ARMonthNameParser_YEAR_GROUP]) {
            const year = ar_constants_parseYear(match[ARMonthNameParser_YEAR_GROUP]);
            result.start.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, 1, month);
            result.start.imply("year", year);
        }
        return result;
    }
}
//# sourceMappingURL=ARMonthNameParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/parsers/ARTimeExpressionParser.js



const ARTimeExpressionParser_HOUR_GROUP = 2;
const MINUTE_GROUP = 3;
const SECOND_GROUP = 4;
const MILLI_SECOND_GROUP = 5;
const AM_PM_GROUP = 6;
function arPrimaryTimePattern(leftBoundary, primaryPrefix, primarySuffix, flags) {
    return new RegExp(`${leftBoundary}` +
        `${primaryPrefix}` +
        `([0-9\u0660-\u0669]{1,4})` +
        `(?:` +
        `(?:\\.|:|\uff1a)` +
        `([0-9\u0660-\u0669]{1,2})` +
        `(?:` +
        `(?::|\uff1a)` +
        `([0-9\u0660-\u0669]{2})` +
        `(?:\\.([0-9\u0660-\u0669]{1,6}))?` +
        `)?` +
        `)?` +
        `(?:\\s*(a\\.m\\.|p\\.m\\.|am?|pm?|\u0635|\u0645))?` +
        `${primarySuffix}`, flags);
}
function arFollowingTimePattern(followingPhase, followingSuffix) {
    return new RegExp(`^(${followingPhase})` +
        `([0-9\u0660-\u0669]{1,4})` +
        `(?:` +
        `(?:\\.|:|\uff1a)` +
        `([0-9\u0660-\u0669]{1,2})` +
        `(?:` +
        `(?::|\uff1a)` +
        `([0-9\u0660-\u0669]{1,2})(?:\\.([0-9\u0660-\u0669]{1,6}))?` +
        `)?` +
        `)?` +
        `(?:\\s*(a\\.m\\.|p\\.m\\.|am?|pm?|\u0635|\u0645))?` +
        `${followingSuffix}`, "iu");
}
class ARTimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
    constructor(strictMode = false) {
        super(strictMode);
    }
    patternFlags() {
        return constants_REGEX_PARTS.flags;
    }
    primaryPatternLeftBoundary() {
        return `(^|\\s|T|(?:[^\\p{L}\\p{N}_]))`;
    }
    followingPhase() {
        return `\\s*(?:-|\u2013|~|\u0625\u0644\u0649|\u0648\u062d\u062a\u0649|\u062d\u062a\u0649)\\s*`;
    }
    primaryPrefix() {
        return `(?:(?:\u0641\u064a\\s*\u062a\u0645\u0627\u0645|\u0641\u064a|\u0627\u0644\u0633\u0627\u0639\u0629|\u0633\u0627\u0639\u0629|\u0645\u0646)\\s*)??`;
    }
    primarySuffix() {
        return `(?:\\s*(?:\u0635\u0628\u0627\u062d\u0627\u064b|\u0635\u0628\u0627\u062d\u0627|\u0645\u0633\u0627\u0621\u064b|\u0645\u0633\u0627\u0621|\u0644\u064a\u0644\u0627\u064b|\u0644\u064a\u0644\u0627|\u0639\u0635\u0631\u0627\u064b|\u0639\u0635\u0631\u0627|\u0638\u0647\u0631\u0627\u064b|\u0638\u0647\u0631\u0627))?(?!/)${constants_REGEX_PARTS.rightBoundary}`;
    }
    followingSuffix() {
        return `(?:\\s*(?:\u0635\u0628\u0627\u062d\u0627\u064b|\u0635\u0628\u0627\u062d\u0627|\u0645\u0633\u0627\u0621\u064b|\u0645\u0633\u0627\u0621|\u0644\u064a\u0644\u0627\u064b|\u0644\u064a\u0644\u0627|\u0639\u0635\u0631\u0627\u064b|\u0639\u0635\u0631\u0627|\u0638\u0647\u0631\u0627\u064b|\u0638\u0647\u0631\u0627))?(?!/)${constants_REGEX_PARTS.rightBoundary}`;
    }
    getPrimaryTimePatternThroughCache() {
        return arPrimaryTimePattern(this.primaryPatternLeftBoundary(), this.primaryPrefix(), this.primarySuffix(), this.patternFlags());
    }
    getFollowingTimePatternThroughCache() {
        return arFollowingTimePattern(this.followingPhase(), this.followingSuffix());
    }
    extractPrimaryTimeComponents(context, match) {
        if (match[ARTimeExpressionParser_HOUR_GROUP])
            match[ARTimeExpressionParser_HOUR_GROUP] = toWesternDigits(match[ARTimeExpressionParser_HOUR_GROUP]);
        if (match[MINUTE_GROUP])
            match[MINUTE_GROUP] = toWesternDigits(match[MINUTE_GROUP]);
        if (match[SECOND_GROUP])
            match[SECOND_GROUP] = toWesternDigits(match[SECOND_GROUP]);
        if (match[MILLI_SECOND_GROUP])
            match[MILLI_SECOND_GROUP] = toWesternDigits(match[MILLI_SECOND_GROUP]);
        const components = super.extractPrimaryTimeComponents(context, match);
        if (components) {
            const ampmGroup = (match[AM_PM_GROUP] || "").toLowerCase();
            const fullMatch = match[0].toLowerCase();
            const isPM = ampmGroup === "\u0645" ||
                ampmGroup === "pm" ||
                ampmGroup === "p" ||
                ampmGroup === "p.m." ||
                /(?:\u0645\u0633\u0627\u0621\u064b|\u0645\u0633\u0627\u0621|\u0644\u064a\u0644\u0627\u064b|\u0644\u064a\u0644\u0627|\u0639\u0635\u0631\u0627\u064b|\u0639\u0635\u0631\u0627)/.test(fullMatch);
            const isAM = ampmGroup === "\u0635" ||
                ampmGroup === "am" ||
                ampmGroup === "a" ||
                ampmGroup === "a.m." ||
                /(?:\u0635\u0628\u0627\u062d\u0627\u064b|\u0635\u0628\u0627\u062d\u0627)/.test(fullMatch);
            const isNoon = /(?:\u0638\u0647\u0631\u0627\u064b|\u0638\u0647\u0631\u0627)/.test(fullMatch);
            if (isPM) {
                const hour = components.get("hour");
                if (hour < 12) {
                    components.assign("hour", hour + 12);
                }
                components.assign("meridiem", types/* Meridiem */.FF.PM);
            }
            else if (isAM) {
                const hour = components.get("hour");
                if (hour === 12) {
                    components.assign("hour", 0);
                }
                components.assign("meridiem", types/* Meridiem */.FF.AM);
            }
            else if (isNoon) {
                const hour = components.get("hour");
                if (hour < 12 && hour !== 0) {
                    components.assign("hour", hour + 12);
                }
                components.assign("meridiem", types/* Meridiem */.FF.PM);
            }
        }
        return components;
    }
    extractFollowingTimeComponents(context, match, result) {
        if (match[ARTimeExpressionParser_HOUR_GROUP])
            match[ARTimeExpressionParser_HOUR_GROUP] = toWesternDigits(match[ARTimeExpressionParser_HOUR_GROUP]);
        if (match[MINUTE_GROUP])
            match[MINUTE_GROUP] = toWesternDigits(match[MINUTE_GROUP]);
        if (match[SECOND_GROUP])
            match[SECOND_GROUP] = toWesternDigits(match[SECOND_GROUP]);
        if (match[MILLI_SECOND_GROUP])
            match[MILLI_SECOND_GROUP] = toWesternDigits(match[MILLI_SECOND_GROUP]);
        const components = super.extractFollowingTimeComponents(context, match, result);
        if (components) {
            const ampmGroup = (match[AM_PM_GROUP] || "").toLowerCase();
            const fullMatch = match[0].toLowerCase();
            const isPM = ampmGroup === "\u0645" ||
                ampmGroup === "pm" ||
                ampmGroup === "p" ||
                ampmGroup === "p.m." ||
                /(?:\u0645\u0633\u0627\u0621\u064b|\u0645\u0633\u0627\u0621|\u0644\u064a\u0644\u0627\u064b|\u0644\u064a\u0644\u0627|\u0639\u0635\u0631\u0627\u064b|\u0639\u0635\u0631\u0627)/.test(fullMatch);
            const isAM = ampmGroup === "\u0635" ||
                ampmGroup === "am" ||
                ampmGroup === "a" ||
                ampmGroup === "a.m." ||
                /(?:\u0635\u0628\u0627\u062d\u0627\u064b|\u0635\u0628\u0627\u062d\u0627)/.test(fullMatch);
            const isNoon = /(?:\u0638\u0647\u0631\u0627\u064b|\u0638\u0647\u0631\u0627)/.test(fullMatch);
            if (isPM) {
                const hour = components.get("hour");
                if (hour < 12) {
                    components.assign("hour", hour + 12);
                }
                components.assign("meridiem", types/* Meridiem */.FF.PM);
            }
            else if (isAM) {
                const hour = components.get("hour");
                if (hour === 12) {
                    components.assign("hour", 0);
                }
                components.assign("meridiem", types/* Meridiem */.FF.AM);
            }
            else if (isNoon) {
                const hour = components.get("hour");
                if (hour < 12 && hour !== 0) {
                    components.assign("hour", hour + 12);
                }
                components.assign("meridiem", types/* Meridiem */.FF.PM);
            }
            if (!result.start.isCertain("meridiem")) {
                if (isPM) {
                    result.start.imply("meridiem", types/* Meridiem */.FF.PM);
                    if (result.start.get("hour") < 12) {
                        result.start.assign("hour", result.start.get("hour") + 12);
                    }
                }
                else if (isAM) {
                    result.start.imply("meridiem", types/* Meridiem */.FF.AM);
                    if (result.start.get("hour") === 12) {
                        result.start.assign("hour", 0);
                    }
                }
            }
        }
        return components;
    }
}
//# sourceMappingURL=ARTimeExpressionParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/parsers/ARTimeUnitAgoFormatParser.js




class ARTimeUnitAgoFormatParser extends AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(?:(?:\u0645\u0646\u0630|\u0642\u0628\u0644)\\s*(${ar_constants_TIME_UNITS_PATTERN})|(${ar_constants_TIME_UNITS_PATTERN})\\s*(?:\u0645\u0636\u062a|\u0633\u0627\u0628\u0642\u0627\u064b))`;
    }
    innerExtract(context, match) {
        const timeUnitsText = match[1] || match[2];
        const timeUnits = ar_constants_parseDuration(timeUnitsText);
        const outputTimeUnits = (0,calculation_duration/* reverseDuration */.x4)(timeUnits);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, outputTimeUnits);
    }
}
//# sourceMappingURL=ARTimeUnitAgoFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/parsers/ARTimeUnitLaterFormatParser.js



class ARTimeUnitLaterFormatParser extends AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(?:(?:\u0628\u0639\u062f)\\s*(${ar_constants_TIME_UNITS_PATTERN})(?:\\s*\u0645\u0646\\s*\u0627\u0644\u0622\u0646)?|(${ar_constants_TIME_UNITS_PATTERN})\\s*(?:\u0645\u0646\\s*\u0627\u0644\u0622\u0646|\u0644\u0627\u062d\u0642\u0627\u064b|\u0644\u0627\u062d\u0642\u0627))`;
    }
    innerExtract(context, match) {
        const timeUnitsText = match[1] || match[2];
        const timeUnits = ar_constants_parseDuration(timeUnitsText);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=ARTimeUnitLaterFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/parsers/ARTimeUnitWithinFormatParser.js



class ARTimeUnitWithinFormatParser extends AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(?:\u0641\u064a\\s*\u062e\u0644\u0627\u0644|\u0641\u064a\\s*\u063a\u0636\u0648\u0646|\u0641\u064a\\s*\u0638\u0631\u0641|\u062e\u0644\u0627\u0644)\\s*(${ar_constants_TIME_UNITS_PATTERN})`;
    }
    innerExtract(context, match) {
        const timeUnits = ar_constants_parseDuration(match[1]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=ARTimeUnitWithinFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/parsers/ARRelativeDateFormatParser.js


const ARRelativeDateFormatParser_PREFIX_GROUP = 1;
const UNIT_GROUP = 2;
const ARRelativeDateFormatParser_POSTFIX_GROUP = 3;
class ARRelativeDateFormatParser extends AbstractParserWithWordBoundaryChecking_AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return (`(?:\u0641\u064a\\s+)?` +
            `(?:(\u0647\u0630\u0627|\u0647\u0630\u0647)\\s+)?` +
            `(\u0627\u0644\u0634\u0647\u0631|\u0627\u0644\u0627\u0633\u0628\u0648\u0639|\u0627\u0644\u0623\u0633\u0628\u0648\u0639|\u0627\u0644\u0639\u0627\u0645|\u0627\u0644\u0633\u0646\u0629)` +
            `(?:\\s+(\u0627\u0644\u0645\u0627\u0636\u064a|\u0627\u0644\u0645\u0627\u0636\u064a\u0629|\u0627\u0644\u0633\u0627\u0628\u0642|\u0627\u0644\u0633\u0627\u0628\u0642\u0629|\u0627\u0644\u0645\u0646\u0635\u0631\u0645|\u0627\u0644\u0645\u0646\u0635\u0631\u0645\u0629|\u0627\u0644\u0642\u0627\u062f\u0645|\u0627\u0644\u0642\u0627\u062f\u0645\u0629|\u0627\u0644\u0645\u0642\u0628\u0644|\u0627\u0644\u0645\u0642\u0628\u0644\u0629|\u0627\u0644\u062a\u0627\u0644\u064a|\u0627\u0644\u062a\u0627\u0644\u064a\u0629))?`);
    }
    innerExtract(context, match) {
        const prefix = (match[ARRelativeDateFormatParser_PREFIX_GROUP] || "").toLowerCase();
        const unitWord = match[UNIT_GROUP].toLowerCase();
        const postfix = (match[ARRelativeDateFormatParser_POSTFIX_GROUP] || "").toLowerCase();
        let timeunit = "month";
        if (unitWord === "\u0627\u0644\u0627\u0633\u0628\u0648\u0639" || unitWord === "\u0627\u0644\u0623\u0633\u0628\u0648\u0639") {
            timeunit = "week";
        }
        else if (unitWord === "\u0627\u0644\u0639\u0627\u0645" || unitWord === "\u0627\u0644\u0633\u0646\u0629") {
            timeunit = "year";
        }
        if (postfix === "\u0627\u0644\u0642\u0627\u062f\u0645" ||
            postfix === "\u0627\u0644\u0642\u0627\u062f\u0645\u0629" ||
            postfix === "\u0627\u0644\u0645\u0642\u0628\u0644" ||
            postfix === "\u0627\u0644\u0645\u0642\u0628\u0644\u0629" ||
            postfix === "\u0627\u0644\u062a\u0627\u0644\u064a" ||
            postfix === "\u0627\u0644\u062a\u0627\u0644\u064a\u0629") {
            const timeUnits = {};
            timeUnits[timeunit] = 1;
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
        }
        if (postfix === "\u0627\u0644\u0645\u0627\u0636\u064a" ||
            postfix === "\u0627\u0644\u0645\u0627\u0636\u064a\u0629" ||
            postfix === "\u0627\u0644\u0633\u0627\u0628\u0642" ||
            postfix === "\u0627\u0644\u0633\u0627\u0628\u0642\u0629" ||
            postfix === "\u0627\u0644\u0645\u0646\u0635\u0631\u0645" ||
            postfix === "\u0627\u0644\u0645\u0646\u0635\u0631\u0645\u0629") {
            const timeUnits = {};
            timeUnits[timeunit] = -1;
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
        }
        const components = context.createParsingComponents();
        const date = new Date(context.reference.instant.getTime());
        if (timeunit === "week") {
            date.setDate(date.getDate() - date.getDay());
            components.imply("day", date.getDate());
            components.imply("month", date.getMonth() + 1);
            components.imply("year", date.getFullYear());
        }
        else if (timeunit === "month") {
            date.setDate(1);
            components.imply("day", date.getDate());
            components.assign("year", date.getFullYear());
            components.assign("month", date.getMonth() + 1);
        }
        else if (timeunit === "year") {
            date.setDate(1);
            date.setMonth(0);
            components.imply("day", date.getDate());
            components.imply("month", date.getMonth() + 1);
            components.assign("year", date.getFullYear());
        }
        return components;
    }
}
//# sourceMappingURL=ARRelativeDateFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/refiners/ARMergeDateTimeRefiner.js

class ARMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return new RegExp(`^\\s*(T|\u0641\u064a\\s*\u062a\u0645\u0627\u0645|\u0641\u064a|\u0627\u0644\u0633\u0627\u0639\u0629|\u0633\u0627\u0639\u0629|,|-)?\\s*$`, "iu");
    }
}
//# sourceMappingURL=ARMergeDateTimeRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/refiners/ARMergeDateRangeRefiner.js

class ARMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(\u0625\u0644\u0649|\u0648\u062d\u062a\u0649|\u062d\u062a\u0649|-|\u2013)\s*$/iu;
    }
}
//# sourceMappingURL=ARMergeDateRangeRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ar/index.js



















const ar_casual = new chrono/* Chrono */.u(ar_createCasualConfiguration());
const ar_strict = new chrono/* Chrono */.u(ar_createConfiguration(true));
function ar_parse(text, ref, option) {
    return ar_casual.parse(text, ref, option);
}
function ar_parseDate(text, ref, option) {
    return ar_casual.parseDate(text, ref, option);
}
function ar_createCasualConfiguration(littleEndian = true) {
    const option = ar_createConfiguration(false, littleEndian);
    option.parsers.unshift(new ARCasualDateParser());
    option.parsers.unshift(new ARCasualTimeParser());
    option.parsers.unshift(new ARMonthNameParser());
    option.parsers.unshift(new ARRelativeDateFormatParser());
    return option;
}
function ar_createConfiguration(strictMode = true, littleEndian = true) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new SlashDateFormatParser/* default */.A(littleEndian),
            new ARTimeUnitWithinFormatParser(),
            new ARMonthNameLittleEndianParser(),
            new ARWeekdayParser(),
            new ARTimeExpressionParser(strictMode),
            new ARTimeUnitAgoFormatParser(),
            new ARTimeUnitLaterFormatParser(),
        ],
        refiners: [new ARMergeDateTimeRefiner(), new ARMergeDateRangeRefiner()],
    }, strictMode);
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/index.js






















const esm_strict = en.strict;
const esm_casual = en.casual;
function esm_parse(text, ref, option) {
    return esm_casual.parse(text, ref, option);
}
function esm_parseDate(text, ref, option) {
    return esm_casual.parseDate(text, ref, option);
}
//# sourceMappingURL=index.js.map

/***/ })

};
