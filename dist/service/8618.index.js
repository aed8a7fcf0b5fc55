export const id = 8618;
export const ids = [8618];
export const modules = {

/***/ 90699:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Si: () => (/* binding */ casual)
});

// UNUSED EXPORTS: Chrono, Meridiem, ParsingComponents, ParsingResult, ReferenceWithTimezone, Weekday, createCasualConfiguration, createConfiguration, parse, parseDate, strict

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/SlashDateFormatParser.js
var SlashDateFormatParser = __webpack_require__(51194);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/ISOFormatParser.js
var ISOFormatParser = __webpack_require__(21930);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractTimeExpressionParser.js
var AbstractTimeExpressionParser = __webpack_require__(37341);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/parsers/DETimeExpressionParser.js

class DETimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
    primaryPrefix() {
        return "(?:(?:um|von)\\s*)?";
    }
    followingPhase() {
        return "\\s*(?:\\-|\\\u2013|\\~|\\\u301c|bis)\\s*";
    }
    extractPrimaryTimeComponents(context, match) {
        if (match[0].match(/^\s*\d{4}\s*$/)) {
            return null;
        }
        return super.extractPrimaryTimeComponents(context, match);
    }
}
//# sourceMappingURL=DETimeExpressionParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/pattern.js
var pattern = __webpack_require__(68652);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/years.js
var years = __webpack_require__(50624);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/constants.js


const WEEKDAY_DICTIONARY = {
    "sonntag": 0,
    "so": 0,
    "montag": 1,
    "mo": 1,
    "dienstag": 2,
    "di": 2,
    "mittwoch": 3,
    "mi": 3,
    "donnerstag": 4,
    "do": 4,
    "freitag": 5,
    "fr": 5,
    "samstag": 6,
    "sa": 6,
};
const MONTH_DICTIONARY = {
    "januar": 1,
    "j\u00e4nner": 1,
    "janner": 1,
    "jan": 1,
    "jan.": 1,
    "februar": 2,
    "feber": 2,
    "feb": 2,
    "feb.": 2,
    "m\u00e4rz": 3,
    "maerz": 3,
    "m\u00e4r": 3,
    "m\u00e4r.": 3,
    "mrz": 3,
    "mrz.": 3,
    "april": 4,
    "apr": 4,
    "apr.": 4,
    "mai": 5,
    "juni": 6,
    "jun": 6,
    "jun.": 6,
    "juli": 7,
    "jul": 7,
    "jul.": 7,
    "august": 8,
    "aug": 8,
    "aug.": 8,
    "september": 9,
    "sep": 9,
    "sep.": 9,
    "sept": 9,
    "sept.": 9,
    "oktober": 10,
    "okt": 10,
    "okt.": 10,
    "november": 11,
    "nov": 11,
    "nov.": 11,
    "dezember": 12,
    "dez": 12,
    "dez.": 12,
};
const INTEGER_WORD_DICTIONARY = {
    "eins": 1,
    "eine": 1,
    "einem": 1,
    "einen": 1,
    "einer": 1,
    "zwei": 2,
    "drei": 3,
    "vier": 4,
    "f\u00fcnf": 5,
    "fuenf": 5,
    "sechs": 6,
    "sieben": 7,
    "acht": 8,
    "neun": 9,
    "zehn": 10,
    "elf": 11,
    "zw\u00f6lf": 12,
    "zwoelf": 12,
};
const TIME_UNIT_DICTIONARY = {
    sek: "second",
    sekunde: "second",
    sekunden: "second",
    min: "minute",
    minute: "minute",
    minuten: "minute",
    h: "hour",
    std: "hour",
    stunde: "hour",
    stunden: "hour",
    tag: "day",
    tage: "day",
    tagen: "day",
    woche: "week",
    wochen: "week",
    monat: "month",
    monate: "month",
    monaten: "month",
    monats: "month",
    quartal: "quarter",
    quartals: "quarter",
    quartale: "quarter",
    quartalen: "quarter",
    a: "year",
    j: "year",
    jr: "year",
    jahr: "year",
    jahre: "year",
    jahren: "year",
    jahres: "year",
};
const NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(INTEGER_WORD_DICTIONARY)}|[0-9]+|[0-9]+\\.[0-9]+|halb?|halbe?|einigen?|wenigen?|mehreren?)`;
function parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return INTEGER_WORD_DICTIONARY[num];
    }
    else if (num === "ein" || num === "einer" || num === "einem" || num === "einen" || num === "eine") {
        return 1;
    }
    else if (num.match(/wenigen/)) {
        return 2;
    }
    else if (num.match(/halb/) || num.match(/halben/)) {
        return 0.5;
    }
    else if (num.match(/einigen/)) {
        return 3;
    }
    else if (num.match(/mehreren/)) {
        return 7;
    }
    return parseFloat(num);
}
const YEAR_PATTERN = `(?:[0-9]{1,4}(?:\\s*[vn]\\.?\\s*(?:C(?:hr)?|(?:u\\.?|d\\.?(?:\\s*g\\.?)?)?\\s*Z)\\.?|\\s*(?:u\\.?|d\\.?(?:\\s*g\\.)?)\\s*Z\\.?)?)`;
function parseYear(match) {
    if (/v/i.test(match)) {
        return -parseInt(match.replace(/[^0-9]+/gi, ""));
    }
    if (/n/i.test(match)) {
        return parseInt(match.replace(/[^0-9]+/gi, ""));
    }
    if (/z/i.test(match)) {
        return parseInt(match.replace(/[^0-9]+/gi, ""));
    }
    const rawYearNumber = parseInt(match);
    return (0,years/* findMostLikelyADYear */.D)(rawYearNumber);
}
const SINGLE_TIME_UNIT_PATTERN = `(${NUMBER_PATTERN})\\s{0,5}(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})\\s{0,5}`;
const SINGLE_TIME_UNIT_REGEX = new RegExp(SINGLE_TIME_UNIT_PATTERN, "i");
const TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)("", SINGLE_TIME_UNIT_PATTERN);
function parseDuration(timeunitText) {
    const fragments = {};
    let remainingText = timeunitText;
    let match = SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    while (match) {
        collectDateTimeFragment(fragments, match);
        remainingText = remainingText.substring(match[0].length);
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
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/weekdays.js
var weekdays = __webpack_require__(11215);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/parsers/DEWeekdayParser.js




const PATTERN = new RegExp("(?:(?:\\,|\\(|\\\uff08)\\s*)?" +
    "(?:a[mn]\\s*?)?" +
    "(?:(diese[mn]|letzte[mn]|n(?:\u00e4|ae)chste[mn])\\s*)?" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(WEEKDAY_DICTIONARY)})` +
    "(?:\\s*(?:\\,|\\)|\\\uff09))?" +
    "(?:\\s*(diese|letzte|n(?:\u00e4|ae)chste)\\s*woche)?" +
    "(?=\\W|$)", "i");
const PREFIX_GROUP = 1;
const SUFFIX_GROUP = 3;
const WEEKDAY_GROUP = 2;
class DEWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return PATTERN;
    }
    innerExtract(context, match) {
        const dayOfWeek = match[WEEKDAY_GROUP].toLowerCase();
        const offset = WEEKDAY_DICTIONARY[dayOfWeek];
        const prefix = match[PREFIX_GROUP];
        const postfix = match[SUFFIX_GROUP];
        let modifierWord = prefix || postfix;
        modifierWord = modifierWord || "";
        modifierWord = modifierWord.toLowerCase();
        let modifier = null;
        if (modifierWord.match(/letzte/)) {
            modifier = "last";
        }
        else if (modifierWord.match(/chste/)) {
            modifier = "next";
        }
        else if (modifierWord.match(/diese/)) {
            modifier = "this";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, offset, modifier);
    }
}
//# sourceMappingURL=DEWeekdayParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/parsers/DESpecificTimeExpressionParser.js

const FIRST_REG_PATTERN = new RegExp("(^|\\s|T)" +
    "(?:(?:um|von)\\s*)?" +
    "(\\d{1,2})(?:h|:)?" +
    "(?:(\\d{1,2})(?:m|:)?)?" +
    "(?:(\\d{1,2})(?:s)?)?" +
    "(?:\\s*Uhr)?" +
    "(?:\\s*(morgens|vormittags|nachmittags|abends|nachts|am\\s+(?:Morgen|Vormittag|Nachmittag|Abend)|in\\s+der\\s+Nacht))?" +
    "(?=\\W|$)", "i");
const SECOND_REG_PATTERN = new RegExp("^\\s*(\\-|\\\u2013|\\~|\\\u301c|bis(?:\\s+um)?|\\?)\\s*" +
    "(\\d{1,2})(?:h|:)?" +
    "(?:(\\d{1,2})(?:m|:)?)?" +
    "(?:(\\d{1,2})(?:s)?)?" +
    "(?:\\s*Uhr)?" +
    "(?:\\s*(morgens|vormittags|nachmittags|abends|nachts|am\\s+(?:Morgen|Vormittag|Nachmittag|Abend)|in\\s+der\\s+Nacht))?" +
    "(?=\\W|$)", "i");
const HOUR_GROUP = 2;
const MINUTE_GROUP = 3;
const SECOND_GROUP = 4;
const AM_PM_HOUR_GROUP = 5;
class DESpecificTimeExpressionParser {
    pattern(context) {
        return FIRST_REG_PATTERN;
    }
    extract(context, match) {
        const result = context.createParsingResult(match.index + match[1].length, match[0].substring(match[1].length));
        if (result.text.match(/^\d{4}$/)) {
            match.index += match[0].length;
            return null;
        }
        result.start = DESpecificTimeExpressionParser.extractTimeComponent(result.start.clone(), match);
        if (!result.start) {
            match.index += match[0].length;
            return null;
        }
        const remainingText = context.text.substring(match.index + match[0].length);
        const secondMatch = SECOND_REG_PATTERN.exec(remainingText);
        if (secondMatch) {
            result.end = DESpecificTimeExpressionParser.extractTimeComponent(result.start.clone(), secondMatch);
            if (result.end) {
                result.text += secondMatch[0];
            }
        }
        return result;
    }
    static extractTimeComponent(extractingComponents, match) {
        let hour = 0;
        let minute = 0;
        let meridiem = null;
        hour = parseInt(match[HOUR_GROUP]);
        if (match[MINUTE_GROUP] != null) {
            minute = parseInt(match[MINUTE_GROUP]);
        }
        if (minute >= 60 || hour > 24) {
            return null;
        }
        if (hour >= 12) {
            meridiem = types/* Meridiem */.FF.PM;
        }
        if (match[AM_PM_HOUR_GROUP] != null) {
            if (hour > 12)
                return null;
            const ampm = match[AM_PM_HOUR_GROUP].toLowerCase();
            if (ampm.match(/morgen|vormittag/)) {
                meridiem = types/* Meridiem */.FF.AM;
                if (hour == 12) {
                    hour = 0;
                }
            }
            if (ampm.match(/nachmittag|abend/)) {
                meridiem = types/* Meridiem */.FF.PM;
                if (hour != 12) {
                    hour += 12;
                }
            }
            if (ampm.match(/nacht/)) {
                if (hour == 12) {
                    meridiem = types/* Meridiem */.FF.AM;
                    hour = 0;
                }
                else if (hour < 6) {
                    meridiem = types/* Meridiem */.FF.AM;
                }
                else {
                    meridiem = types/* Meridiem */.FF.PM;
                    hour += 12;
                }
            }
        }
        extractingComponents.assign("hour", hour);
        extractingComponents.assign("minute", minute);
        if (meridiem !== null) {
            extractingComponents.assign("meridiem", meridiem);
        }
        else {
            if (hour < 12) {
                extractingComponents.imply("meridiem", types/* Meridiem */.FF.AM);
            }
            else {
                extractingComponents.imply("meridiem", types/* Meridiem */.FF.PM);
            }
        }
        if (match[SECOND_GROUP] != null) {
            const second = parseInt(match[SECOND_GROUP]);
            if (second >= 60)
                return null;
            extractingComponents.assign("second", second);
        }
        return extractingComponents;
    }
}
//# sourceMappingURL=DESpecificTimeExpressionParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateRangeRefiner.js
var AbstractMergeDateRangeRefiner = __webpack_require__(49227);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/refiners/DEMergeDateRangeRefiner.js

class DEMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(bis(?:\s*(?:am|zum))?|-)\s*$/i;
    }
}
//# sourceMappingURL=DEMergeDateRangeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js + 1 modules
var AbstractMergeDateTimeRefiner = __webpack_require__(52654);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/refiners/DEMergeDateTimeRefiner.js

class DEMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return new RegExp("^\\s*(T|um|am|,|-)?\\s*$");
    }
}
//# sourceMappingURL=DEMergeDateTimeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/dates.js
var dates = __webpack_require__(15167);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/parsers/DECasualTimeParser.js



class DECasualTimeParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return /(diesen)?\s*(morgen|vormittag|mittags?|nachmittag|abend|nacht|mitternacht)(?=\W|$)/i;
    }
    innerExtract(context, match) {
        const targetDate = context.refDate;
        const timeKeywordPattern = match[2].toLowerCase();
        const component = context.createParsingComponents();
        (0,dates/* implySimilarTime */.A4)(component, targetDate);
        return DECasualTimeParser.extractTimeComponents(component, timeKeywordPattern);
    }
    static extractTimeComponents(component, timeKeywordPattern) {
        switch (timeKeywordPattern) {
            case "morgen":
                component.imply("hour", 6);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.addTag("casualReference/morning");
                break;
            case "vormittag":
                component.imply("hour", 9);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.addTag("casualReference/morning");
                break;
            case "mittag":
            case "mittags":
                component.imply("hour", 12);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.addTag("casualReference/noon");
                break;
            case "nachmittag":
                component.imply("hour", 15);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.addTag("casualReference/afternoon");
                break;
            case "abend":
                component.imply("hour", 18);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.addTag("casualReference/evening");
                break;
            case "nacht":
                component.imply("hour", 22);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.addTag("casualReference/evening");
                break;
            case "mitternacht":
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
//# sourceMappingURL=DECasualTimeParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/casualReferences.js
var casualReferences = __webpack_require__(27225);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/duration.js
var duration = __webpack_require__(24440);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/parsers/DECasualDateParser.js





const DECasualDateParser_PATTERN = new RegExp(`(jetzt|heute|morgen|\u00fcbermorgen|uebermorgen|gestern|vorgestern|letzte\\s*nacht)` +
    `(?:\\s*(morgen|vormittag|mittags?|nachmittag|abend|nacht|mitternacht))?` +
    `(?=\\W|$)`, "i");
const DATE_GROUP = 1;
const TIME_GROUP = 2;
class DECasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return DECasualDateParser_PATTERN;
    }
    innerExtract(context, match) {
        let targetDate = context.reference.getDateWithAdjustedTimezone();
        const dateKeyword = (match[DATE_GROUP] || "").toLowerCase();
        const timeKeyword = (match[TIME_GROUP] || "").toLowerCase();
        let component = context.createParsingComponents();
        switch (dateKeyword) {
            case "jetzt":
                component = casualReferences/* now */.tB(context.reference);
                break;
            case "heute":
                component = casualReferences/* today */.Ec(context.reference);
                break;
            case "morgen":
                targetDate = (0,duration/* addDuration */.Gw)(targetDate, { day: 1 });
                (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                (0,dates/* implySimilarTime */.A4)(component, targetDate);
                break;
            case "\u00fcbermorgen":
            case "uebermorgen":
                targetDate = (0,duration/* addDuration */.Gw)(targetDate, { day: 2 });
                (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                (0,dates/* implySimilarTime */.A4)(component, targetDate);
                break;
            case "gestern":
                targetDate = (0,duration/* addDuration */.Gw)(targetDate, { day: -1 });
                (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                (0,dates/* implySimilarTime */.A4)(component, targetDate);
                break;
            case "vorgestern":
                targetDate = (0,duration/* addDuration */.Gw)(targetDate, { day: -2 });
                (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                (0,dates/* implySimilarTime */.A4)(component, targetDate);
                break;
            default:
                if (dateKeyword.match(/letzte\s*nacht/)) {
                    if (targetDate.getHours() > 6) {
                        targetDate = (0,duration/* addDuration */.Gw)(targetDate, { day: -1 });
                    }
                    (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                    component.imply("hour", 0);
                }
                break;
        }
        if (timeKeyword) {
            component = DECasualTimeParser.extractTimeComponents(component, timeKeyword);
        }
        return component;
    }
}
//# sourceMappingURL=DECasualDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/parsers/DEMonthNameLittleEndianParser.js





const DEMonthNameLittleEndianParser_PATTERN = new RegExp("(?:am\\s*?)?" +
    "(?:den\\s*?)?" +
    `([0-9]{1,2})\\.` +
    `(?:\\s*(?:bis(?:\\s*(?:am|zum))?|\\-|\\\u2013|\\s)\\s*([0-9]{1,2})\\.?)?\\s*` +
    `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    `(?:(?:-|/|,?\\s*)(${YEAR_PATTERN}(?![^\\s]\\d)))?` +
    `(?=\\W|$)`, "i");
const DEMonthNameLittleEndianParser_DATE_GROUP = 1;
const DATE_TO_GROUP = 2;
const MONTH_NAME_GROUP = 3;
const YEAR_GROUP = 4;
class DEMonthNameLittleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return DEMonthNameLittleEndianParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        const month = MONTH_DICTIONARY[match[MONTH_NAME_GROUP].toLowerCase()];
        const day = parseInt(match[DEMonthNameLittleEndianParser_DATE_GROUP]);
        if (day > 31) {
            match.index = match.index + match[DEMonthNameLittleEndianParser_DATE_GROUP].length;
            return null;
        }
        result.start.assign("month", month);
        result.start.assign("day", day);
        if (match[YEAR_GROUP]) {
            const yearNumber = parseYear(match[YEAR_GROUP]);
            result.start.assign("year", yearNumber);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
            result.start.imply("year", year);
        }
        if (match[DATE_TO_GROUP]) {
            const endDate = parseInt(match[DATE_TO_GROUP]);
            result.end = result.start.clone();
            result.end.assign("day", endDate);
        }
        return result;
    }
}
//# sourceMappingURL=DEMonthNameLittleEndianParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/parsers/DETimeUnitRelativeFormatParser.js





class DETimeUnitAgoFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    constructor() {
        super();
    }
    innerPattern() {
        return new RegExp(`(?:\\s*((?:n\u00e4chste|kommende|folgende|letzte|vergangene|vorige|vor(?:her|an)gegangene)(?:s|n|m|r)?|vor|in)\\s*)?` +
            `(${NUMBER_PATTERN})?` +
            `(?:\\s*(n\u00e4chste|kommende|folgende|letzte|vergangene|vorige|vor(?:her|an)gegangene)(?:s|n|m|r)?)?` +
            `\\s*(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})(?=\\W|$)`, "i");
    }
    innerExtract(context, match) {
        const num = match[2] ? parseNumberPattern(match[2]) : 1;
        const unit = TIME_UNIT_DICTIONARY[match[4].toLowerCase()];
        let timeUnits = {};
        timeUnits[unit] = num;
        let modifier = match[1] || match[3] || "";
        modifier = modifier.toLowerCase();
        if (!modifier) {
            return;
        }
        if (/vor/.test(modifier) || /letzte/.test(modifier) || /vergangen/.test(modifier)) {
            timeUnits = (0,duration/* reverseDuration */.x4)(timeUnits);
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=DETimeUnitRelativeFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/parsers/DETimeUnitWithinFormatParser.js



class DETimeUnitWithinFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return new RegExp(`(?:in|f\u00fcr|w\u00e4hrend)\\s*(${TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[1]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=DETimeUnitWithinFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/de/index.js


















const casual = new chrono/* Chrono */.u(createCasualConfiguration());
const strict = new chrono/* Chrono */.u(createConfiguration(true));
function parse(text, ref, option) {
    return casual.parse(text, ref, option);
}
function parseDate(text, ref, option) {
    return casual.parseDate(text, ref, option);
}
function createCasualConfiguration(littleEndian = true) {
    const option = createConfiguration(false, littleEndian);
    option.parsers.unshift(new DECasualTimeParser());
    option.parsers.unshift(new DECasualDateParser());
    option.parsers.unshift(new DETimeUnitAgoFormatParser());
    return option;
}
function createConfiguration(strictMode = true, littleEndian = true) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new ISOFormatParser/* default */.A(),
            new SlashDateFormatParser/* default */.A(littleEndian),
            new DETimeExpressionParser(),
            new DESpecificTimeExpressionParser(),
            new DEMonthNameLittleEndianParser(),
            new DEWeekdayParser(),
            new DETimeUnitWithinFormatParser(),
        ],
        refiners: [new DEMergeDateRangeRefiner(), new DEMergeDateTimeRefiner()],
    }, strictMode);
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 94615:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Si: () => (/* binding */ casual)
});

// UNUSED EXPORTS: Chrono, Meridiem, ParsingComponents, ParsingResult, ReferenceWithTimezone, Weekday, createCasualConfiguration, createConfiguration, parse, parseDate, strict

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/SlashDateFormatParser.js
var SlashDateFormatParser = __webpack_require__(51194);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/pattern.js
var pattern = __webpack_require__(68652);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/es/constants.js

const WEEKDAY_DICTIONARY = {
    "domingo": 0,
    "dom": 0,
    "lunes": 1,
    "lun": 1,
    "martes": 2,
    "mar": 2,
    "mi\u00e9rcoles": 3,
    "miercoles": 3,
    "mi\u00e9": 3,
    "mie": 3,
    "jueves": 4,
    "jue": 4,
    "viernes": 5,
    "vie": 5,
    "s\u00e1bado": 6,
    "sabado": 6,
    "s\u00e1b": 6,
    "sab": 6,
};
const FULL_MONTH_NAME_DICTIONARY = {
    "enero": 1,
    "febrero": 2,
    "marzo": 3,
    "abril": 4,
    "mayo": 5,
    "junio": 6,
    "julio": 7,
    "agosto": 8,
    "septiembre": 9,
    "setiembre": 9,
    "octubre": 10,
    "noviembre": 11,
    "diciembre": 12,
};
const MONTH_DICTIONARY = {
    ...FULL_MONTH_NAME_DICTIONARY,
    "ene": 1,
    "ene.": 1,
    "feb": 2,
    "feb.": 2,
    "mar": 3,
    "mar.": 3,
    "abr": 4,
    "abr.": 4,
    "may": 5,
    "may.": 5,
    "jun": 6,
    "jun.": 6,
    "jul": 7,
    "jul.": 7,
    "ago": 8,
    "ago.": 8,
    "sep": 9,
    "sep.": 9,
    "oct": 10,
    "oct.": 10,
    "nov": 11,
    "nov.": 11,
    "dic": 12,
    "dic.": 12,
};
const INTEGER_WORD_DICTIONARY = {
    "uno": 1,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "seis": 6,
    "siete": 7,
    "ocho": 8,
    "nueve": 9,
    "diez": 10,
    "once": 11,
    "doce": 12,
    "trece": 13,
};
const ORDINAL_WORD_DICTIONARY = {
    "primero": 1,
    "primera": 1,
    "segundo": 2,
    "segunda": 2,
    "tercero": 3,
    "tercera": 3,
    "cuarto": 4,
    "cuarta": 4,
    "quinto": 5,
    "quinta": 5,
    "sexto": 6,
    "sexta": 6,
    "s\u00e9ptimo": 7,
    "septimo": 7,
    "s\u00e9ptima": 7,
    "septima": 7,
    "octavo": 8,
    "octava": 8,
    "noveno": 9,
    "novena": 9,
    "d\u00e9cimo": 10,
    "decimo": 10,
    "d\u00e9cima": 10,
    "decima": 10,
    "und\u00e9cimo": 11,
    "undecimo": 11,
    "duod\u00e9cimo": 12,
    "duodecimo": 12,
    "decimotercero": 13,
    "decimocuarto": 14,
    "decimoquinto": 15,
    "decimosexto": 16,
    "decimos\u00e9ptimo": 17,
    "decimoseptimo": 17,
    "decimoctavo": 18,
    "decimonoveno": 19,
    "vig\u00e9simo": 20,
    "vigesimo": 20,
    "vig\u00e9simo primero": 21,
    "vigesimo primero": 21,
    "vig\u00e9simo segundo": 22,
    "vigesimo segundo": 22,
    "vig\u00e9simo tercero": 23,
    "vigesimo tercero": 23,
    "vig\u00e9simo cuarto": 24,
    "vigesimo cuarto": 24,
    "vig\u00e9simo quinto": 25,
    "vigesimo quinto": 25,
    "vig\u00e9simo sexto": 26,
    "vigesimo sexto": 26,
    "vig\u00e9simo s\u00e9ptimo": 27,
    "vigesimo septimo": 27,
    "vig\u00e9simo octavo": 28,
    "vigesimo octavo": 28,
    "vig\u00e9simo noveno": 29,
    "vigesimo noveno": 29,
    "trig\u00e9simo": 30,
    "trigesimo": 30,
    "trig\u00e9simo primero": 31,
    "trigesimo primero": 31,
};
const TIME_UNIT_DICTIONARY = {
    "sec": "second",
    "segundo": "second",
    "segundos": "second",
    "min": "minute",
    "mins": "minute",
    "minuto": "minute",
    "minutos": "minute",
    "h": "hour",
    "hr": "hour",
    "hrs": "hour",
    "hora": "hour",
    "horas": "hour",
    "d\u00eda": "day",
    "d\u00edas": "day",
    "dia": "day",
    "dias": "day",
    "semana": "week",
    "semanas": "week",
    "mes": "month",
    "meses": "month",
    "cuarto": "quarter",
    "cuartos": "quarter",
    "a\u00f1o": "year",
    "a\u00f1os": "year",
    "ano": "year",
    "anos": "year",
};
const NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(INTEGER_WORD_DICTIONARY)}|[0-9]+|[0-9]+\\.[0-9]+|un?|uno?|una?|algunos?|unos?|demi-?)`;
function parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return INTEGER_WORD_DICTIONARY[num];
    }
    else if (num === "un" || num === "una" || num === "uno") {
        return 1;
    }
    else if (num.match(/algunos?/)) {
        return 3;
    }
    else if (num.match(/unos?/)) {
        return 3;
    }
    else if (num.match(/media?/)) {
        return 0.5;
    }
    return parseFloat(num);
}
const ORDINAL_NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(ORDINAL_WORD_DICTIONARY)}|[0-9]{1,2}(?:\u00ba|\u00aa|\u00b0|ro|do|to|mo|er|vo|no|ma|era|ero|avo|ava)?)`;
function parseOrdinalNumberPattern(match) {
    let num = match.toLowerCase();
    if (ORDINAL_WORD_DICTIONARY[num] !== undefined) {
        return ORDINAL_WORD_DICTIONARY[num];
    }
    num = num.replace(/(?:\u00ba|\u00aa|\u00b0|ro|do|to|mo|er|vo|no|ma|era|ero|avo|ava)$/i, "");
    return parseInt(num);
}
const YEAR_PATTERN = "[0-9]{1,4}(?![^\\s]\\d)(?:\\s*[a|d]\\.?\\s*c\\.?|\\s*a\\.?\\s*d\\.?)?";
function parseYear(match) {
    if (match.match(/^[0-9]{1,4}$/)) {
        let yearNumber = parseInt(match);
        if (yearNumber < 100) {
            if (yearNumber > 50) {
                yearNumber = yearNumber + 1900;
            }
            else {
                yearNumber = yearNumber + 2000;
            }
        }
        return yearNumber;
    }
    if (match.match(/a\.?\s*c\.?/i)) {
        match = match.replace(/a\.?\s*c\.?/i, "");
        return -parseInt(match);
    }
    return parseInt(match);
}
const SINGLE_TIME_UNIT_PATTERN = `(${NUMBER_PATTERN})\\s{0,5}(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})\\s{0,5}`;
const SINGLE_TIME_UNIT_REGEX = new RegExp(SINGLE_TIME_UNIT_PATTERN, "i");
const TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)("", SINGLE_TIME_UNIT_PATTERN);
function parseDuration(timeunitText) {
    const fragments = {};
    let remainingText = timeunitText;
    let match = SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    while (match) {
        collectDateTimeFragment(fragments, match);
        remainingText = remainingText.substring(match[0].length);
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
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/weekdays.js
var weekdays = __webpack_require__(11215);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/es/parsers/ESWeekdayParser.js




const PATTERN = new RegExp("(?:(?:\\,|\\(|\\\uff08)\\s*)?" +
    "(?:(este|esta|pasado|pr[o\u00f3]ximo)\\s*)?" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(WEEKDAY_DICTIONARY)})` +
    "(?:\\s*(?:\\,|\\)|\\\uff09))?" +
    "(?:\\s*(este|esta|pasado|pr[\u00f3o]ximo)\\s*semana)?" +
    "(?=\\W|\\d|$)", "i");
const PREFIX_GROUP = 1;
const WEEKDAY_GROUP = 2;
const POSTFIX_GROUP = 3;
class ESWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return PATTERN;
    }
    innerExtract(context, match) {
        const dayOfWeek = match[WEEKDAY_GROUP].toLowerCase();
        const weekday = WEEKDAY_DICTIONARY[dayOfWeek];
        if (weekday === undefined) {
            return null;
        }
        const prefix = match[PREFIX_GROUP];
        const postfix = match[POSTFIX_GROUP];
        let norm = prefix || postfix || "";
        norm = norm.toLowerCase();
        let modifier = null;
        if (norm == "pasado") {
            modifier = "this";
        }
        else if (norm == "pr\u00f3ximo" || norm == "proximo") {
            modifier = "next";
        }
        else if (norm == "este") {
            modifier = "this";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, weekday, modifier);
    }
}
//# sourceMappingURL=ESWeekdayParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractTimeExpressionParser.js
var AbstractTimeExpressionParser = __webpack_require__(37341);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/es/parsers/ESTimeExpressionParser.js

class ESTimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
    primaryPrefix() {
        return "(?:(?:aslas|deslas|las?|al?|de|del)\\s*)?";
    }
    followingPhase() {
        return "\\s*(?:\\-|\\\u2013|\\~|\\\u301c|a(?:l)?|\\?)\\s*";
    }
}
//# sourceMappingURL=ESTimeExpressionParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js + 1 modules
var AbstractMergeDateTimeRefiner = __webpack_require__(52654);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/es/refiners/ESMergeDateTimeRefiner.js

class ESMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return new RegExp("^\\s*(?:,|de|aslas|a|a\\s+la|en\\s+la)?\\s*$", "i");
    }
}
//# sourceMappingURL=ESMergeDateTimeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateRangeRefiner.js
var AbstractMergeDateRangeRefiner = __webpack_require__(49227);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/es/refiners/ESMergeDateRangeRefiner.js

class ESMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(?:-)\s*$/i;
    }
}
//# sourceMappingURL=ESMergeDateRangeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/years.js
var years = __webpack_require__(50624);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/es/parsers/ESMonthNameLittleEndianParser.js






const ESMonthNameLittleEndianParser_PATTERN = new RegExp(`(${ORDINAL_NUMBER_PATTERN})` +
    `(?:\\s*(?:desde|de|\\-|\\\u2013|ao?|\\s)\\s*(${ORDINAL_NUMBER_PATTERN}))?\\s*(?:de)?\\s*` +
    `(?:-|/|\\s*(?:de|,)?\\s*)` +
    `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    `(?:\\s*(?:de|,)?\\s*(${YEAR_PATTERN}))?` +
    `(?=\\W|$)`, "i");
const DATE_GROUP = 1;
const DATE_TO_GROUP = 2;
const MONTH_NAME_GROUP = 3;
const YEAR_GROUP = 4;
class ESMonthNameLittleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ESMonthNameLittleEndianParser_PATTERN;
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
            const yearNumber = parseYear(match[YEAR_GROUP]);
            result.start.assign("year", yearNumber);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
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
//# sourceMappingURL=ESMonthNameLittleEndianParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/casualReferences.js
var casualReferences = __webpack_require__(27225);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/es/parsers/ESCasualDateParser.js


class ESCasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return /(ahora|hoy|ma\u00f1ana|manana|ayer)(?=\W|$)/i;
    }
    innerExtract(context, match) {
        const lowerText = match[0].toLowerCase();
        const component = context.createParsingComponents();
        if ((lowerText === "ma\u00f1ana" || lowerText === "manana") &&
            context.text.substring(0, match.index).match(/(?:^|[^\p{L}\p{N}\p{M}_])(?:a|en)\s+la\s*$/iu)) {
            return null;
        }
        switch (lowerText) {
            case "ahora":
                return casualReferences/* now */.tB(context.reference);
            case "hoy":
                return casualReferences/* today */.Ec(context.reference);
            case "ma\u00f1ana":
            case "manana":
                return casualReferences/* tomorrow */.uf(context.reference);
            case "ayer":
                return casualReferences/* yesterday */.jI(context.reference);
        }
        return component;
    }
}
//# sourceMappingURL=ESCasualDateParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/dates.js
var dates = __webpack_require__(15167);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/es/parsers/ESCasualTimeParser.js



class ESCasualTimeParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return /(?:esta\s*)?(ma\u00f1ana|manana|tarde|medianoche|mediodia|mediod\u00eda|noche)(?=\W|$)/i;
    }
    innerExtract(context, match) {
        const targetDate = context.refDate;
        const component = context.createParsingComponents();
        switch (match[1].toLowerCase()) {
            case "tarde":
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.imply("hour", 15);
                component.addTag("casualReference/afternoon");
                break;
            case "noche":
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.imply("hour", 22);
                component.addTag("casualReference/evening");
                break;
            case "ma\u00f1ana":
            case "manana":
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.imply("hour", 6);
                component.addTag("casualReference/morning");
                break;
            case "medianoche":
                const nextDay = new Date(targetDate.getTime());
                nextDay.setDate(nextDay.getDate() + 1);
                (0,dates/* assignSimilarDate */.Pl)(component, nextDay);
                (0,dates/* implySimilarTime */.A4)(component, nextDay);
                component.imply("hour", 0);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.addTag("casualReference/midnight");
                break;
            case "mediodia":
            case "mediod\u00eda":
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.imply("hour", 12);
                component.addTag("casualReference/noon");
                break;
        }
        return component;
    }
}
//# sourceMappingURL=ESCasualTimeParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/es/parsers/ESTimeUnitWithinFormatParser.js



const PATTERN_WITH_OPTIONAL_PREFIX = new RegExp(`(?:(?:en|por|durante|de|dentro de)\\s*)?(${TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
const PATTERN_WITH_PREFIX = new RegExp(`(?:en|por|durante|de|dentro de)\\s*(${TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
class ESTimeUnitWithinFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMode;
    constructor(strictMode) {
        super();
        this.strictMode = strictMode;
    }
    innerPattern(context) {
        return !this.strictMode && context.option.forwardDate ? PATTERN_WITH_OPTIONAL_PREFIX : PATTERN_WITH_PREFIX;
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[1]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=ESTimeUnitWithinFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/es/parsers/ESMonthNameParser.js





const ESMonthNameParser_PATTERN = new RegExp(`((?:en)\\s*)?` +
    `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    `\\s*` +
    `(?:` +
    `(?:,|-|de)?\\s*(${YEAR_PATTERN})?` +
    ")?" +
    "(?=[^\\s\\w]|\\s+[^0-9]|\\s+$|$)", "i");
const ESMonthNameParser_PREFIX_GROUP = 1;
const ESMonthNameParser_MONTH_NAME_GROUP = 2;
const ESMonthNameParser_YEAR_GROUP = 3;
const DATE_PREFIX_PATTERN = new RegExp(`(?:^|[^\\p{L}\\p{N}\\p{M}_])${ORDINAL_NUMBER_PATTERN}` +
    `(?:\\s*(?:desde|de|-|\u2013|ao?|\\s)\\s*${ORDINAL_NUMBER_PATTERN})?` +
    `\\s*(?:de)?\\s*(?:-|/|\\s*(?:de|,)?\\s*)$`, "iu");
class ESMonthNameParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ESMonthNameParser_PATTERN;
    }
    innerExtract(context, match) {
        const monthName = match[ESMonthNameParser_MONTH_NAME_GROUP].toLowerCase();
        if (context.text.substring(0, match.index).match(DATE_PREFIX_PATTERN)) {
            return null;
        }
        if (match[0].length <= 3 && !FULL_MONTH_NAME_DICTIONARY[monthName]) {
            return null;
        }
        const result = context.createParsingResult(match.index + (match[ESMonthNameParser_PREFIX_GROUP] || "").length, match.index + match[0].length);
        result.start.imply("day", 1);
        result.start.addTag("parser/ESMonthNameParser");
        const month = MONTH_DICTIONARY[monthName];
        result.start.assign("month", month);
        if (match[ESMonthNameParser_YEAR_GROUP]) {
            const year = parseYear(match[ESMonthNameParser_YEAR_GROUP]);
            result.start.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, 1, month);
            result.start.imply("year", year);
        }
        return result;
    }
}
//# sourceMappingURL=ESMonthNameParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/es/index.js
















const casual = new chrono/* Chrono */.u(createCasualConfiguration());
const strict = new chrono/* Chrono */.u(createConfiguration(true));
function parse(text, ref, option) {
    return casual.parse(text, ref, option);
}
function parseDate(text, ref, option) {
    return casual.parseDate(text, ref, option);
}
function createCasualConfiguration(littleEndian = true) {
    const option = createConfiguration(false, littleEndian);
    option.parsers.push(new ESCasualDateParser());
    option.parsers.push(new ESCasualTimeParser());
    option.parsers.push(new ESMonthNameParser());
    return option;
}
function createConfiguration(strictMode = true, littleEndian = true) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new SlashDateFormatParser/* default */.A(littleEndian),
            new ESWeekdayParser(),
            new ESTimeExpressionParser(),
            new ESMonthNameLittleEndianParser(),
            new ESTimeUnitWithinFormatParser(strictMode),
        ],
        refiners: [new ESMergeDateTimeRefiner(), new ESMergeDateRangeRefiner()],
    }, strictMode);
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 94253:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Si: () => (/* binding */ casual)
});

// UNUSED EXPORTS: Chrono, Meridiem, ParsingComponents, ParsingResult, ReferenceWithTimezone, Weekday, createCasualConfiguration, createConfiguration, parse, parseDate, strict

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractParserWithWordBoundary.js
var AbstractParserWithWordBoundary = __webpack_require__(61264);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/dates.js
var dates = __webpack_require__(15167);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/casualReferences.js
var casualReferences = __webpack_require__(27225);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/parsers/FRCasualDateParser.js




class FRCasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return /(maintenant|aujourd'hui|demain|hier|cette\s*nuit|la\s*veille)(?=\W|$)/i;
    }
    innerExtract(context, match) {
        const targetDate = context.refDate;
        const lowerText = match[0].toLowerCase();
        const component = context.createParsingComponents();
        switch (lowerText) {
            case "maintenant":
                return casualReferences/* now */.tB(context.reference);
            case "aujourd'hui":
                return casualReferences/* today */.Ec(context.reference);
            case "hier":
                return casualReferences/* yesterday */.jI(context.reference);
            case "demain":
                return casualReferences/* tomorrow */.uf(context.reference);
            default:
                if (lowerText.match(/cette\s*nuit/)) {
                    (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                    component.imply("hour", 22);
                    component.imply("meridiem", types/* Meridiem */.FF.PM);
                }
                else if (lowerText.match(/la\s*veille/)) {
                    const previousDay = new Date(targetDate.getTime());
                    previousDay.setDate(previousDay.getDate() - 1);
                    (0,dates/* assignSimilarDate */.Pl)(component, previousDay);
                    component.imply("hour", 0);
                }
        }
        return component;
    }
}
//# sourceMappingURL=FRCasualDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/parsers/FRCasualTimeParser.js


class FRCasualTimeParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return /(cet?)?\s*(matin|soir|apr\u00e8s-midi|aprem|a midi|\u00e0 minuit)(?=\W|$)/i;
    }
    innerExtract(context, match) {
        const suffixLower = match[2].toLowerCase();
        const component = context.createParsingComponents();
        switch (suffixLower) {
            case "apr\u00e8s-midi":
            case "aprem":
                component.imply("hour", 14);
                component.imply("minute", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.addTag("casualReference/afternoon");
                break;
            case "soir":
                component.imply("hour", 18);
                component.imply("minute", 0);
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.addTag("casualReference/evening");
                break;
            case "matin":
                component.imply("hour", 8);
                component.imply("minute", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.addTag("casualReference/morning");
                break;
            case "a midi":
                component.imply("hour", 12);
                component.imply("minute", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.addTag("casualReference/noon");
                break;
            case "\u00e0 minuit":
                component.imply("hour", 0);
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.addTag("casualReference/midnight");
                break;
        }
        return component;
    }
}
//# sourceMappingURL=FRCasualTimeParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/SlashDateFormatParser.js
var SlashDateFormatParser = __webpack_require__(51194);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractTimeExpressionParser.js
var AbstractTimeExpressionParser = __webpack_require__(37341);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/parsers/FRTimeExpressionParser.js

class FRTimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
    primaryPrefix() {
        return "(?:(?:[\u00e0a])\\s*)?";
    }
    followingPhase() {
        return "\\s*(?:\\-|\\\u2013|\\~|\\\u301c|[\u00e0a]|\\?)\\s*";
    }
    extractPrimaryTimeComponents(context, match) {
        if (match[0].match(/^\s*\d{4}\s*$/)) {
            return null;
        }
        return super.extractPrimaryTimeComponents(context, match);
    }
}
//# sourceMappingURL=FRTimeExpressionParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js + 1 modules
var AbstractMergeDateTimeRefiner = __webpack_require__(52654);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/refiners/FRMergeDateTimeRefiner.js

class FRMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return new RegExp("^\\s*(T|\u00e0|a|au|vers|de|,|-)?\\s*$");
    }
}
//# sourceMappingURL=FRMergeDateTimeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateRangeRefiner.js
var AbstractMergeDateRangeRefiner = __webpack_require__(49227);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/refiners/FRMergeDateRangeRefiner.js

class FRMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(\u00e0|a|au|-)\s*$/i;
    }
}
//# sourceMappingURL=FRMergeDateRangeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/pattern.js
var pattern = __webpack_require__(68652);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/constants.js

const WEEKDAY_DICTIONARY = {
    "dimanche": 0,
    "dim": 0,
    "lundi": 1,
    "lun": 1,
    "mardi": 2,
    "mar": 2,
    "mercredi": 3,
    "mer": 3,
    "jeudi": 4,
    "jeu": 4,
    "vendredi": 5,
    "ven": 5,
    "samedi": 6,
    "sam": 6,
};
const MONTH_DICTIONARY = {
    "janvier": 1,
    "jan": 1,
    "jan.": 1,
    "janv": 1,
    "janv.": 1,
    "f\u00e9vrier": 2,
    "f\u00e9v": 2,
    "f\u00e9v.": 2,
    "f\u00e9vr": 2,
    "f\u00e9vr.": 2,
    "fevrier": 2,
    "fev": 2,
    "fev.": 2,
    "fevr": 2,
    "fevr.": 2,
    "mars": 3,
    "mar": 3,
    "mar.": 3,
    "avril": 4,
    "avr": 4,
    "avr.": 4,
    "mai": 5,
    "juin": 6,
    "juin.": 6,
    "jun": 6,
    "jun.": 6,
    "juillet": 7,
    "juil": 7,
    "juil.": 7,
    "jul": 7,
    "jul.": 7,
    "ao\u00fbt": 8,
    "ao\u00fbt.": 8,
    "aout": 8,
    "aout.": 8,
    "septembre": 9,
    "sep": 9,
    "sep.": 9,
    "sept": 9,
    "sept.": 9,
    "octobre": 10,
    "oct": 10,
    "oct.": 10,
    "novembre": 11,
    "nov": 11,
    "nov.": 11,
    "d\u00e9cembre": 12,
    "decembre": 12,
    "dec": 12,
    "dec.": 12,
    "d\u00e9c": 12,
    "d\u00e9c.": 12,
};
const INTEGER_WORD_DICTIONARY = {
    "un": 1,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
    "dix": 10,
    "onze": 11,
    "douze": 12,
    "treize": 13,
};
const TIME_UNIT_DICTIONARY = {
    "sec": "second",
    "seconde": "second",
    "secondes": "second",
    "min": "minute",
    "mins": "minute",
    "minute": "minute",
    "minutes": "minute",
    "h": "hour",
    "hr": "hour",
    "hrs": "hour",
    "heure": "hour",
    "heures": "hour",
    "jour": "day",
    "jours": "day",
    "semaine": "week",
    "semaines": "week",
    "mois": "month",
    "trimestre": "quarter",
    "trimestres": "quarter",
    "ans": "year",
    "ann\u00e9e": "year",
    "ann\u00e9es": "year",
};
const NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(INTEGER_WORD_DICTIONARY)}|[0-9]+|[0-9]+\\.[0-9]+|une?\\b|quelques?|demi-?)`;
function parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return INTEGER_WORD_DICTIONARY[num];
    }
    else if (num === "une" || num === "un") {
        return 1;
    }
    else if (num.match(/quelques?/)) {
        return 3;
    }
    else if (num.match(/demi-?/)) {
        return 0.5;
    }
    return parseFloat(num);
}
const ORDINAL_NUMBER_PATTERN = `(?:[0-9]{1,2}(?:er)?)`;
function parseOrdinalNumberPattern(match) {
    let num = match.toLowerCase();
    num = num.replace(/(?:er)$/i, "");
    return parseInt(num);
}
const YEAR_PATTERN = `(?:[1-9][0-9]{0,3}\\s*(?:AC|AD|p\\.\\s*C(?:hr?)?\\.\\s*n\\.)|[1-2][0-9]{3}|[5-9][0-9])`;
function parseYear(match) {
    if (/AC/i.test(match)) {
        match = match.replace(/BC/i, "");
        return -parseInt(match);
    }
    if (/AD/i.test(match) || /C/i.test(match)) {
        match = match.replace(/[^\d]+/i, "");
        return parseInt(match);
    }
    let yearNumber = parseInt(match);
    if (yearNumber < 100) {
        if (yearNumber > 50) {
            yearNumber = yearNumber + 1900;
        }
        else {
            yearNumber = yearNumber + 2000;
        }
    }
    return yearNumber;
}
const SINGLE_TIME_UNIT_PATTERN = `(${NUMBER_PATTERN})\\s{0,5}(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})\\s{0,5}`;
const SINGLE_TIME_UNIT_REGEX = new RegExp(SINGLE_TIME_UNIT_PATTERN, "i");
const TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)("", SINGLE_TIME_UNIT_PATTERN);
function parseDuration(timeunitText) {
    const fragments = {};
    let remainingText = timeunitText;
    let match = SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    while (match) {
        collectDateTimeFragment(fragments, match);
        remainingText = remainingText.substring(match[0].length);
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
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/weekdays.js
var weekdays = __webpack_require__(11215);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/parsers/FRWeekdayParser.js




const PATTERN = new RegExp("(?:(?:\\,|\\(|\\\uff08)\\s*)?" +
    "(?:(?:ce)\\s*)?" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(WEEKDAY_DICTIONARY)})` +
    "(?:\\s*(?:\\,|\\)|\\\uff09))?" +
    "(?:\\s*(dernier|prochain)\\s*)?" +
    "(?=\\W|\\d|$)", "i");
const WEEKDAY_GROUP = 1;
const POSTFIX_GROUP = 2;
class FRWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return PATTERN;
    }
    innerExtract(context, match) {
        const dayOfWeek = match[WEEKDAY_GROUP].toLowerCase();
        const weekday = WEEKDAY_DICTIONARY[dayOfWeek];
        if (weekday === undefined) {
            return null;
        }
        let suffix = match[POSTFIX_GROUP];
        suffix = suffix || "";
        suffix = suffix.toLowerCase();
        let modifier = null;
        if (suffix == "dernier") {
            modifier = "last";
        }
        else if (suffix == "prochain") {
            modifier = "next";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, weekday, modifier);
    }
}
//# sourceMappingURL=FRWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/parsers/FRSpecificTimeExpressionParser.js

const FIRST_REG_PATTERN = new RegExp("(^|\\s|T)" +
    "(?:(?:[\u00e0a])\\s*)?" +
    "(\\d{1,2})(?:h|:)?" +
    "(?:(\\d{1,2})(?:m|:)?)?" +
    "(?:(\\d{1,2})(?:s|:)?)?" +
    "(?:\\s*(A\\.M\\.|P\\.M\\.|AM?|PM?))?" +
    "(?=\\W|$)", "i");
const SECOND_REG_PATTERN = new RegExp("^\\s*(\\-|\\\u2013|\\~|\\\u301c|[\u00e0a]|\\?)\\s*" +
    "(\\d{1,2})(?:h|:)?" +
    "(?:(\\d{1,2})(?:m|:)?)?" +
    "(?:(\\d{1,2})(?:s|:)?)?" +
    "(?:\\s*(A\\.M\\.|P\\.M\\.|AM?|PM?))?" +
    "(?=\\W|$)", "i");
const HOUR_GROUP = 2;
const MINUTE_GROUP = 3;
const SECOND_GROUP = 4;
const AM_PM_HOUR_GROUP = 5;
class FRSpecificTimeExpressionParser {
    pattern(context) {
        return FIRST_REG_PATTERN;
    }
    extract(context, match) {
        const result = context.createParsingResult(match.index + match[1].length, match[0].substring(match[1].length));
        if (result.text.match(/^\d{4}$/)) {
            match.index += match[0].length;
            return null;
        }
        result.start = FRSpecificTimeExpressionParser.extractTimeComponent(result.start.clone(), match);
        if (!result.start) {
            match.index += match[0].length;
            return null;
        }
        const remainingText = context.text.substring(match.index + match[0].length);
        const secondMatch = SECOND_REG_PATTERN.exec(remainingText);
        if (secondMatch) {
            result.end = FRSpecificTimeExpressionParser.extractTimeComponent(result.start.clone(), secondMatch);
            if (result.end) {
                result.text += secondMatch[0];
            }
        }
        return result;
    }
    static extractTimeComponent(extractingComponents, match) {
        let hour = 0;
        let minute = 0;
        let meridiem = null;
        hour = parseInt(match[HOUR_GROUP]);
        if (match[MINUTE_GROUP] != null) {
            minute = parseInt(match[MINUTE_GROUP]);
        }
        if (minute >= 60 || hour > 24) {
            return null;
        }
        if (hour >= 12) {
            meridiem = types/* Meridiem */.FF.PM;
        }
        if (match[AM_PM_HOUR_GROUP] != null) {
            if (hour > 12)
                return null;
            const ampm = match[AM_PM_HOUR_GROUP][0].toLowerCase();
            if (ampm == "a") {
                meridiem = types/* Meridiem */.FF.AM;
                if (hour == 12) {
                    hour = 0;
                }
            }
            if (ampm == "p") {
                meridiem = types/* Meridiem */.FF.PM;
                if (hour != 12) {
                    hour += 12;
                }
            }
        }
        extractingComponents.assign("hour", hour);
        extractingComponents.assign("minute", minute);
        if (meridiem !== null) {
            extractingComponents.assign("meridiem", meridiem);
        }
        else {
            if (hour < 12) {
                extractingComponents.imply("meridiem", types/* Meridiem */.FF.AM);
            }
            else {
                extractingComponents.imply("meridiem", types/* Meridiem */.FF.PM);
            }
        }
        if (match[SECOND_GROUP] != null) {
            const second = parseInt(match[SECOND_GROUP]);
            if (second >= 60)
                return null;
            extractingComponents.assign("second", second);
        }
        return extractingComponents;
    }
}
//# sourceMappingURL=FRSpecificTimeExpressionParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/years.js
var years = __webpack_require__(50624);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/parsers/FRMonthNameLittleEndianParser.js






const FRMonthNameLittleEndianParser_PATTERN = new RegExp("(?:on\\s*?)?" +
    `(${ORDINAL_NUMBER_PATTERN})` +
    `(?:\\s*(?:au|\\-|\\\u2013|jusqu'au?|\\s)\\s*(${ORDINAL_NUMBER_PATTERN}))?` +
    `(?:-|/|\\s*(?:de)?\\s*)` +
    `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    `(?:(?:-|/|,?\\s*)(${YEAR_PATTERN}(?![^\\s]\\d)))?` +
    `(?=\\W|$)`, "i");
const DATE_GROUP = 1;
const DATE_TO_GROUP = 2;
const MONTH_NAME_GROUP = 3;
const YEAR_GROUP = 4;
class FRMonthNameLittleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return FRMonthNameLittleEndianParser_PATTERN;
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
            const yearNumber = parseYear(match[YEAR_GROUP]);
            result.start.assign("year", yearNumber);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
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
//# sourceMappingURL=FRMonthNameLittleEndianParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/duration.js
var duration = __webpack_require__(24440);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/parsers/FRTimeUnitAgoFormatParser.js




class FRTimeUnitAgoFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    constructor() {
        super();
    }
    innerPattern() {
        return new RegExp(`il y a\\s*(${TIME_UNITS_PATTERN})(?=(?:\\W|$))`, "i");
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[1]);
        const outputTimeUnits = (0,duration/* reverseDuration */.x4)(timeUnits);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, outputTimeUnits);
    }
}
//# sourceMappingURL=FRTimeUnitAgoFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/parsers/FRTimeUnitWithinFormatParser.js



class FRTimeUnitWithinFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return new RegExp(`(?:dans|en|pour|pendant|de)\\s*(${TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[1]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=FRTimeUnitWithinFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/parsers/FRTimeUnitRelativeFormatParser.js





class FRTimeUnitRelativeFormatParser_FRTimeUnitAgoFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    constructor() {
        super();
    }
    innerPattern() {
        return new RegExp(`(?:les?|la|l'|du|des?)\\s*` +
            `(${NUMBER_PATTERN})?` +
            `(?:\\s*(prochaine?s?|derni[e\u00e8]re?s?|pass[\u00e9e]e?s?|pr[\u00e9e]c[\u00e9e]dents?|suivante?s?))?` +
            `\\s*(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})` +
            `(?:\\s*(prochaine?s?|derni[e\u00e8]re?s?|pass[\u00e9e]e?s?|pr[\u00e9e]c[\u00e9e]dents?|suivante?s?))?` +
            `(?=\\W|$)`, "i");
    }
    innerExtract(context, match) {
        const num = match[1] ? parseNumberPattern(match[1]) : 1;
        const unit = TIME_UNIT_DICTIONARY[match[3].toLowerCase()];
        let timeUnits = {};
        timeUnits[unit] = num;
        let modifier = match[2] || match[4] || "";
        modifier = modifier.toLowerCase();
        if (!modifier) {
            return;
        }
        if (/derni[e\u00e8]re?s?/.test(modifier) || /pass[\u00e9e]e?s?/.test(modifier) || /pr[\u00e9e]c[\u00e9e]dents?/.test(modifier)) {
            timeUnits = (0,duration/* reverseDuration */.x4)(timeUnits);
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=FRTimeUnitRelativeFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/index.js


















const casual = new chrono/* Chrono */.u(createCasualConfiguration());
const strict = new chrono/* Chrono */.u(createConfiguration(true));
function parse(text, ref, option) {
    return casual.parse(text, ref, option);
}
function parseDate(text, ref, option) {
    return casual.parseDate(text, ref, option);
}
function createCasualConfiguration(littleEndian = true) {
    const option = createConfiguration(false, littleEndian);
    option.parsers.unshift(new FRCasualDateParser());
    option.parsers.unshift(new FRCasualTimeParser());
    option.parsers.unshift(new FRTimeUnitRelativeFormatParser_FRTimeUnitAgoFormatParser());
    return option;
}
function createConfiguration(strictMode = true, littleEndian = true) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new SlashDateFormatParser/* default */.A(littleEndian),
            new FRMonthNameLittleEndianParser(),
            new FRTimeExpressionParser(),
            new FRSpecificTimeExpressionParser(),
            new FRTimeUnitAgoFormatParser(),
            new FRTimeUnitWithinFormatParser(),
            new FRWeekdayParser(),
        ],
        refiners: [new FRMergeDateTimeRefiner(), new FRMergeDateRangeRefiner()],
    }, strictMode);
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 37051:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Si: () => (/* binding */ casual)
});

// UNUSED EXPORTS: Chrono, Meridiem, ParsingComponents, ParsingResult, ReferenceWithTimezone, Weekday, configuration, parse, parseDate, strict

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/pattern.js
var pattern = __webpack_require__(68652);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/years.js
var years = __webpack_require__(50624);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/constants.js


const WEEKDAY_DICTIONARY = {
    domenica: 0,
    dom: 0,
    "dom.": 0,
    luned\u00ec: 1,
    lunedi: 1,
    lun: 1,
    "lun.": 1,
    marted\u00ec: 2,
    martedi: 2,
    mar: 2,
    "mar.": 2,
    mercoled\u00ec: 3,
    mercoledi: 3,
    mer: 3,
    "mer.": 3,
    gioved\u00ec: 4,
    giovedi: 4,
    gio: 4,
    "gio.": 4,
    venerd\u00ec: 5,
    venerdi: 5,
    ven: 5,
    "ven.": 5,
    sabato: 6,
    sab: 6,
    "sab.": 6,
};
const FULL_MONTH_NAME_DICTIONARY = {
    gennaio: 1,
    febbraio: 2,
    marzo: 3,
    aprile: 4,
    maggio: 5,
    giugno: 6,
    luglio: 7,
    agosto: 8,
    settembre: 9,
    ottobre: 10,
    novembre: 11,
    dicembre: 12,
};
const MONTH_DICTIONARY = {
    ...FULL_MONTH_NAME_DICTIONARY,
    gen: 1,
    "gen.": 1,
    feb: 2,
    "feb.": 2,
    mar: 3,
    "mar.": 3,
    apr: 4,
    "apr.": 4,
    mag: 5,
    "mag.": 5,
    giu: 6,
    "giu.": 6,
    lug: 7,
    "lug.": 7,
    ago: 8,
    "ago.": 8,
    set: 9,
    "set.": 9,
    sett: 9,
    "sett.": 9,
    ott: 10,
    "ott.": 10,
    nov: 11,
    "nov.": 11,
    dic: 12,
    "dic.": 12,
};
const INTEGER_WORD_DICTIONARY = {
    uno: 1,
    una: 1,
    un: 1,
    due: 2,
    tre: 3,
    quattro: 4,
    cinque: 5,
    sei: 6,
    sette: 7,
    otto: 8,
    nove: 9,
    dieci: 10,
    undici: 11,
    dodici: 12,
};
const ORDINAL_WORD_DICTIONARY = {
    primo: 1,
    prima: 1,
    "1\u00b0": 1,
    "1\u00aa": 1,
    secondo: 2,
    seconda: 2,
    "2\u00b0": 2,
    "2\u00aa": 2,
    terzo: 3,
    terza: 3,
    "3\u00b0": 3,
    "3\u00aa": 3,
    quarto: 4,
    quarta: 4,
    "4\u00b0": 4,
    "4\u00aa": 4,
    quinto: 5,
    quinta: 5,
    "5\u00b0": 5,
    "5\u00aa": 5,
    sesto: 6,
    sesta: 6,
    "6\u00b0": 6,
    "6\u00aa": 6,
    settimo: 7,
    settima: 7,
    "7\u00b0": 7,
    "7\u00aa": 7,
    ottavo: 8,
    ottava: 8,
    "8\u00b0": 8,
    "8\u00aa": 8,
    nono: 9,
    nona: 9,
    "9\u00b0": 9,
    "9\u00aa": 9,
    decimo: 10,
    decima: 10,
    "10\u00b0": 10,
    "10\u00aa": 10,
    undicesimo: 11,
    undicesima: 11,
    "11\u00b0": 11,
    "11\u00aa": 11,
    dodicesimo: 12,
    dodicesima: 12,
    "12\u00b0": 12,
    "12\u00aa": 12,
    tredicesimo: 13,
    tredicesima: 13,
    "13\u00b0": 13,
    "13\u00aa": 13,
    quattordicesimo: 14,
    quattordicesima: 14,
    "14\u00b0": 14,
    "14\u00aa": 14,
    quindicesimo: 15,
    quindicesima: 15,
    "15\u00b0": 15,
    "15\u00aa": 15,
    sedicesimo: 16,
    sedicesima: 16,
    "16\u00b0": 16,
    "16\u00aa": 16,
    diciassettesimo: 17,
    diciassettesima: 17,
    "17\u00b0": 17,
    "17\u00aa": 17,
    diciottesimo: 18,
    diciottesima: 18,
    "18\u00b0": 18,
    "18\u00aa": 18,
    diciannovesimo: 19,
    diciannovesima: 19,
    "19\u00b0": 19,
    "19\u00aa": 19,
    ventesimo: 20,
    ventesima: 20,
    "20\u00b0": 20,
    "20\u00aa": 20,
    ventunesimo: 21,
    ventunesima: 21,
    "21\u00b0": 21,
    "21\u00aa": 21,
    ventiduesimo: 22,
    ventiduesima: 22,
    "22\u00b0": 22,
    "22\u00aa": 22,
    ventitreesimo: 23,
    ventitreesima: 23,
    "23\u00b0": 23,
    "23\u00aa": 23,
    ventiquattresimo: 24,
    ventiquattresima: 24,
    "24\u00b0": 24,
    "24\u00aa": 24,
    venticinquesimo: 25,
    venticinquesima: 25,
    "25\u00b0": 25,
    "25\u00aa": 25,
    ventiseiesimo: 26,
    ventiseiesima: 26,
    "26\u00b0": 26,
    "26\u00aa": 26,
    ventisettesimo: 27,
    ventisettesima: 27,
    "27\u00b0": 27,
    "27\u00aa": 27,
    ventottesimo: 28,
    ventottesima: 28,
    "28\u00b0": 28,
    "28\u00aa": 28,
    ventinovesimo: 29,
    ventinovesima: 29,
    "29\u00b0": 29,
    "29\u00aa": 29,
    trentesimo: 30,
    trentesima: 30,
    "30\u00b0": 30,
    "30\u00aa": 30,
    trentunesimo: 31,
    trentunesima: 31,
    "31\u00b0": 31,
    "31\u00aa": 31,
};
const TIME_UNIT_DICTIONARY_NO_ABBR = {
    secondo: "second",
    secondi: "second",
    minuto: "minute",
    minuti: "minute",
    ora: "hour",
    ore: "hour",
    giorno: "day",
    giorni: "day",
    settimana: "week",
    settimane: "week",
    mese: "month",
    mesi: "month",
    trimestre: "quarter",
    trimestri: "quarter",
    anno: "year",
    anni: "year",
};
const TIME_UNIT_DICTIONARY = {
    s: "second",
    sec: "second",
    secondo: "second",
    secondi: "second",
    m: "minute",
    min: "minute",
    minuto: "minute",
    minuti: "minute",
    h: "hour",
    ora: "hour",
    ore: "hour",
    g: "day",
    gg: "day",
    giorno: "day",
    giorni: "day",
    sett: "week",
    settimana: "week",
    settimane: "week",
    mese: "month",
    mesi: "month",
    trim: "quarter",
    trimestre: "quarter",
    trimestri: "quarter",
    anno: "year",
    anni: "year",
    ...TIME_UNIT_DICTIONARY_NO_ABBR,
};
const NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(INTEGER_WORD_DICTIONARY)}|[0-9]+|[0-9]+\\.[0-9]+|mezz[oa]?(?:\\s{0,2})?|un(?:'|\\s{0,2})?|qualche|alcuni|paio\\s{0,2}(?:di)?)`;
function parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return INTEGER_WORD_DICTIONARY[num];
    }
    else if (num === "un" || num === "un'" || num === "una" || num === "uno") {
        return 1;
    }
    else if (num.match(/qualche/)) {
        return 3;
    }
    else if (num.match(/mezz/)) {
        return 0.5;
    }
    else if (num.match(/paio/)) {
        return 2;
    }
    else if (num.match(/alcuni/)) {
        return 7;
    }
    return parseFloat(num);
}
const ORDINAL_NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(ORDINAL_WORD_DICTIONARY)}|[0-9]{1,2}(?:\u00b0|\u00aa|\u00ba)?)`;
function parseOrdinalNumberPattern(match) {
    let num = match.toLowerCase();
    if (ORDINAL_WORD_DICTIONARY[num] !== undefined) {
        return ORDINAL_WORD_DICTIONARY[num];
    }
    num = num.replace(/(?:\u00b0|\u00aa|\u00ba)$/i, "");
    return parseInt(num);
}
const YEAR_PATTERN = `(?:[1-9][0-9]{0,3}\\s{0,2}(?:BE|AD|BC|BCE|CE)|[1-2][0-9]{3}|[5-9][0-9]|2[0-5])`;
function parseYear(match) {
    if (/BE/i.test(match)) {
        match = match.replace(/BE/i, "");
        return parseInt(match) - 543;
    }
    if (/BCE?/i.test(match)) {
        match = match.replace(/BCE?/i, "");
        return -parseInt(match);
    }
    if (/(AD|CE)/i.test(match)) {
        match = match.replace(/(AD|CE)/i, "");
        return parseInt(match);
    }
    const rawYearNumber = parseInt(match);
    return (0,years/* findMostLikelyADYear */.D)(rawYearNumber);
}
const SINGLE_TIME_UNIT_PATTERN = `(${NUMBER_PATTERN})\\s{0,3}(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})`;
const SINGLE_TIME_UNIT_REGEX = new RegExp(SINGLE_TIME_UNIT_PATTERN, "i");
const SINGLE_TIME_UNIT_NO_ABBR_PATTERN = `(${NUMBER_PATTERN})\\s{0,3}(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY_NO_ABBR)})`;
const TIME_UNIT_CONNECTOR_PATTERN = `\\s{0,5},?(?:\\s*e)?\\s{0,5}`;
const TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)(`(?:(?:circa|approssimativamente)\\s{0,3})?`, SINGLE_TIME_UNIT_PATTERN, TIME_UNIT_CONNECTOR_PATTERN);
const TIME_UNITS_NO_ABBR_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)(`(?:(?:circa|approssimativamente)\\s{0,3})?`, SINGLE_TIME_UNIT_NO_ABBR_PATTERN, TIME_UNIT_CONNECTOR_PATTERN);
function parseDuration(timeunitText) {
    const fragments = {};
    let remainingText = timeunitText;
    let match = SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    while (match) {
        collectDateTimeFragment(fragments, match);
        remainingText = remainingText.substring(match[0].length).trim();
        match = SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    }
    if (Object.keys(fragments).length == 0) {
        return null;
    }
    return fragments;
}
function collectDateTimeFragment(fragments, match) {
    if (match[0].match(/^[a-zA-Z]+$/)) {
        return;
    }
    const num = parseNumberPattern(match[1]);
    const unit = TIME_UNIT_DICTIONARY[match[2].toLowerCase()];
    fragments[unit] = num;
}
//# sourceMappingURL=constants.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractParserWithWordBoundary.js
var AbstractParserWithWordBoundary = __webpack_require__(61264);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITTimeUnitWithinFormatParser.js



const PATTERN_WITH_OPTIONAL_PREFIX = new RegExp(`(?:(?:entro|tra|fra|in|per)\\s*)?` +
    `(?:(?:circa|approssimativamente)\\s*(?:~\\s*)?)?(${TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
const PATTERN_WITH_PREFIX = new RegExp(`(?:entro|tra|fra|in|per)\\s*` + `(?:(?:circa|approssimativamente)\\s*(?:~\\s*)?)?(${TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
const PATTERN_WITH_PREFIX_STRICT = new RegExp(`(?:entro|tra|fra|in|per)\\s*` +
    `(?:(?:circa|approssimativamente)\\s*(?:~\\s*)?)?(${TIME_UNITS_NO_ABBR_PATTERN})(?=\\W|$)`, "i");
class ITTimeUnitWithinFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMode;
    constructor(strictMode) {
        super();
        this.strictMode = strictMode;
    }
    innerPattern(context) {
        if (this.strictMode) {
            return PATTERN_WITH_PREFIX_STRICT;
        }
        return context.option.forwardDate ? PATTERN_WITH_OPTIONAL_PREFIX : PATTERN_WITH_PREFIX;
    }
    innerExtract(context, match) {
        if (match[0].match(/^per\s*(il|la|l')\s*\w+/)) {
            return null;
        }
        const timeUnits = parseDuration(match[1]);
        if (!timeUnits) {
            return null;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=ITTimeUnitWithinFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITMonthNameLittleEndianParser.js






const PATTERN = new RegExp(`(?:il\\s{0,3})?` +
    `(${ORDINAL_NUMBER_PATTERN})` +
    `(?:` +
    `\\s{0,3}(?:al|\\-|\\\u2013|fino\\s*al?)?\\s{0,3}` +
    `(${ORDINAL_NUMBER_PATTERN})` +
    ")?" +
    `(?:-|/|\\s{0,3}(?:di)?\\s{0,3})` +
    `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    "(?:" +
    `(?:-|/|,?\\s{0,3})` +
    `(${YEAR_PATTERN}(?!\\w))` +
    ")?" +
    "(?=\\W|$)", "i");
const DATE_GROUP = 1;
const DATE_TO_GROUP = 2;
const MONTH_NAME_GROUP = 3;
const YEAR_GROUP = 4;
class ITMonthNameLittleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return PATTERN;
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
            const yearNumber = parseYear(match[YEAR_GROUP]);
            result.start.assign("year", yearNumber);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
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
//# sourceMappingURL=ITMonthNameLittleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITMonthNameMiddleEndianParser.js






const ITMonthNameMiddleEndianParser_PATTERN = new RegExp(`(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    "(?:-|/|\\s*,?\\s*)" +
    `(${ORDINAL_NUMBER_PATTERN})(?!\\s*(?:am|pm))\\s*` +
    "(?:" +
    "(?:al|\\-)\\s*" +
    `(${ORDINAL_NUMBER_PATTERN})\\s*` +
    ")?" +
    "(?:" +
    `(?:-|/|\\s*,\\s*|\\s+)` +
    `(${YEAR_PATTERN})` +
    ")?" +
    "(?=\\W|$)(?!\\:\\d)", "i");
const ITMonthNameMiddleEndianParser_MONTH_NAME_GROUP = 1;
const ITMonthNameMiddleEndianParser_DATE_GROUP = 2;
const ITMonthNameMiddleEndianParser_DATE_TO_GROUP = 3;
const ITMonthNameMiddleEndianParser_YEAR_GROUP = 4;
class ITMonthNameMiddleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    shouldSkipYearLikeDate;
    constructor(shouldSkipYearLikeDate) {
        super();
        this.shouldSkipYearLikeDate = shouldSkipYearLikeDate;
    }
    innerPattern() {
        return ITMonthNameMiddleEndianParser_PATTERN;
    }
    innerExtract(context, match) {
        const month = MONTH_DICTIONARY[match[ITMonthNameMiddleEndianParser_MONTH_NAME_GROUP].toLowerCase()];
        const day = parseOrdinalNumberPattern(match[ITMonthNameMiddleEndianParser_DATE_GROUP]);
        if (day > 31) {
            return null;
        }
        if (this.shouldSkipYearLikeDate) {
            if (!match[ITMonthNameMiddleEndianParser_DATE_TO_GROUP] && !match[ITMonthNameMiddleEndianParser_YEAR_GROUP] && match[ITMonthNameMiddleEndianParser_DATE_GROUP].match(/^2[0-5]$/)) {
                return null;
            }
        }
        const components = context
            .createParsingComponents({
            day: day,
            month: month,
        })
            .addTag("parser/ITMonthNameMiddleEndianParser");
        if (match[ITMonthNameMiddleEndianParser_YEAR_GROUP]) {
            const year = parseYear(match[ITMonthNameMiddleEndianParser_YEAR_GROUP]);
            components.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
            components.imply("year", year);
        }
        if (!match[ITMonthNameMiddleEndianParser_DATE_TO_GROUP]) {
            return components;
        }
        const endDate = parseOrdinalNumberPattern(match[ITMonthNameMiddleEndianParser_DATE_TO_GROUP]);
        const result = context.createParsingResult(match.index, match[0]);
        result.start = components;
        result.end = components.clone();
        result.end.assign("day", endDate);
        return result;
    }
}
//# sourceMappingURL=ITMonthNameMiddleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITMonthNameParser.js





const ITMonthNameParser_PATTERN = new RegExp(`((?:a|in|di|del)\\s*)?` +
    `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    `\\s*` +
    `(?:` +
    `(?:,|-|del)?\\s*(${YEAR_PATTERN})?` +
    ")?" +
    "(?=[^\\s\\w]|\\s+[^0-9]|\\s+$|$)", "i");
const PREFIX_GROUP = 1;
const ITMonthNameParser_MONTH_NAME_GROUP = 2;
const ITMonthNameParser_YEAR_GROUP = 3;
class ITMonthNameParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ITMonthNameParser_PATTERN;
    }
    innerExtract(context, match) {
        const monthName = match[ITMonthNameParser_MONTH_NAME_GROUP].toLowerCase();
        if (match[0].length <= 3 && !FULL_MONTH_NAME_DICTIONARY[monthName]) {
            return null;
        }
        const result = context.createParsingResult(match.index + (match[PREFIX_GROUP] || "").length, match.index + match[0].length);
        result.start.imply("day", 1);
        result.start.addTag("parser/ITMonthNameParser");
        const month = MONTH_DICTIONARY[monthName];
        result.start.assign("month", month);
        if (match[ITMonthNameParser_YEAR_GROUP]) {
            const year = parseYear(match[ITMonthNameParser_YEAR_GROUP]);
            result.start.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, 1, month);
            result.start.imply("year", year);
        }
        return result;
    }
}
//# sourceMappingURL=ITMonthNameParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITYearMonthDayParser.js



const ITYearMonthDayParser_PATTERN = new RegExp(`([0-9]{4})[-\\.\\/\\s]` +
    `(?:(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})|([0-9]{1,2}))[-\\.\\/\\s]` +
    `([0-9]{1,2})` +
    "(?=\\W|$)", "i");
const YEAR_NUMBER_GROUP = 1;
const ITYearMonthDayParser_MONTH_NAME_GROUP = 2;
const MONTH_NUMBER_GROUP = 3;
const DATE_NUMBER_GROUP = 4;
class ITYearMonthDayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMonthDateOrder;
    constructor(strictMonthDateOrder) {
        super();
        this.strictMonthDateOrder = strictMonthDateOrder;
    }
    innerPattern() {
        return ITYearMonthDayParser_PATTERN;
    }
    innerExtract(context, match) {
        const year = parseInt(match[YEAR_NUMBER_GROUP]);
        let day = parseInt(match[DATE_NUMBER_GROUP]);
        let month = match[MONTH_NUMBER_GROUP]
            ? parseInt(match[MONTH_NUMBER_GROUP])
            : MONTH_DICTIONARY[match[ITYearMonthDayParser_MONTH_NAME_GROUP].toLowerCase()];
        if (month < 1 || month > 12) {
            if (this.strictMonthDateOrder) {
                return null;
            }
            if (day >= 1 && day <= 12) {
                [month, day] = [day, month];
            }
        }
        if (day < 1 || day > 31) {
            return null;
        }
        return {
            day: day,
            month: month,
            year: year,
        };
    }
}
//# sourceMappingURL=ITYearMonthDayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITSlashMonthFormatParser.js

const ITSlashMonthFormatParser_PATTERN = new RegExp("([0-9]|0[1-9]|1[012])/([0-9]{4})" + "", "i");
const MONTH_GROUP = 1;
const ITSlashMonthFormatParser_YEAR_GROUP = 2;
class ITSlashMonthFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ITSlashMonthFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const year = parseInt(match[ITSlashMonthFormatParser_YEAR_GROUP]);
        const month = parseInt(match[MONTH_GROUP]);
        return context.createParsingComponents().imply("day", 1).assign("month", month).assign("year", year);
    }
}
//# sourceMappingURL=ITSlashMonthFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractTimeExpressionParser.js
var AbstractTimeExpressionParser = __webpack_require__(37341);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITTimeExpressionParser.js


class ITTimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
    constructor(strictMode) {
        super(strictMode);
    }
    followingPhase() {
        return "\\s*(?:\\-|\\\u2013|\\~|\\\u301c|a|fino\\s*a|alle?|\\?)\\s*";
    }
    primaryPrefix() {
        return "(?:(?:alle?|dalle?)\\s*)??";
    }
    primarySuffix() {
        return "(?:\\s*(?:di\\s*(?:sera|notte|mattina|pomeriggio)))?(?!/)(?=\\W|$)";
    }
    extractPrimaryTimeComponents(context, match) {
        const components = super.extractPrimaryTimeComponents(context, match);
        if (!components) {
            return components;
        }
        if (match[0].match(/di\s*(?:sera|notte)/i)) {
            const hour = components.get("hour");
            if (hour >= 6 && hour < 12) {
                components.assign("hour", components.get("hour") + 12);
                components.assign("meridiem", types/* Meridiem */.FF.PM);
            }
            else if (hour < 6) {
                components.assign("meridiem", types/* Meridiem */.FF.AM);
            }
        }
        if (match[0].match(/di\s*pomeriggio/i)) {
            components.assign("meridiem", types/* Meridiem */.FF.PM);
            const hour = components.get("hour");
            if (hour >= 0 && hour <= 6) {
                components.assign("hour", components.get("hour") + 12);
            }
        }
        if (match[0].match(/di\s*mattina/i)) {
            components.assign("meridiem", types/* Meridiem */.FF.AM);
            const hour = components.get("hour");
            if (hour < 12) {
                components.assign("hour", components.get("hour"));
            }
        }
        return components.addTag("parser/ITTimeExpressionParser");
    }
    extractFollowingTimeComponents(context, match, result) {
        const followingComponents = super.extractFollowingTimeComponents(context, match, result);
        if (followingComponents) {
            followingComponents.addTag("parser/ITTimeExpressionParser");
        }
        return followingComponents;
    }
}
//# sourceMappingURL=ITTimeExpressionParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/duration.js
var calculation_duration = __webpack_require__(24440);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITTimeUnitAgoFormatParser.js




const ITTimeUnitAgoFormatParser_PATTERN = new RegExp(`(${TIME_UNITS_PATTERN})\\s{0,5}(?:fa|prima)(?=\\W|$)`, "i");
const STRICT_PATTERN = new RegExp(`(${TIME_UNITS_NO_ABBR_PATTERN})\\s{0,5}(?:fa|prima)(?=\\W|$)`, "i");
class ITTimeUnitAgoFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMode;
    constructor(strictMode) {
        super();
        this.strictMode = strictMode;
    }
    innerPattern() {
        return this.strictMode ? STRICT_PATTERN : ITTimeUnitAgoFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const duration = parseDuration(match[1]);
        if (!duration) {
            return null;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, (0,calculation_duration/* reverseDuration */.x4)(duration));
    }
}
//# sourceMappingURL=ITTimeUnitAgoFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITTimeUnitLaterFormatParser.js



const ITTimeUnitLaterFormatParser_PATTERN = new RegExp(`(${TIME_UNITS_PATTERN})\\s{0,5}(?:dopo|pi\u00f9\\s*tardi|da\\s*adesso|da\\s*ora)` + "(?=(?:\\W|$))", "i");
const ITTimeUnitLaterFormatParser_STRICT_PATTERN = new RegExp(`(${TIME_UNITS_NO_ABBR_PATTERN})\\s{0,5}(dopo|pi\u00f9\\s*tardi|da\\s*adesso|da\\s*ora)(?=\\W|$)`, "i");
const GROUP_NUM_TIMEUNITS = 1;
class ITTimeUnitLaterFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMode;
    constructor(strictMode) {
        super();
        this.strictMode = strictMode;
    }
    innerPattern() {
        return this.strictMode ? ITTimeUnitLaterFormatParser_STRICT_PATTERN : ITTimeUnitLaterFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[GROUP_NUM_TIMEUNITS]);
        if (!timeUnits) {
            return null;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=ITTimeUnitLaterFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateRangeRefiner.js
var AbstractMergeDateRangeRefiner = __webpack_require__(49227);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/refiners/ITMergeDateRangeRefiner.js

class ITMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(a|al|-|\u2013|fino\s*a|fino\s*al)\s*$/i;
    }
}
//# sourceMappingURL=ITMergeDateRangeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js + 1 modules
var AbstractMergeDateTimeRefiner = __webpack_require__(52654);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/refiners/ITMergeDateTimeRefiner.js

class ITMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return new RegExp("^\\s*(T|alle?|dopo\\s*le|prima\\s*delle?|,|-|\\.|\u2219|:)?\\s*$");
    }
}
//# sourceMappingURL=ITMergeDateTimeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/dates.js
var dates = __webpack_require__(15167);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/casualReferences.js
var casualReferences = __webpack_require__(27225);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITCasualDateParser.js



const ITCasualDateParser_PATTERN = /(adesso|ora|oggi|stasera|stanotte|domani|dopodomani|ieri|ieri\s*sera|ieri\s*notte)(?=\W|$)/i;
class ITCasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return ITCasualDateParser_PATTERN;
    }
    innerExtract(context, match) {
        let targetDate = context.refDate;
        const lowerText = match[0].toLowerCase();
        let component = context.createParsingComponents();
        switch (lowerText) {
            case "adesso":
            case "ora":
                component = casualReferences/* now */.tB(context.reference);
                break;
            case "oggi":
                component = casualReferences/* today */.Ec(context.reference);
                break;
            case "ieri":
                component = casualReferences/* yesterday */.jI(context.reference);
                break;
            case "domani":
                component = casualReferences/* tomorrow */.uf(context.reference);
                break;
            case "stasera":
            case "stanotte":
                component = casualReferences/* tonight */.A_(context.reference);
                break;
            case "dopodomani":
                component = casualReferences/* theDayAfter */.AV(context.reference, 2);
                break;
            default:
                if (lowerText.match(/ieri\s*sera/) || lowerText.match(/ieri\s*notte/)) {
                    if (targetDate.getHours() > 6) {
                        const previousDay = new Date(targetDate.getTime());
                        previousDay.setDate(previousDay.getDate() - 1);
                        targetDate = previousDay;
                    }
                    (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                    component.imply("hour", 0);
                }
                break;
        }
        component.addTag("parser/ITCasualDateParser");
        return component;
    }
}
//# sourceMappingURL=ITCasualDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITCasualTimeParser.js


const ITCasualTimeParser_PATTERN = /(stamattina|stasera|stanotte|stamani)|(questa\s*)?(mattina|pomeriggio|sera|notte|mezzanotte|mezzogiorno)(?=\W|$)/i;
class ITCasualTimeParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ITCasualTimeParser_PATTERN;
    }
    innerExtract(context, match) {
        let component = null;
        if (match[1]) {
            switch (match[1].toLowerCase()) {
                case "stamattina":
                case "stamani":
                    component = casualReferences/* morning */.F1(context.reference);
                    break;
                case "stasera":
                case "stanotte":
                    component = casualReferences/* evening */.Jp(context.reference);
                    break;
            }
        }
        else if (match[3]) {
            switch (match[3].toLowerCase()) {
                case "pomeriggio":
                    component = casualReferences/* afternoon */.ZB(context.reference);
                    break;
                case "sera":
                case "notte":
                    component = casualReferences/* evening */.Jp(context.reference);
                    break;
                case "mezzanotte":
                    component = casualReferences/* midnight */.Bm(context.reference);
                    break;
                case "mattina":
                    component = casualReferences/* morning */.F1(context.reference);
                    break;
                case "mezzogiorno":
                    component = casualReferences/* noon */.zW(context.reference);
                    break;
            }
        }
        if (component) {
            component.addTag("parser/ITCasualTimeParser");
        }
        return component;
    }
}
//# sourceMappingURL=ITCasualTimeParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/weekdays.js
var weekdays = __webpack_require__(11215);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITWeekdayParser.js





const ITWeekdayParser_PATTERN = new RegExp("(?:(?:\\,|\\(|\\\uff08)\\s*)?" +
    "(?:(questo|questa|quest'|scorso|scorsa|prossimo|prossima)\\s*)?" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(WEEKDAY_DICTIONARY)}|weekend|fine\\s*settimana)` +
    "(?:\\s*(?:\\,|\\)|\\\uff09))?" +
    "(?:\\s*(scorso|scorsa|prossimo|prossima)(?:\\s*settimana)?)?" +
    "(?=\\W|$)", "i");
const ITWeekdayParser_PREFIX_GROUP = 1;
const WEEKDAY_GROUP = 2;
const POSTFIX_GROUP = 3;
class ITWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ITWeekdayParser_PATTERN;
    }
    innerExtract(context, match) {
        const prefix = match[ITWeekdayParser_PREFIX_GROUP];
        const postfix = match[POSTFIX_GROUP];
        let modifierWord = prefix || postfix;
        modifierWord = modifierWord || "";
        modifierWord = modifierWord.toLowerCase();
        let modifier = null;
        if (modifierWord == "scorso" || modifierWord == "scorsa") {
            modifier = "last";
        }
        else if (modifierWord == "prossimo" || modifierWord == "prossima") {
            modifier = "next";
        }
        else if (modifierWord == "questo" || modifierWord == "questa" || modifierWord == "quest'") {
            modifier = "this";
        }
        const weekday_word = match[WEEKDAY_GROUP].toLowerCase();
        let weekday;
        if (WEEKDAY_DICTIONARY[weekday_word] !== undefined) {
            weekday = WEEKDAY_DICTIONARY[weekday_word];
        }
        else if (weekday_word == "weekend" || weekday_word.match(/fine\s*settimana/)) {
            weekday = modifier == "last" ? types/* Weekday */.Bw.SUNDAY : types/* Weekday */.Bw.SATURDAY;
        }
        else {
            return null;
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, weekday, modifier);
    }
}
//# sourceMappingURL=ITWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITRelativeDateFormatParser.js




const ITRelativeDateFormatParser_PATTERN = new RegExp("(?:" +
    `(?:il\\s*|la\\s*|l'\\s*)?(questo|questa|quest'|scorso|scorsa|prossimo|prossima|dopo\\s*questo|dopo\\s*questa)\\s*(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})` +
    "|" +
    `(?:il\\s*|la\\s*|l'\\s*)(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})\\s*(scorso|scorsa|prossimo|prossima)` +
    ")(?=\\W|$)", "i");
const MODIFIER_WORD_GROUP_1 = 1;
const RELATIVE_WORD_GROUP_1 = 2;
const RELATIVE_WORD_GROUP_2 = 3;
const MODIFIER_WORD_GROUP_2 = 4;
class ITRelativeDateFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ITRelativeDateFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        let modifier;
        let unitWord;
        if (match[MODIFIER_WORD_GROUP_1]) {
            modifier = match[MODIFIER_WORD_GROUP_1].toLowerCase();
            unitWord = match[RELATIVE_WORD_GROUP_1].toLowerCase();
        }
        else {
            modifier = match[MODIFIER_WORD_GROUP_2].toLowerCase();
            unitWord = match[RELATIVE_WORD_GROUP_2].toLowerCase();
        }
        const timeunit = TIME_UNIT_DICTIONARY[unitWord];
        if (modifier == "prossimo" || modifier == "prossima" || modifier.startsWith("dopo")) {
            const timeUnits = {};
            timeUnits[timeunit] = 1;
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
        }
        if (modifier == "scorso" || modifier == "scorsa") {
            const timeUnits = {};
            timeUnits[timeunit] = -1;
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
        }
        const components = context.createParsingComponents();
        let date = new Date(context.reference.instant.getTime());
        if (unitWord.match(/settimana/i)) {
            date.setDate(date.getDate() - date.getDay());
            components.imply("day", date.getDate());
            components.imply("month", date.getMonth() + 1);
            components.imply("year", date.getFullYear());
        }
        else if (unitWord.match(/mese/i)) {
            date.setDate(1);
            components.imply("day", date.getDate());
            components.assign("year", date.getFullYear());
            components.assign("month", date.getMonth() + 1);
        }
        else if (unitWord.match(/anno/i)) {
            date.setDate(1);
            date.setMonth(0);
            components.imply("day", date.getDate());
            components.imply("month", date.getMonth() + 1);
            components.assign("year", date.getFullYear());
        }
        return components;
    }
}
//# sourceMappingURL=ITRelativeDateFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/SlashDateFormatParser.js
var SlashDateFormatParser = __webpack_require__(51194);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/parsers/ITTimeUnitCasualRelativeFormatParser.js




const ITTimeUnitCasualRelativeFormatParser_PATTERN = new RegExp(`(?:il\\s*|la\\s*|l'\\s*)?(questo|questa|quest'|scorso|scorsa|prossimo|prossima|dopo|\\+|-)\\s*(${TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
const PATTERN_NO_ABBR = new RegExp(`(?:il\\s*|la\\s*|l'\\s*)?(questo|questa|quest'|scorso|scorsa|prossimo|prossima|dopo|\\+|-)\\s*(${TIME_UNITS_NO_ABBR_PATTERN})(?=\\W|$)`, "i");
class ITTimeUnitCasualRelativeFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    allowAbbreviations;
    constructor(allowAbbreviations = true) {
        super();
        this.allowAbbreviations = allowAbbreviations;
    }
    innerPattern() {
        return this.allowAbbreviations ? ITTimeUnitCasualRelativeFormatParser_PATTERN : PATTERN_NO_ABBR;
    }
    innerExtract(context, match) {
        const prefix = match[1].toLowerCase();
        let duration = parseDuration(match[2]);
        if (!duration) {
            return null;
        }
        switch (prefix) {
            case "scorso":
            case "scorsa":
            case "-":
                duration = (0,calculation_duration/* reverseDuration */.x4)(duration);
                break;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, duration);
    }
}
//# sourceMappingURL=ITTimeUnitCasualRelativeFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/abstractRefiners.js
var abstractRefiners = __webpack_require__(9602);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/refiners/ITMergeRelativeAfterDateRefiner.js




function IsPositiveFollowingReference(result) {
    return result.text.match(/^[+-]/i) != null;
}
function IsNegativeFollowingReference(result) {
    return result.text.match(/^-/i) != null;
}
class ITMergeRelativeAfterDateRefiner extends abstractRefiners/* MergingRefiner */.X {
    shouldMergeResults(textBetween, currentResult, nextResult) {
        if (!textBetween.match(/^\s*$/i)) {
            return false;
        }
        return IsPositiveFollowingReference(nextResult) || IsNegativeFollowingReference(nextResult);
    }
    mergeResults(textBetween, currentResult, nextResult, context) {
        let timeUnits = parseDuration(nextResult.text);
        if (IsNegativeFollowingReference(nextResult)) {
            timeUnits = (0,calculation_duration/* reverseDuration */.x4)(timeUnits);
        }
        const components = results/* ParsingComponents */.BP.createRelativeFromReference(results/* ReferenceWithTimezone */.b5.fromDate(currentResult.start.date()), timeUnits);
        return new results/* ParsingResult */.s4(currentResult.reference, currentResult.index, `${currentResult.text}${textBetween}${nextResult.text}`, components);
    }
}
//# sourceMappingURL=ITMergeRelativeAfterDateRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/refiners/ITMergeRelativeFollowByDateRefiner.js




function hasImpliedEarlierReferenceDate(result) {
    return result.text.match(/\s+(prima|da)$/i) != null;
}
function hasImpliedLaterReferenceDate(result) {
    return result.text.match(/\s+(dopo|dal?)$/i) != null;
}
class ITMergeRelativeFollowByDateRefiner extends abstractRefiners/* MergingRefiner */.X {
    patternBetween() {
        return /^\s*$/i;
    }
    shouldMergeResults(textBetween, currentResult, nextResult) {
        if (!textBetween.match(this.patternBetween())) {
            return false;
        }
        if (!hasImpliedEarlierReferenceDate(currentResult) && !hasImpliedLaterReferenceDate(currentResult)) {
            return false;
        }
        return !!nextResult.start.get("day") && !!nextResult.start.get("month") && !!nextResult.start.get("year");
    }
    mergeResults(textBetween, currentResult, nextResult) {
        let duration = parseDuration(currentResult.text);
        if (hasImpliedEarlierReferenceDate(currentResult)) {
            duration = (0,calculation_duration/* reverseDuration */.x4)(duration);
        }
        const components = results/* ParsingComponents */.BP.createRelativeFromReference(results/* ReferenceWithTimezone */.b5.fromDate(nextResult.start.date()), duration);
        return new results/* ParsingResult */.s4(nextResult.reference, currentResult.index, `${currentResult.text}${textBetween}${nextResult.text}`, components);
    }
}
//# sourceMappingURL=ITMergeRelativeFollowByDateRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/OverlapRemovalRefiner.js
var OverlapRemovalRefiner = __webpack_require__(13681);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/refiners/ITExtractYearSuffixRefiner.js

const YEAR_SUFFIX_PATTERN = new RegExp(`^\\s*(${YEAR_PATTERN})`, "i");
const ITExtractYearSuffixRefiner_YEAR_GROUP = 1;
class ITExtractYearSuffixRefiner {
    refine(context, results) {
        results.forEach(function (result) {
            if (!result.start.isDateWithUnknownYear()) {
                return;
            }
            const suffix = context.text.substring(result.index + result.text.length);
            const match = YEAR_SUFFIX_PATTERN.exec(suffix);
            if (!match) {
                return;
            }
            if (match[0].trim().length <= 3) {
                return;
            }
            context.debug(() => {
                console.log(`Extracting year: '${match[0]}' into : ${result}`);
            });
            const year = parseYear(match[ITExtractYearSuffixRefiner_YEAR_GROUP]);
            if (result.end != null) {
                result.end.assign("year", year);
            }
            result.start.assign("year", year);
            result.text += match[0];
        });
        return results;
    }
}
//# sourceMappingURL=ITExtractYearSuffixRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/refiners/ITUnlikelyFormatFilter.js

class ITUnlikelyFormatFilter extends abstractRefiners/* Filter */.d {
    constructor() {
        super();
    }
    isValid(context, result) {
        const text = result.text.trim();
        if (text === context.text.trim()) {
            return true;
        }
        if (text.toLowerCase().endsWith("il secondo") || text.toLowerCase() === "secondo") {
            const textAfter = context.text.substring(result.index + result.text.length).trim();
            if (textAfter.length > 0) {
                context.debug(() => {
                    console.log(`Removing unlikely result: ${result}`);
                });
            }
            return false;
        }
        return true;
    }
}
//# sourceMappingURL=ITUnlikelyFormatFilter.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/configuration.js























class ITDefaultConfiguration {
    createCasualConfiguration() {
        const option = this.createConfiguration(false);
        option.parsers.push(new ITCasualDateParser());
        option.parsers.push(new ITCasualTimeParser());
        option.parsers.push(new ITMonthNameParser());
        option.parsers.push(new ITRelativeDateFormatParser());
        option.parsers.push(new ITTimeUnitCasualRelativeFormatParser());
        option.refiners.push(new ITUnlikelyFormatFilter());
        return option;
    }
    createConfiguration(strictMode = true) {
        const options = (0,configurations/* includeCommonConfiguration */.i)({
            parsers: [
                new SlashDateFormatParser/* default */.A(true),
                new ITTimeUnitWithinFormatParser(strictMode),
                new ITMonthNameLittleEndianParser(),
                new ITMonthNameMiddleEndianParser(true),
                new ITWeekdayParser(),
                new ITSlashMonthFormatParser(),
                new ITTimeExpressionParser(strictMode),
                new ITTimeUnitAgoFormatParser(strictMode),
                new ITTimeUnitLaterFormatParser(strictMode),
            ],
            refiners: [new ITMergeDateTimeRefiner()],
        }, strictMode);
        options.parsers.unshift(new ITYearMonthDayParser(strictMode));
        options.refiners.unshift(new ITMergeRelativeFollowByDateRefiner());
        options.refiners.unshift(new ITMergeRelativeAfterDateRefiner());
        options.refiners.unshift(new OverlapRemovalRefiner/* default */.A());
        options.refiners.push(new ITMergeDateTimeRefiner());
        options.refiners.push(new ITExtractYearSuffixRefiner());
        options.refiners.push(new ITMergeDateRangeRefiner());
        return options;
    }
}
//# sourceMappingURL=configuration.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/it/index.js






const configuration = new ITDefaultConfiguration();
const casual = new chrono/* Chrono */.u(configuration.createCasualConfiguration());
const strict = new chrono/* Chrono */.u(configuration.createConfiguration(true));
function parse(text, ref, option) {
    return casual.parse(text, ref, option);
}
function parseDate(text, ref, option) {
    return casual.parseDate(text, ref, option);
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 10733:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Si: () => (/* binding */ casual)
});

// UNUSED EXPORTS: Chrono, Meridiem, ParsingComponents, ParsingResult, ReferenceWithTimezone, Weekday, createCasualConfiguration, createConfiguration, parse, parseDate, strict

;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/constants.js
const NUMBER = {
    "\u96f6": 0,
    "\u3007": 0,
    "\u4e00": 1,
    "\u4e8c": 2,
    "\u4e09": 3,
    "\u56db": 4,
    "\u4e94": 5,
    "\u516d": 6,
    "\u4e03": 7,
    "\u516b": 8,
    "\u4e5d": 9,
    "\u5341": 10,
};
const WEEKDAY_OFFSET = {
    "\u65e5": 0,
    "\u6708": 1,
    "\u706b": 2,
    "\u6c34": 3,
    "\u6728": 4,
    "\u91d1": 5,
    "\u571f": 6,
};
function toHankaku(text) {
    return String(text)
        .replace(/\u2019/g, "\u0027")
        .replace(/\u201D/g, "\u0022")
        .replace(/\u3000/g, "\u0020")
        .replace(/\uFFE5/g, "\u00A5")
        .replace(/[\uFF01\uFF03-\uFF06\uFF08\uFF09\uFF0C-\uFF19\uFF1C-\uFF1F\uFF21-\uFF3B\uFF3D\uFF3F\uFF41-\uFF5B\uFF5D\uFF5E]/g, alphaNum);
}
function alphaNum(token) {
    return String.fromCharCode(token.charCodeAt(0) - 65248);
}
function jaStringToNumber(text) {
    let number = 0;
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char === "\u5341") {
            number = number === 0 ? NUMBER[char] : number * NUMBER[char];
        }
        else {
            number += NUMBER[char];
        }
    }
    return number;
}
//# sourceMappingURL=constants.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/years.js
var years = __webpack_require__(50624);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/parsers/JPStandardParser.js


const PATTERN = /(?:(?:([\u540c\u4eca\u672c])|((\u662d\u548c|\u5e73\u6210|\u4ee4\u548c)?([0-9\uff10-\uff19]{1,4}|\u5143)))\u5e74\s*)?([0-9\uff10-\uff19]{1,2})\u6708\s*([0-9\uff10-\uff19]{1,2})\u65e5/i;
const SPECIAL_YEAR_GROUP = 1;
const TYPICAL_YEAR_GROUP = 2;
const ERA_GROUP = 3;
const YEAR_NUMBER_GROUP = 4;
const MONTH_GROUP = 5;
const DAY_GROUP = 6;
class JPStandardParser {
    pattern() {
        return PATTERN;
    }
    extract(context, match) {
        const month = parseInt(toHankaku(match[MONTH_GROUP]));
        const day = parseInt(toHankaku(match[DAY_GROUP]));
        const components = context.createParsingComponents({
            day: day,
            month: month,
        });
        if (match[SPECIAL_YEAR_GROUP] && match[SPECIAL_YEAR_GROUP].match("\u540c|\u4eca|\u672c")) {
            components.assign("year", context.reference.getDateWithAdjustedTimezone().getFullYear());
        }
        if (match[TYPICAL_YEAR_GROUP]) {
            const yearNumText = match[YEAR_NUMBER_GROUP];
            let year = yearNumText == "\u5143" ? 1 : parseInt(toHankaku(yearNumText));
            if (match[ERA_GROUP] == "\u4ee4\u548c") {
                year += 2018;
            }
            else if (match[ERA_GROUP] == "\u5e73\u6210") {
                year += 1988;
            }
            else if (match[ERA_GROUP] == "\u662d\u548c") {
                year += 1925;
            }
            components.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
            components.imply("year", year);
        }
        return components;
    }
}
//# sourceMappingURL=JPStandardParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateRangeRefiner.js
var AbstractMergeDateRangeRefiner = __webpack_require__(49227);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/refiners/JPMergeDateRangeRefiner.js

class JPMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(\u304b\u3089|\uff0d|\u30fc|-|\uff5e|~)\s*$/i;
    }
}
//# sourceMappingURL=JPMergeDateRangeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/casualReferences.js
var casualReferences = __webpack_require__(27225);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/parsers/JPCasualDateParser.js


const JPCasualDateParser_PATTERN = /\u4eca\u65e5|\u304d\u3087\u3046|\u672c\u65e5|\u307b\u3093\u3058\u3064|\u6628\u65e5|\u304d\u306e\u3046|\u660e\u65e5|\u3042\u3057\u305f|\u4eca\u591c|\u3053\u3093\u3084|\u4eca\u5915|\u3053\u3093\u3086\u3046|\u4eca\u6669|\u3053\u3093\u3070\u3093|\u4eca\u671d|\u3051\u3055/i;
function normalizeTextToKanji(text) {
    switch (text) {
        case "\u304d\u3087\u3046":
            return "\u4eca\u65e5";
        case "\u307b\u3093\u3058\u3064":
            return "\u672c\u65e5";
        case "\u304d\u306e\u3046":
            return "\u6628\u65e5";
        case "\u3042\u3057\u305f":
            return "\u660e\u65e5";
        case "\u3053\u3093\u3084":
            return "\u4eca\u591c";
        case "\u3053\u3093\u3086\u3046":
            return "\u4eca\u5915";
        case "\u3053\u3093\u3070\u3093":
            return "\u4eca\u6669";
        case "\u3051\u3055":
            return "\u4eca\u671d";
        default:
            return text;
    }
}
class JPCasualDateParser {
    pattern() {
        return JPCasualDateParser_PATTERN;
    }
    extract(context, match) {
        const text = normalizeTextToKanji(match[0]);
        const components = context.createParsingComponents();
        switch (text) {
            case "\u6628\u65e5":
                return casualReferences/* yesterday */.jI(context.reference);
            case "\u660e\u65e5":
                return casualReferences/* tomorrow */.uf(context.reference);
            case "\u672c\u65e5":
            case "\u4eca\u65e5":
                return casualReferences/* today */.Ec(context.reference);
        }
        if (text == "\u4eca\u591c" || text == "\u4eca\u5915" || text == "\u4eca\u6669") {
            components.imply("hour", 22);
            components.assign("meridiem", types/* Meridiem */.FF.PM);
        }
        else if (text.match("\u4eca\u671d")) {
            components.imply("hour", 6);
            components.assign("meridiem", types/* Meridiem */.FF.AM);
        }
        const date = context.refDate;
        components.assign("day", date.getDate());
        components.assign("month", date.getMonth() + 1);
        components.assign("year", date.getFullYear());
        return components;
    }
}
//# sourceMappingURL=JPCasualDateParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/weekdays.js
var weekdays = __webpack_require__(11215);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/parsers/JPWeekdayParser.js


const JPWeekdayParser_PATTERN = new RegExp("((?<prefix>\u524d\u306e|\u6b21\u306e|\u4eca\u9031))?(?<weekday>" + Object.keys(WEEKDAY_OFFSET).join("|") + ")(?:\u66dc\u65e5|\u66dc)", "i");
class JPWeekdayParser {
    pattern() {
        return JPWeekdayParser_PATTERN;
    }
    extract(context, match) {
        const dayOfWeek = match.groups.weekday;
        const offset = WEEKDAY_OFFSET[dayOfWeek];
        if (offset === undefined)
            return null;
        const prefix = match.groups.prefix || "";
        let modifier = null;
        if (prefix.match(/\u524d\u306e/)) {
            modifier = "last";
        }
        else if (prefix.match(/\u6b21\u306e/)) {
            modifier = "next";
        }
        else if (prefix.match(/\u4eca\u9031/)) {
            modifier = "this";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, offset, modifier);
    }
}
//# sourceMappingURL=JPWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/parsers/JPSlashDateFormatParser.js


const JPSlashDateFormatParser_PATTERN = new RegExp("([0-9\uff10-\uff19]{4}[\\/|\\\uff0f])?" + "([0-1\uff10-\uff11]{0,1}[0-9\uff10-\uff19]{1})(?:[\\/|\\\uff0f]([0-3\uff10-\uff13]{0,1}[0-9\uff10-\uff19]{1}))", "i");
const YEAR_GROUP = 1;
const JPSlashDateFormatParser_MONTH_GROUP = 2;
const JPSlashDateFormatParser_DAY_GROUP = 3;
class JPSlashDateFormatParser {
    pattern() {
        return JPSlashDateFormatParser_PATTERN;
    }
    extract(context, match) {
        const result = context.createParsingComponents();
        const month = parseInt(toHankaku(match[JPSlashDateFormatParser_MONTH_GROUP]));
        const day = parseInt(toHankaku(match[JPSlashDateFormatParser_DAY_GROUP]));
        if (month < 1 || month > 12) {
            return null;
        }
        if (day < 1 || day > 31) {
            return null;
        }
        result.assign("day", day);
        result.assign("month", month);
        if (match[YEAR_GROUP]) {
            const rawYearNumber = parseInt(toHankaku(match[YEAR_GROUP]));
            const year = (0,years/* findMostLikelyADYear */.D)(rawYearNumber);
            result.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.reference.instant, day, month);
            result.imply("year", year);
        }
        return result;
    }
}
//# sourceMappingURL=JPSlashDateFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractParserWithWordBoundary.js
var AbstractParserWithWordBoundary = __webpack_require__(61264);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/parsers/JPTimeExpressionParser.js



const FIRST_REG_PATTERN = new RegExp("(?:" +
    "(\u5348\u524d|\u5348\u5f8c|A.M.|P.M.|AM|PM)" +
    ")?" +
    "(?:[\\s,\uff0c\u3001]*)" +
    "(?:([0-9\uff10-\uff19]+|[" +
    Object.keys(NUMBER).join("") +
    "]+)(?:\\s*)(?:\u6642(?!\u9593)|:|\uff1a)" +
    "(?:\\s*)" +
    "([0-9\uff10-\uff19]+|\u534a|[" +
    Object.keys(NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u5206|:|\uff1a)?" +
    "(?:\\s*)" +
    "([0-9\uff10-\uff19]+|[" +
    Object.keys(NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u79d2)?)" +
    "(?:\\s*(A.M.|P.M.|AM?|PM?))?", "i");
const SECOND_REG_PATTERN = new RegExp("(?:^\\s*(?:\u304b\u3089|\\-|\\\u2013|\\\uff0d|\\~|\\\u301c)\\s*)" +
    "(?:" +
    "(\u5348\u524d|\u5348\u5f8c|A.M.|P.M.|AM|PM)" +
    ")?" +
    "(?:[\\s,\uff0c\u3001]*)" +
    "(?:([0-9\uff10-\uff19]+|[" +
    Object.keys(NUMBER).join("") +
    "]+)(?:\\s*)(?:\u6642|:|\uff1a)" +
    "(?:\\s*)" +
    "([0-9\uff10-\uff19]+|\u534a|[" +
    Object.keys(NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u5206|:|\uff1a)?" +
    "(?:\\s*)" +
    "([0-9\uff10-\uff19]+|[" +
    Object.keys(NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u79d2)?)" +
    "(?:\\s*(A.M.|P.M.|AM?|PM?))?", "i");
const AM_PM_HOUR_GROUP_1 = 1;
const HOUR_GROUP = 2;
const MINUTE_GROUP = 3;
const SECOND_GROUP = 4;
const AM_PM_HOUR_GROUP_2 = 5;
class JPTimeExpressionParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return FIRST_REG_PATTERN;
    }
    innerExtract(context, match) {
        if (match.index > 0 && context.text[match.index - 1].match(/\w/)) {
            return null;
        }
        const result = context.createParsingResult(match.index, match[0]);
        result.start = createTimeComponents(context, match[HOUR_GROUP], match[MINUTE_GROUP], match[SECOND_GROUP], match[AM_PM_HOUR_GROUP_1] ?? match[AM_PM_HOUR_GROUP_2]);
        if (!result.start) {
            match.index += match[0].length;
            return null;
        }
        match = SECOND_REG_PATTERN.exec(context.text.substring(result.index + result.text.length));
        if (!match) {
            return result;
        }
        result.text = result.text + match[0];
        result.end = createTimeComponents(context, match[HOUR_GROUP], match[MINUTE_GROUP], match[SECOND_GROUP], match[AM_PM_HOUR_GROUP_1] ?? match[AM_PM_HOUR_GROUP_2]);
        if (!result.end) {
            return null;
        }
        if (!result.end.isCertain("meridiem") && result.start.isCertain("meridiem")) {
            result.end.imply("meridiem", result.start.get("meridiem"));
            if (result.start.get("meridiem") === types/* Meridiem */.FF.PM) {
                if (result.start.get("hour") - 12 > result.end.get("hour")) {
                    result.end.imply("meridiem", types/* Meridiem */.FF.AM);
                }
                else if (result.end.get("hour") < 12) {
                    result.end.assign("hour", result.end.get("hour") + 12);
                }
            }
        }
        if (result.end.date().getTime() < result.start.date().getTime()) {
            result.end.addDurationAsImplied({ day: 1 });
        }
        return result;
    }
}
function createTimeComponents(context, matchHour, matchMinute, matchSecond, matchAmPm) {
    let hour = 0;
    let meridiem = -1;
    let targetComponents = context.createParsingComponents();
    hour = parseInt(toHankaku(matchHour));
    if (isNaN(hour)) {
        hour = jaStringToNumber(matchHour);
    }
    if (hour > 24) {
        return null;
    }
    if (matchMinute) {
        let minute;
        if (matchMinute === "\u534a") {
            minute = 30;
        }
        else {
            minute = parseInt(toHankaku(matchMinute));
            if (isNaN(minute)) {
                minute = jaStringToNumber(matchMinute);
            }
        }
        if (minute >= 60)
            return null;
        targetComponents.assign("minute", minute);
    }
    if (matchSecond) {
        let second = parseInt(toHankaku(matchSecond));
        if (isNaN(second)) {
            second = jaStringToNumber(matchSecond);
        }
        if (second >= 60)
            return null;
        targetComponents.assign("second", second);
    }
    if (matchAmPm) {
        if (hour > 12) {
            return null;
        }
        const AMPMString = matchAmPm;
        if (AMPMString === "\u5348\u524d" || AMPMString[0].toLowerCase() === "a") {
            meridiem = types/* Meridiem */.FF.AM;
            if (hour === 12)
                hour = 0;
        }
        else if (AMPMString === "\u5348\u5f8c" || AMPMString[0].toLowerCase() === "p") {
            meridiem = types/* Meridiem */.FF.PM;
            if (hour != 12)
                hour += 12;
        }
    }
    targetComponents.assign("hour", hour);
    if (meridiem >= 0) {
        targetComponents.assign("meridiem", meridiem);
    }
    else {
        if (hour < 12) {
            targetComponents.imply("meridiem", types/* Meridiem */.FF.AM);
        }
        else {
            targetComponents.imply("meridiem", types/* Meridiem */.FF.PM);
        }
    }
    return targetComponents;
}
//# sourceMappingURL=JPTimeExpressionParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js + 1 modules
var AbstractMergeDateTimeRefiner = __webpack_require__(52654);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/refiners/JPMergeDateTimeRefiner.js

class JPMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(\u306e)?\s*$/i;
    }
}
//# sourceMappingURL=JPMergeDateTimeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/abstractRefiners.js
var abstractRefiners = __webpack_require__(9602);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/refiners/JPMergeWeekdayComponentRefiner.js

class JPMergeWeekdayComponentRefiner extends abstractRefiners/* MergingRefiner */.X {
    mergeResults(textBetween, currentResult, nextResult) {
        const newResult = currentResult.clone();
        newResult.text = currentResult.text + textBetween + nextResult.text;
        newResult.start.assign("weekday", nextResult.start.get("weekday"));
        if (newResult.end) {
            newResult.end.assign("weekday", nextResult.start.get("weekday"));
        }
        return newResult;
    }
    shouldMergeResults(textBetween, currentResult, nextResult) {
        const normalDateThenWeekday = currentResult.start.isCertain("day") &&
            nextResult.start.isOnlyWeekdayComponent() &&
            !nextResult.start.isCertain("hour");
        return normalDateThenWeekday && textBetween.match(/^[,\u3001\u306e]?\s*$/) !== null;
    }
}
//# sourceMappingURL=JPMergeWeekdayComponentRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/parsers/JPWeekdayWithParenthesesParser.js


const JPWeekdayWithParenthesesParser_PATTERN = new RegExp("(?:\\(|\\\uff08)(?<weekday>" + Object.keys(WEEKDAY_OFFSET).join("|") + ")(?:\\)|\\\uff09)", "i");
class JPWeekdayWithParenthesesParser {
    pattern() {
        return JPWeekdayWithParenthesesParser_PATTERN;
    }
    extract(context, match) {
        const dayOfWeek = match.groups.weekday;
        const offset = WEEKDAY_OFFSET[dayOfWeek];
        if (offset === undefined)
            return null;
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, offset);
    }
}
//# sourceMappingURL=JPWeekdayWithParenthesesParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/MergeWeekdayComponentRefiner.js
var MergeWeekdayComponentRefiner = __webpack_require__(21053);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/index.js
















const casual = new chrono/* Chrono */.u(createCasualConfiguration());
const strict = new chrono/* Chrono */.u(createConfiguration(true));
function parse(text, ref, option) {
    return casual.parse(text, ref, option);
}
function parseDate(text, ref, option) {
    return casual.parseDate(text, ref, option);
}
function createCasualConfiguration() {
    const option = createConfiguration(false);
    option.parsers.unshift(new JPCasualDateParser());
    return option;
}
function createConfiguration(strictMode = true) {
    const configuration = (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new JPStandardParser(),
            new JPWeekdayParser(),
            new JPWeekdayWithParenthesesParser(),
            new JPSlashDateFormatParser(),
            new JPTimeExpressionParser(),
        ],
        refiners: [
            new JPMergeWeekdayComponentRefiner(),
            new JPMergeDateTimeRefiner(),
            new JPMergeDateRangeRefiner(),
        ],
    }, strictMode);
    configuration.refiners = configuration.refiners.filter((refiner) => !(refiner instanceof MergeWeekdayComponentRefiner/* default */.A));
    return configuration;
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 31072:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Si: () => (/* binding */ casual)
});

// UNUSED EXPORTS: Chrono, Meridiem, ParsingComponents, ParsingResult, ReferenceWithTimezone, Weekday, createCasualConfiguration, createConfiguration, parse, parseDate, strict

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateRangeRefiner.js
var AbstractMergeDateRangeRefiner = __webpack_require__(49227);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/refiners/NLMergeDateRangeRefiner.js

class NLMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(tot|-)\s*$/i;
    }
}
//# sourceMappingURL=NLMergeDateRangeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js + 1 modules
var AbstractMergeDateTimeRefiner = __webpack_require__(52654);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/refiners/NLMergeDateTimeRefiner.js

class NLMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return new RegExp("^\\s*(om|na|voor|in de|,|-)?\\s*$");
    }
}
//# sourceMappingURL=NLMergeDateTimeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractParserWithWordBoundary.js
var AbstractParserWithWordBoundary = __webpack_require__(61264);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/casualReferences.js
var casualReferences = __webpack_require__(27225);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLCasualDateParser.js


class NLCasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return /(nu|vandaag|morgen|morgend|gisteren)(?=\W|$)/i;
    }
    innerExtract(context, match) {
        const lowerText = match[0].toLowerCase();
        const component = context.createParsingComponents();
        switch (lowerText) {
            case "nu":
                return casualReferences/* now */.tB(context.reference);
            case "vandaag":
                return casualReferences/* today */.Ec(context.reference);
            case "morgen":
            case "morgend":
                return casualReferences/* tomorrow */.uf(context.reference);
            case "gisteren":
                return casualReferences/* yesterday */.jI(context.reference);
        }
        return component;
    }
}
//# sourceMappingURL=NLCasualDateParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/dates.js
var dates = __webpack_require__(15167);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLCasualTimeParser.js



const DAY_GROUP = 1;
const MOMENT_GROUP = 2;
class NLCasualTimeParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return /(deze)?\s*(namiddag|avond|middernacht|ochtend|middag|'s middags|'s avonds|'s ochtends)(?=\W|$)/i;
    }
    innerExtract(context, match) {
        const targetDate = context.refDate;
        const component = context.createParsingComponents();
        if (match[DAY_GROUP] === "deze") {
            component.assign("day", context.refDate.getDate());
            component.assign("month", context.refDate.getMonth() + 1);
            component.assign("year", context.refDate.getFullYear());
        }
        switch (match[MOMENT_GROUP].toLowerCase()) {
            case "namiddag":
            case "'s namiddags":
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.imply("hour", 15);
                component.addTag("casualReference/afternoon");
                break;
            case "avond":
            case "'s avonds'":
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.imply("hour", 20);
                component.addTag("casualReference/evening");
                break;
            case "middernacht":
                const nextDay = new Date(targetDate.getTime());
                nextDay.setDate(nextDay.getDate() + 1);
                (0,dates/* assignSimilarDate */.Pl)(component, nextDay);
                (0,dates/* implySimilarTime */.A4)(component, nextDay);
                component.imply("hour", 0);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.addTag("casualReference/midnight");
                break;
            case "ochtend":
            case "'s ochtends":
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.imply("hour", 6);
                component.addTag("casualReference/morning");
                break;
            case "middag":
            case "'s middags":
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.imply("hour", 12);
                component.addTag("casualReference/noon");
                break;
        }
        return component;
    }
}
//# sourceMappingURL=NLCasualTimeParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/SlashDateFormatParser.js
var SlashDateFormatParser = __webpack_require__(51194);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/pattern.js
var pattern = __webpack_require__(68652);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/years.js
var years = __webpack_require__(50624);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/constants.js


const WEEKDAY_DICTIONARY = {
    zondag: 0,
    zon: 0,
    "zon.": 0,
    zo: 0,
    "zo.": 0,
    maandag: 1,
    ma: 1,
    "ma.": 1,
    dinsdag: 2,
    din: 2,
    "din.": 2,
    di: 2,
    "di.": 2,
    woensdag: 3,
    woe: 3,
    "woe.": 3,
    wo: 3,
    "wo.": 3,
    donderdag: 4,
    dond: 4,
    "dond.": 4,
    do: 4,
    "do.": 4,
    vrijdag: 5,
    vrij: 5,
    "vrij.": 5,
    vr: 5,
    "vr.": 5,
    zaterdag: 6,
    zat: 6,
    "zat.": 6,
    "za": 6,
    "za.": 6,
};
const MONTH_DICTIONARY = {
    januari: 1,
    jan: 1,
    "jan.": 1,
    februari: 2,
    feb: 2,
    "feb.": 2,
    maart: 3,
    mar: 3,
    "mar.": 3,
    mrt: 3,
    "mrt.": 3,
    april: 4,
    apr: 4,
    "apr.": 4,
    mei: 5,
    juni: 6,
    jun: 6,
    "jun.": 6,
    juli: 7,
    jul: 7,
    "jul.": 7,
    augustus: 8,
    aug: 8,
    "aug.": 8,
    september: 9,
    sep: 9,
    "sep.": 9,
    sept: 9,
    "sept.": 9,
    oktober: 10,
    okt: 10,
    "okt.": 10,
    november: 11,
    nov: 11,
    "nov.": 11,
    december: 12,
    dec: 12,
    "dec.": 12,
};
const INTEGER_WORD_DICTIONARY = {
    een: 1,
    twee: 2,
    drie: 3,
    vier: 4,
    vijf: 5,
    zes: 6,
    zeven: 7,
    acht: 8,
    negen: 9,
    tien: 10,
    elf: 11,
    twaalf: 12,
};
const ORDINAL_WORD_DICTIONARY = {
    eerste: 1,
    tweede: 2,
    derde: 3,
    vierde: 4,
    vijfde: 5,
    zesde: 6,
    zevende: 7,
    achtste: 8,
    negende: 9,
    tiende: 10,
    elfde: 11,
    twaalfde: 12,
    dertiende: 13,
    veertiende: 14,
    vijftiende: 15,
    zestiende: 16,
    zeventiende: 17,
    achttiende: 18,
    negentiende: 19,
    twintigste: 20,
    "eenentwintigste": 21,
    "twee\u00ebntwintigste": 22,
    "drieentwintigste": 23,
    "vierentwintigste": 24,
    "vijfentwintigste": 25,
    "zesentwintigste": 26,
    "zevenentwintigste": 27,
    "achtentwintig": 28,
    "negenentwintig": 29,
    "dertigste": 30,
    "eenendertigste": 31,
};
const TIME_UNIT_DICTIONARY = {
    sec: "second",
    second: "second",
    seconden: "second",
    min: "minute",
    mins: "minute",
    minute: "minute",
    minuut: "minute",
    minuten: "minute",
    minuutje: "minute",
    h: "hour",
    hr: "hour",
    hrs: "hour",
    uur: "hour",
    u: "hour",
    uren: "hour",
    dag: "day",
    dagen: "day",
    week: "week",
    weken: "week",
    maand: "month",
    maanden: "month",
    jaar: "year",
    jr: "year",
    jaren: "year",
};
const NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(INTEGER_WORD_DICTIONARY)}|[0-9]+|[0-9]+[\\.,][0-9]+|halve?|half|paar)`;
function parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return INTEGER_WORD_DICTIONARY[num];
    }
    else if (num === "paar") {
        return 2;
    }
    else if (num === "half" || num.match(/halve?/)) {
        return 0.5;
    }
    return parseFloat(num.replace(",", "."));
}
const ORDINAL_NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(ORDINAL_WORD_DICTIONARY)}|[0-9]{1,2}(?:ste|de)?)`;
function parseOrdinalNumberPattern(match) {
    let num = match.toLowerCase();
    if (ORDINAL_WORD_DICTIONARY[num] !== undefined) {
        return ORDINAL_WORD_DICTIONARY[num];
    }
    num = num.replace(/(?:ste|de)$/i, "");
    return parseInt(num);
}
const YEAR_PATTERN = `(?:[1-9][0-9]{0,3}\\s*(?:voor Christus|na Christus)|[1-2][0-9]{3}|[5-9][0-9])`;
function parseYear(match) {
    if (/voor Christus/i.test(match)) {
        match = match.replace(/voor Christus/i, "");
        return -parseInt(match);
    }
    if (/na Christus/i.test(match)) {
        match = match.replace(/na Christus/i, "");
        return parseInt(match);
    }
    const rawYearNumber = parseInt(match);
    return (0,years/* findMostLikelyADYear */.D)(rawYearNumber);
}
const SINGLE_TIME_UNIT_PATTERN = `(${NUMBER_PATTERN})\\s{0,5}(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})\\s{0,5}`;
const SINGLE_TIME_UNIT_REGEX = new RegExp(SINGLE_TIME_UNIT_PATTERN, "i");
const TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)(`(?:(?:binnen|in)\\s*)?`, SINGLE_TIME_UNIT_PATTERN);
function parseDuration(timeunitText) {
    const fragments = {};
    let remainingText = timeunitText;
    let match = SINGLE_TIME_UNIT_REGEX.exec(remainingText);
    while (match) {
        collectDateTimeFragment(fragments, match);
        remainingText = remainingText.substring(match[0].length);
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
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLTimeUnitWithinFormatParser.js



class NLTimeUnitWithinFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return new RegExp(`(?:binnen|in|binnen de|voor)\\s*` + "(" + TIME_UNITS_PATTERN + ")" + `(?=\\W|$)`, "i");
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[1]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=NLTimeUnitWithinFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/weekdays.js
var weekdays = __webpack_require__(11215);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLWeekdayParser.js




const PATTERN = new RegExp("(?:(?:\\,|\\(|\\\uff08)\\s*)?" +
    "(?:op\\s*?)?" +
    "(?:(deze|vorige|volgende)\\s*(?:week\\s*)?)?" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(WEEKDAY_DICTIONARY)})` +
    "(?=\\W|$)", "i");
const PREFIX_GROUP = 1;
const WEEKDAY_GROUP = 2;
const POSTFIX_GROUP = 3;
class NLWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return PATTERN;
    }
    innerExtract(context, match) {
        const dayOfWeek = match[WEEKDAY_GROUP].toLowerCase();
        const weekday = WEEKDAY_DICTIONARY[dayOfWeek];
        const prefix = match[PREFIX_GROUP];
        const postfix = match[POSTFIX_GROUP];
        let modifierWord = prefix || postfix;
        modifierWord = modifierWord || "";
        modifierWord = modifierWord.toLowerCase();
        let modifier = null;
        if (modifierWord == "vorige") {
            modifier = "last";
        }
        else if (modifierWord == "volgende") {
            modifier = "next";
        }
        else if (modifierWord == "deze") {
            modifier = "this";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, weekday, modifier);
    }
}
//# sourceMappingURL=NLWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLMonthNameMiddleEndianParser.js






const NLMonthNameMiddleEndianParser_PATTERN = new RegExp("(?:on\\s*?)?" +
    `(${ORDINAL_NUMBER_PATTERN})` +
    "(?:\\s*" +
    "(?:tot|\\-|\\\u2013|until|through|till|\\s)\\s*" +
    `(${ORDINAL_NUMBER_PATTERN})` +
    ")?" +
    "(?:-|/|\\s*(?:of)?\\s*)" +
    "(" +
    (0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY) +
    ")" +
    "(?:" +
    "(?:-|/|,?\\s*)" +
    `(${YEAR_PATTERN}(?![^\\s]\\d))` +
    ")?" +
    "(?=\\W|$)", "i");
const MONTH_NAME_GROUP = 3;
const DATE_GROUP = 1;
const DATE_TO_GROUP = 2;
const YEAR_GROUP = 4;
class NLMonthNameMiddleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return NLMonthNameMiddleEndianParser_PATTERN;
    }
    innerExtract(context, match) {
        const month = MONTH_DICTIONARY[match[MONTH_NAME_GROUP].toLowerCase()];
        const day = parseOrdinalNumberPattern(match[DATE_GROUP]);
        if (day > 31) {
            match.index = match.index + match[DATE_GROUP].length;
            return null;
        }
        const components = context.createParsingComponents({
            day: day,
            month: month,
        });
        if (match[YEAR_GROUP]) {
            const year = parseYear(match[YEAR_GROUP]);
            components.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
            components.imply("year", year);
        }
        if (!match[DATE_TO_GROUP]) {
            return components;
        }
        const endDate = parseOrdinalNumberPattern(match[DATE_TO_GROUP]);
        const result = context.createParsingResult(match.index, match[0]);
        result.start = components;
        result.end = components.clone();
        result.end.assign("day", endDate);
        return result;
    }
}
//# sourceMappingURL=NLMonthNameMiddleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLMonthNameParser.js





const NLMonthNameParser_PATTERN = new RegExp(`(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    `\\s*` +
    `(?:` +
    `[,-]?\\s*(${YEAR_PATTERN})?` +
    ")?" +
    "(?=[^\\s\\w]|\\s+[^0-9]|\\s+$|$)", "i");
const NLMonthNameParser_MONTH_NAME_GROUP = 1;
const NLMonthNameParser_YEAR_GROUP = 2;
class NLMonthNameParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return NLMonthNameParser_PATTERN;
    }
    innerExtract(context, match) {
        const components = context.createParsingComponents();
        components.imply("day", 1);
        const monthName = match[NLMonthNameParser_MONTH_NAME_GROUP];
        const month = MONTH_DICTIONARY[monthName.toLowerCase()];
        components.assign("month", month);
        if (match[NLMonthNameParser_YEAR_GROUP]) {
            const year = parseYear(match[NLMonthNameParser_YEAR_GROUP]);
            components.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, 1, month);
            components.imply("year", year);
        }
        return components;
    }
}
//# sourceMappingURL=NLMonthNameParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLSlashMonthFormatParser.js

const NLSlashMonthFormatParser_PATTERN = new RegExp("([0-9]|0[1-9]|1[012])/([0-9]{4})" + "", "i");
const MONTH_GROUP = 1;
const NLSlashMonthFormatParser_YEAR_GROUP = 2;
class NLSlashMonthFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return NLSlashMonthFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const year = parseInt(match[NLSlashMonthFormatParser_YEAR_GROUP]);
        const month = parseInt(match[MONTH_GROUP]);
        return context.createParsingComponents().imply("day", 1).assign("month", month).assign("year", year);
    }
}
//# sourceMappingURL=NLSlashMonthFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractTimeExpressionParser.js
var AbstractTimeExpressionParser = __webpack_require__(37341);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLTimeExpressionParser.js

class NLTimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
    primaryPrefix() {
        return "(?:(?:om)\\s*)?";
    }
    followingPhase() {
        return "\\s*(?:\\-|\\\u2013|\\~|\\\u301c|om|\\?)\\s*";
    }
    primarySuffix() {
        return "(?:\\s*(?:uur))?(?!/)(?=\\W|$)";
    }
    extractPrimaryTimeComponents(context, match) {
        if (match[0].match(/^\s*\d{4}\s*$/)) {
            return null;
        }
        return super.extractPrimaryTimeComponents(context, match);
    }
}
//# sourceMappingURL=NLTimeExpressionParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLCasualYearMonthDayParser.js



const NLCasualYearMonthDayParser_PATTERN = new RegExp(`([0-9]{4})[\\.\\/\\s]` +
    `(?:(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})|([0-9]{1,2}))[\\.\\/\\s]` +
    `([0-9]{1,2})` +
    "(?=\\W|$)", "i");
const YEAR_NUMBER_GROUP = 1;
const NLCasualYearMonthDayParser_MONTH_NAME_GROUP = 2;
const MONTH_NUMBER_GROUP = 3;
const DATE_NUMBER_GROUP = 4;
class NLCasualYearMonthDayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return NLCasualYearMonthDayParser_PATTERN;
    }
    innerExtract(context, match) {
        const month = match[MONTH_NUMBER_GROUP]
            ? parseInt(match[MONTH_NUMBER_GROUP])
            : MONTH_DICTIONARY[match[NLCasualYearMonthDayParser_MONTH_NAME_GROUP].toLowerCase()];
        if (month < 1 || month > 12) {
            return null;
        }
        const year = parseInt(match[YEAR_NUMBER_GROUP]);
        const day = parseInt(match[DATE_NUMBER_GROUP]);
        return {
            day: day,
            month: month,
            year: year,
        };
    }
}
//# sourceMappingURL=NLCasualYearMonthDayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLCasualDateTimeParser.js



const NLCasualDateTimeParser_DATE_GROUP = 1;
const TIME_OF_DAY_GROUP = 2;
class NLCasualDateTimeParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return /(gisteren|morgen|van)(ochtend|middag|namiddag|avond|nacht)(?=\W|$)/i;
    }
    innerExtract(context, match) {
        const dateText = match[NLCasualDateTimeParser_DATE_GROUP].toLowerCase();
        const timeText = match[TIME_OF_DAY_GROUP].toLowerCase();
        const component = context.createParsingComponents();
        const targetDate = context.refDate;
        switch (dateText) {
            case "gisteren":
                const previousDay = new Date(targetDate.getTime());
                previousDay.setDate(previousDay.getDate() - 1);
                (0,dates/* assignSimilarDate */.Pl)(component, previousDay);
                break;
            case "van":
                (0,dates/* assignSimilarDate */.Pl)(component, targetDate);
                break;
            case "morgen":
                const nextDay = new Date(targetDate.getTime());
                nextDay.setDate(nextDay.getDate() + 1);
                (0,dates/* assignSimilarDate */.Pl)(component, nextDay);
                (0,dates/* implySimilarTime */.A4)(component, nextDay);
                break;
        }
        switch (timeText) {
            case "ochtend":
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.imply("hour", 6);
                break;
            case "middag":
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.imply("hour", 12);
                break;
            case "namiddag":
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.imply("hour", 15);
                break;
            case "avond":
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.imply("hour", 20);
                break;
        }
        return component;
    }
}
//# sourceMappingURL=NLCasualDateTimeParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/duration.js
var duration = __webpack_require__(24440);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLTimeUnitCasualRelativeFormatParser.js




const NLTimeUnitCasualRelativeFormatParser_PATTERN = new RegExp(`(dit|deze|vorig|afgelopen|(?:aan)?komend|over|\\+|-)e?\\s*(${TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
const PREFIX_WORD_GROUP = 1;
const TIME_UNIT_WORD_GROUP = 2;
class NLTimeUnitCasualRelativeFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return NLTimeUnitCasualRelativeFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const prefix = match[PREFIX_WORD_GROUP].toLowerCase();
        let timeUnits = parseDuration(match[TIME_UNIT_WORD_GROUP]);
        switch (prefix) {
            case "vorig":
            case "afgelopen":
            case "-":
                timeUnits = (0,duration/* reverseDuration */.x4)(timeUnits);
                break;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=NLTimeUnitCasualRelativeFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLRelativeDateFormatParser.js




const NLRelativeDateFormatParser_PATTERN = new RegExp(`(dit|deze|(?:aan)?komend|volgend|afgelopen|vorig)e?\\s*(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})(?=\\s*)` +
    "(?=\\W|$)", "i");
const MODIFIER_WORD_GROUP = 1;
const RELATIVE_WORD_GROUP = 2;
class NLRelativeDateFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return NLRelativeDateFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const modifier = match[MODIFIER_WORD_GROUP].toLowerCase();
        const unitWord = match[RELATIVE_WORD_GROUP].toLowerCase();
        const timeunit = TIME_UNIT_DICTIONARY[unitWord];
        if (modifier == "volgend" || modifier == "komend" || modifier == "aankomend") {
            const timeUnits = {};
            timeUnits[timeunit] = 1;
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
        }
        if (modifier == "afgelopen" || modifier == "vorig") {
            const timeUnits = {};
            timeUnits[timeunit] = -1;
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
        }
        const components = context.createParsingComponents();
        let date = new Date(context.reference.instant.getTime());
        if (unitWord.match(/week/i)) {
            date.setDate(date.getDate() - date.getDay());
            components.imply("day", date.getDate());
            components.imply("month", date.getMonth() + 1);
            components.imply("year", date.getFullYear());
        }
        else if (unitWord.match(/maand/i)) {
            date.setDate(1);
            components.imply("day", date.getDate());
            components.assign("year", date.getFullYear());
            components.assign("month", date.getMonth() + 1);
        }
        else if (unitWord.match(/jaar/i)) {
            date.setDate(1);
            date.setMonth(0);
            components.imply("day", date.getDate());
            components.imply("month", date.getMonth() + 1);
            components.assign("year", date.getFullYear());
        }
        return components;
    }
}
//# sourceMappingURL=NLRelativeDateFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLTimeUnitAgoFormatParser.js




const NLTimeUnitAgoFormatParser_PATTERN = new RegExp("" + "(" + TIME_UNITS_PATTERN + ")" + "(?:geleden|voor|eerder)(?=(?:\\W|$))", "i");
const STRICT_PATTERN = new RegExp("" + "(" + TIME_UNITS_PATTERN + ")" + "geleden(?=(?:\\W|$))", "i");
class NLTimeUnitAgoFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMode;
    constructor(strictMode) {
        super();
        this.strictMode = strictMode;
    }
    innerPattern() {
        return this.strictMode ? STRICT_PATTERN : NLTimeUnitAgoFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[1]);
        const outputTimeUnits = (0,duration/* reverseDuration */.x4)(timeUnits);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, outputTimeUnits);
    }
}
//# sourceMappingURL=NLTimeUnitAgoFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/parsers/NLTimeUnitLaterFormatParser.js



const NLTimeUnitLaterFormatParser_PATTERN = new RegExp("" + "(" + TIME_UNITS_PATTERN + ")" + "(later|na|vanaf nu|voortaan|vooruit|uit)" + "(?=(?:\\W|$))", "i");
const NLTimeUnitLaterFormatParser_STRICT_PATTERN = new RegExp("" + "(" + TIME_UNITS_PATTERN + ")" + "(later|vanaf nu)" + "(?=(?:\\W|$))", "i");
const GROUP_NUM_TIMEUNITS = 1;
class NLTimeUnitLaterFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMode;
    constructor(strictMode) {
        super();
        this.strictMode = strictMode;
    }
    innerPattern() {
        return this.strictMode ? NLTimeUnitLaterFormatParser_STRICT_PATTERN : NLTimeUnitLaterFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const fragments = parseDuration(match[GROUP_NUM_TIMEUNITS]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, fragments);
    }
}
//# sourceMappingURL=NLTimeUnitLaterFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/index.js























const casual = new chrono/* Chrono */.u(createCasualConfiguration());
const strict = new chrono/* Chrono */.u(createConfiguration(true));
function parse(text, ref, option) {
    return casual.parse(text, ref, option);
}
function parseDate(text, ref, option) {
    return casual.parseDate(text, ref, option);
}
function createCasualConfiguration(littleEndian = true) {
    const option = createConfiguration(false, littleEndian);
    option.parsers.unshift(new NLCasualDateParser());
    option.parsers.unshift(new NLCasualTimeParser());
    option.parsers.unshift(new NLCasualDateTimeParser());
    option.parsers.unshift(new NLMonthNameParser());
    option.parsers.unshift(new NLRelativeDateFormatParser());
    option.parsers.unshift(new NLTimeUnitCasualRelativeFormatParser());
    return option;
}
function createConfiguration(strictMode = true, littleEndian = true) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new SlashDateFormatParser/* default */.A(littleEndian),
            new NLTimeUnitWithinFormatParser(),
            new NLMonthNameMiddleEndianParser(),
            new NLMonthNameParser(),
            new NLWeekdayParser(),
            new NLCasualYearMonthDayParser(),
            new NLSlashMonthFormatParser(),
            new NLTimeExpressionParser(strictMode),
            new NLTimeUnitAgoFormatParser(strictMode),
            new NLTimeUnitLaterFormatParser(strictMode),
        ],
        refiners: [new NLMergeDateTimeRefiner(), new NLMergeDateRangeRefiner()],
    }, strictMode);
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 22113:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Si: () => (/* binding */ casual)
});

// UNUSED EXPORTS: Chrono, Meridiem, ParsingComponents, ParsingResult, ReferenceWithTimezone, Weekday, createCasualConfiguration, createConfiguration, parse, parseDate, strict

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/SlashDateFormatParser.js
var SlashDateFormatParser = __webpack_require__(51194);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/pt/constants.js
const WEEKDAY_DICTIONARY = {
    "domingo": 0,
    "dom": 0,
    "segunda": 1,
    "segunda-feira": 1,
    "seg": 1,
    "ter\u00e7a": 2,
    "ter\u00e7a-feira": 2,
    "ter": 2,
    "quarta": 3,
    "quarta-feira": 3,
    "qua": 3,
    "quinta": 4,
    "quinta-feira": 4,
    "qui": 4,
    "sexta": 5,
    "sexta-feira": 5,
    "sex": 5,
    "s\u00e1bado": 6,
    "sabado": 6,
    "sab": 6,
};
const MONTH_DICTIONARY = {
    "janeiro": 1,
    "jan": 1,
    "jan.": 1,
    "fevereiro": 2,
    "fev": 2,
    "fev.": 2,
    "mar\u00e7o": 3,
    "mar": 3,
    "mar.": 3,
    "abril": 4,
    "abr": 4,
    "abr.": 4,
    "maio": 5,
    "mai": 5,
    "mai.": 5,
    "junho": 6,
    "jun": 6,
    "jun.": 6,
    "julho": 7,
    "jul": 7,
    "jul.": 7,
    "agosto": 8,
    "ago": 8,
    "ago.": 8,
    "setembro": 9,
    "set": 9,
    "set.": 9,
    "outubro": 10,
    "out": 10,
    "out.": 10,
    "novembro": 11,
    "nov": 11,
    "nov.": 11,
    "dezembro": 12,
    "dez": 12,
    "dez.": 12,
};
const YEAR_PATTERN = "[0-9]{1,4}(?![^\\s]\\d)(?:\\s*[a|d]\\.?\\s*c\\.?|\\s*a\\.?\\s*d\\.?)?";
function parseYear(match) {
    if (match.match(/^[0-9]{1,4}$/)) {
        let yearNumber = parseInt(match);
        if (yearNumber < 100) {
            if (yearNumber > 50) {
                yearNumber = yearNumber + 1900;
            }
            else {
                yearNumber = yearNumber + 2000;
            }
        }
        return yearNumber;
    }
    if (match.match(/a\.?\s*c\.?/i)) {
        match = match.replace(/a\.?\s*c\.?/i, "");
        return -parseInt(match);
    }
    return parseInt(match);
}
//# sourceMappingURL=constants.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/pattern.js
var pattern = __webpack_require__(68652);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractParserWithWordBoundary.js
var AbstractParserWithWordBoundary = __webpack_require__(61264);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/weekdays.js
var weekdays = __webpack_require__(11215);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/pt/parsers/PTWeekdayParser.js




const PATTERN = new RegExp("(?:(?:\\,|\\(|\\\uff08)\\s*)?" +
    "(?:(este|esta|passado|pr[o\u00f3]ximo)\\s*)?" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(WEEKDAY_DICTIONARY)})` +
    "(?:\\s*(?:\\,|\\)|\\\uff09))?" +
    "(?:\\s*(este|esta|passado|pr[\u00f3o]ximo)\\s*semana)?" +
    "(?=\\W|\\d|$)", "i");
const PREFIX_GROUP = 1;
const WEEKDAY_GROUP = 2;
const POSTFIX_GROUP = 3;
class PTWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return PATTERN;
    }
    innerExtract(context, match) {
        const dayOfWeek = match[WEEKDAY_GROUP].toLowerCase();
        const weekday = WEEKDAY_DICTIONARY[dayOfWeek];
        if (weekday === undefined) {
            return null;
        }
        const prefix = match[PREFIX_GROUP];
        const postfix = match[POSTFIX_GROUP];
        let norm = prefix || postfix || "";
        norm = norm.toLowerCase();
        let modifier = null;
        if (norm == "passado") {
            modifier = "this";
        }
        else if (norm == "pr\u00f3ximo" || norm == "proximo") {
            modifier = "next";
        }
        else if (norm == "este") {
            modifier = "this";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, weekday, modifier);
    }
}
//# sourceMappingURL=PTWeekdayParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractTimeExpressionParser.js
var AbstractTimeExpressionParser = __webpack_require__(37341);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/pt/parsers/PTTimeExpressionParser.js

class PTTimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
    primaryPrefix() {
        return "(?:(?:ao?|\u00e0s?|das|da|de|do)\\s*)?";
    }
    followingPhase() {
        return "\\s*(?:\\-|\\\u2013|\\~|\\\u301c|a(?:o)?|\\?)\\s*";
    }
}
//# sourceMappingURL=PTTimeExpressionParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js + 1 modules
var AbstractMergeDateTimeRefiner = __webpack_require__(52654);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/pt/refiners/PTMergeDateTimeRefiner.js

class PTMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return new RegExp("^\\s*(?:,|\u00e0)?\\s*$");
    }
}
//# sourceMappingURL=PTMergeDateTimeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateRangeRefiner.js
var AbstractMergeDateRangeRefiner = __webpack_require__(49227);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/pt/refiners/PTMergeDateRangeRefiner.js

class PTMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(?:-)\s*$/i;
    }
}
//# sourceMappingURL=PTMergeDateRangeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/years.js
var years = __webpack_require__(50624);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/pt/parsers/PTMonthNameLittleEndianParser.js





const PTMonthNameLittleEndianParser_PATTERN = new RegExp(`([0-9]{1,2})(?:\u00ba|\u00aa|\u00b0)?` +
    "(?:\\s*(?:desde|de|\\-|\\\u2013|ao?|\\s)\\s*([0-9]{1,2})(?:\u00ba|\u00aa|\u00b0)?)?\\s*(?:de)?\\s*" +
    `(?:-|/|\\s*(?:de|,)?\\s*)` +
    `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    `(?:\\s*(?:de|,)?\\s*(${YEAR_PATTERN}))?` +
    `(?=\\W|$)`, "i");
const DATE_GROUP = 1;
const DATE_TO_GROUP = 2;
const MONTH_NAME_GROUP = 3;
const YEAR_GROUP = 4;
class PTMonthNameLittleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return PTMonthNameLittleEndianParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        const month = MONTH_DICTIONARY[match[MONTH_NAME_GROUP].toLowerCase()];
        const day = parseInt(match[DATE_GROUP]);
        if (day > 31) {
            match.index = match.index + match[DATE_GROUP].length;
            return null;
        }
        result.start.assign("month", month);
        result.start.assign("day", day);
        if (match[YEAR_GROUP]) {
            const yearNumber = parseYear(match[YEAR_GROUP]);
            result.start.assign("year", yearNumber);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
            result.start.imply("year", year);
        }
        if (match[DATE_TO_GROUP]) {
            const endDate = parseInt(match[DATE_TO_GROUP]);
            result.end = result.start.clone();
            result.end.assign("day", endDate);
        }
        return result;
    }
}
//# sourceMappingURL=PTMonthNameLittleEndianParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/casualReferences.js
var casualReferences = __webpack_require__(27225);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/pt/parsers/PTCasualDateParser.js


class PTCasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return /(agora|hoje|amanha|amanh\u00e3|ontem)(?=\W|$)/i;
    }
    innerExtract(context, match) {
        const lowerText = match[0].toLowerCase();
        const component = context.createParsingComponents();
        switch (lowerText) {
            case "agora":
                return casualReferences/* now */.tB(context.reference);
            case "hoje":
                return casualReferences/* today */.Ec(context.reference);
            case "amanha":
            case "amanh\u00e3":
                return casualReferences/* tomorrow */.uf(context.reference);
            case "ontem":
                return casualReferences/* yesterday */.jI(context.reference);
        }
        return component;
    }
}
//# sourceMappingURL=PTCasualDateParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/dates.js
var dates = __webpack_require__(15167);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/pt/parsers/PTCasualTimeParser.js



class PTCasualTimeParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return /(?:esta\s*)?(manha|manh\u00e3|tarde|meia-noite|meio-dia|noite)(?=\W|$)/i;
    }
    innerExtract(context, match) {
        const targetDate = context.refDate;
        const component = context.createParsingComponents();
        switch (match[1].toLowerCase()) {
            case "tarde":
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.imply("hour", 15);
                component.addTag("casualReference/afternoon");
                break;
            case "noite":
                component.imply("meridiem", types/* Meridiem */.FF.PM);
                component.imply("hour", 22);
                component.addTag("casualReference/evening");
                break;
            case "manha":
            case "manh\u00e3":
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.imply("hour", 6);
                component.addTag("casualReference/morning");
                break;
            case "meia-noite":
                const nextDay = new Date(targetDate.getTime());
                nextDay.setDate(nextDay.getDate() + 1);
                (0,dates/* assignSimilarDate */.Pl)(component, nextDay);
                (0,dates/* implySimilarTime */.A4)(component, nextDay);
                component.imply("hour", 0);
                component.imply("minute", 0);
                component.imply("second", 0);
                component.addTag("casualReference/midnight");
                break;
            case "meio-dia":
                component.imply("meridiem", types/* Meridiem */.FF.AM);
                component.imply("hour", 12);
                component.addTag("casualReference/noon");
                break;
        }
        return component;
    }
}
//# sourceMappingURL=PTCasualTimeParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/pt/index.js














const casual = new chrono/* Chrono */.u(createCasualConfiguration());
const strict = new chrono/* Chrono */.u(createConfiguration(true));
function parse(text, ref, option) {
    return casual.parse(text, ref, option);
}
function parseDate(text, ref, option) {
    return casual.parseDate(text, ref, option);
}
function createCasualConfiguration(littleEndian = true) {
    const option = createConfiguration(false, littleEndian);
    option.parsers.push(new PTCasualDateParser());
    option.parsers.push(new PTCasualTimeParser());
    return option;
}
function createConfiguration(strictMode = true, littleEndian = true) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new SlashDateFormatParser/* default */.A(littleEndian),
            new PTWeekdayParser(),
            new PTTimeExpressionParser(),
            new PTMonthNameLittleEndianParser(),
        ],
        refiners: [new PTMergeDateTimeRefiner(), new PTMergeDateRangeRefiner()],
    }, strictMode);
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 12036:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Si: () => (/* binding */ casual)
});

// UNUSED EXPORTS: Chrono, Meridiem, ParsingComponents, ParsingResult, ReferenceWithTimezone, Weekday, createCasualConfiguration, createConfiguration, parse, parseDate, strict

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/pattern.js
var pattern = __webpack_require__(68652);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/years.js
var years = __webpack_require__(50624);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/constants.js


const REGEX_PARTS = {
    leftBoundary: "([^\\p{L}\\p{N}_]|^)",
    rightBoundary: "(?=[^\\p{L}\\p{N}_]|$)",
    flags: "iu",
};
const WEEKDAY_DICTIONARY = {
    \u0432\u043e\u0441\u043a\u0440\u0435\u0441\u0435\u043d\u044c\u0435: 0,
    \u0432\u043e\u0441\u043a\u0440\u0435\u0441\u0435\u043d\u044c\u044f: 0,
    \u0432\u0441\u043a: 0,
    "\u0432\u0441\u043a.": 0,
    \u043f\u043e\u043d\u0435\u0434\u0435\u043b\u044c\u043d\u0438\u043a: 1,
    \u043f\u043e\u043d\u0435\u0434\u0435\u043b\u044c\u043d\u0438\u043a\u0430: 1,
    \u043f\u043d: 1,
    "\u043f\u043d.": 1,
    \u0432\u0442\u043e\u0440\u043d\u0438\u043a: 2,
    \u0432\u0442\u043e\u0440\u043d\u0438\u043a\u0430: 2,
    \u0432\u0442: 2,
    "\u0432\u0442.": 2,
    \u0441\u0440\u0435\u0434\u0430: 3,
    \u0441\u0440\u0435\u0434\u044b: 3,
    \u0441\u0440\u0435\u0434\u0443: 3,
    \u0441\u0440: 3,
    "\u0441\u0440.": 3,
    \u0447\u0435\u0442\u0432\u0435\u0440\u0433: 4,
    \u0447\u0435\u0442\u0432\u0435\u0440\u0433\u0430: 4,
    \u0447\u0442: 4,
    "\u0447\u0442.": 4,
    \u043f\u044f\u0442\u043d\u0438\u0446\u0430: 5,
    \u043f\u044f\u0442\u043d\u0438\u0446\u0443: 5,
    \u043f\u044f\u0442\u043d\u0438\u0446\u044b: 5,
    \u043f\u0442: 5,
    "\u043f\u0442.": 5,
    \u0441\u0443\u0431\u0431\u043e\u0442\u0430: 6,
    \u0441\u0443\u0431\u0431\u043e\u0442\u0443: 6,
    \u0441\u0443\u0431\u0431\u043e\u0442\u044b: 6,
    \u0441\u0431: 6,
    "\u0441\u0431.": 6,
};
const FULL_MONTH_NAME_DICTIONARY = {
    \u044f\u043d\u0432\u0430\u0440\u044c: 1,
    \u044f\u043d\u0432\u0430\u0440\u044f: 1,
    \u044f\u043d\u0432\u0430\u0440\u0435: 1,
    \u0444\u0435\u0432\u0440\u0430\u043b\u044c: 2,
    \u0444\u0435\u0432\u0440\u0430\u043b\u044f: 2,
    \u0444\u0435\u0432\u0440\u0430\u043b\u0435: 2,
    \u043c\u0430\u0440\u0442: 3,
    \u043c\u0430\u0440\u0442\u0430: 3,
    \u043c\u0430\u0440\u0442\u0435: 3,
    \u0430\u043f\u0440\u0435\u043b\u044c: 4,
    \u0430\u043f\u0440\u0435\u043b\u044f: 4,
    \u0430\u043f\u0440\u0435\u043b\u0435: 4,
    \u043c\u0430\u0439: 5,
    \u043c\u0430\u044f: 5,
    \u043c\u0430\u0435: 5,
    \u0438\u044e\u043d\u044c: 6,
    \u0438\u044e\u043d\u044f: 6,
    \u0438\u044e\u043d\u0435: 6,
    \u0438\u044e\u043b\u044c: 7,
    \u0438\u044e\u043b\u044f: 7,
    \u0438\u044e\u043b\u0435: 7,
    \u0430\u0432\u0433\u0443\u0441\u0442: 8,
    \u0430\u0432\u0433\u0443\u0441\u0442\u0430: 8,
    \u0430\u0432\u0433\u0443\u0441\u0442\u0435: 8,
    \u0441\u0435\u043d\u0442\u044f\u0431\u0440\u044c: 9,
    \u0441\u0435\u043d\u0442\u044f\u0431\u0440\u044f: 9,
    \u0441\u0435\u043d\u0442\u044f\u0431\u0440\u0435: 9,
    \u043e\u043a\u0442\u044f\u0431\u0440\u044c: 10,
    \u043e\u043a\u0442\u044f\u0431\u0440\u044f: 10,
    \u043e\u043a\u0442\u044f\u0431\u0440\u0435: 10,
    \u043d\u043e\u044f\u0431\u0440\u044c: 11,
    \u043d\u043e\u044f\u0431\u0440\u044f: 11,
    \u043d\u043e\u044f\u0431\u0440\u0435: 11,
    \u0434\u0435\u043a\u0430\u0431\u0440\u044c: 12,
    \u0434\u0435\u043a\u0430\u0431\u0440\u044f: 12,
    \u0434\u0435\u043a\u0430\u0431\u0440\u0435: 12,
};
const MONTH_DICTIONARY = {
    ...FULL_MONTH_NAME_DICTIONARY,
    \u044f\u043d\u0432: 1,
    "\u044f\u043d\u0432.": 1,
    \u0444\u0435\u0432: 2,
    "\u0444\u0435\u0432.": 2,
    \u043c\u0430\u0440: 3,
    "\u043c\u0430\u0440.": 3,
    \u0430\u043f\u0440: 4,
    "\u0430\u043f\u0440.": 4,
    \u0430\u0432\u0433: 8,
    "\u0430\u0432\u0433.": 8,
    \u0441\u0435\u043d: 9,
    "\u0441\u0435\u043d.": 9,
    \u043e\u043a\u0442: 10,
    "\u043e\u043a\u0442.": 10,
    \u043d\u043e\u044f: 11,
    "\u043d\u043e\u044f.": 11,
    \u0434\u0435\u043a: 12,
    "\u0434\u0435\u043a.": 12,
};
const INTEGER_WORD_DICTIONARY = {
    \u043e\u0434\u0438\u043d: 1,
    \u043e\u0434\u043d\u0430: 1,
    \u043e\u0434\u043d\u043e\u0439: 1,
    \u043e\u0434\u043d\u0443: 1,
    \u0434\u0432\u0435: 2,
    \u0434\u0432\u0430: 2,
    \u0434\u0432\u0443\u0445: 2,
    \u0442\u0440\u0438: 3,
    \u0442\u0440\u0435\u0445: 3,
    \u0442\u0440\u0451\u0445: 3,
    \u0447\u0435\u0442\u044b\u0440\u0435: 4,
    \u0447\u0435\u0442\u044b\u0440\u0435\u0445: 4,
    \u0447\u0435\u0442\u044b\u0440\u0451\u0445: 4,
    \u043f\u044f\u0442\u044c: 5,
    \u043f\u044f\u0442\u0438: 5,
    \u0448\u0435\u0441\u0442\u044c: 6,
    \u0448\u0435\u0441\u0442\u0438: 6,
    \u0441\u0435\u043c\u044c: 7,
    \u0441\u0435\u043c\u0438: 7,
    \u0432\u043e\u0441\u0435\u043c\u044c: 8,
    \u0432\u043e\u0441\u044c\u043c\u0438: 8,
    \u0434\u0435\u0432\u044f\u0442\u044c: 9,
    \u0434\u0435\u0432\u044f\u0442\u0438: 9,
    \u0434\u0435\u0441\u044f\u0442\u044c: 10,
    \u0434\u0435\u0441\u044f\u0442\u0438: 10,
    \u043e\u0434\u0438\u043d\u043d\u0430\u0434\u0446\u0430\u0442\u044c: 11,
    \u043e\u0434\u0438\u043d\u043d\u0430\u0434\u0446\u0430\u0442\u0438: 11,
    \u0434\u0432\u0435\u043d\u0430\u0434\u0446\u0430\u0442\u044c: 12,
    \u0434\u0432\u0435\u043d\u0430\u0434\u0446\u0430\u0442\u0438: 12,
};
const ORDINAL_WORD_DICTIONARY = {
    \u043f\u0435\u0440\u0432\u043e\u0435: 1,
    \u043f\u0435\u0440\u0432\u043e\u0433\u043e: 1,
    \u0432\u0442\u043e\u0440\u043e\u0435: 2,
    \u0432\u0442\u043e\u0440\u043e\u0433\u043e: 2,
    \u0442\u0440\u0435\u0442\u044c\u0435: 3,
    \u0442\u0440\u0435\u0442\u044c\u0435\u0433\u043e: 3,
    \u0447\u0435\u0442\u0432\u0435\u0440\u0442\u043e\u0435: 4,
    \u0447\u0435\u0442\u0432\u0435\u0440\u0442\u043e\u0433\u043e: 4,
    \u043f\u044f\u0442\u043e\u0435: 5,
    \u043f\u044f\u0442\u043e\u0433\u043e: 5,
    \u0448\u0435\u0441\u0442\u043e\u0435: 6,
    \u0448\u0435\u0441\u0442\u043e\u0433\u043e: 6,
    \u0441\u0435\u0434\u044c\u043c\u043e\u0435: 7,
    \u0441\u0435\u0434\u044c\u043c\u043e\u0433\u043e: 7,
    \u0432\u043e\u0441\u044c\u043c\u043e\u0435: 8,
    \u0432\u043e\u0441\u044c\u043c\u043e\u0433\u043e: 8,
    \u0434\u0435\u0432\u044f\u0442\u043e\u0435: 9,
    \u0434\u0435\u0432\u044f\u0442\u043e\u0433\u043e: 9,
    \u0434\u0435\u0441\u044f\u0442\u043e\u0435: 10,
    \u0434\u0435\u0441\u044f\u0442\u043e\u0433\u043e: 10,
    \u043e\u0434\u0438\u043d\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0435: 11,
    \u043e\u0434\u0438\u043d\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0433\u043e: 11,
    \u0434\u0432\u0435\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0435: 12,
    \u0434\u0432\u0435\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0433\u043e: 12,
    \u0442\u0440\u0438\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0435: 13,
    \u0442\u0440\u0438\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0433\u043e: 13,
    \u0447\u0435\u0442\u044b\u0440\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0435: 14,
    \u0447\u0435\u0442\u044b\u0440\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0433\u043e: 14,
    \u043f\u044f\u0442\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0435: 15,
    \u043f\u044f\u0442\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0433\u043e: 15,
    \u0448\u0435\u0441\u0442\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0435: 16,
    \u0448\u0435\u0441\u0442\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0433\u043e: 16,
    \u0441\u0435\u043c\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0435: 17,
    \u0441\u0435\u043c\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0433\u043e: 17,
    \u0432\u043e\u0441\u0435\u043c\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0435: 18,
    \u0432\u043e\u0441\u0435\u043c\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0433\u043e: 18,
    \u0434\u0435\u0432\u044f\u0442\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0435: 19,
    \u0434\u0435\u0432\u044f\u0442\u043d\u0430\u0434\u0446\u0430\u0442\u043e\u0433\u043e: 19,
    \u0434\u0432\u0430\u0434\u0446\u0430\u0442\u043e\u0435: 20,
    \u0434\u0432\u0430\u0434\u0446\u0430\u0442\u043e\u0433\u043e: 20,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u043f\u0435\u0440\u0432\u043e\u0435": 21,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u043f\u0435\u0440\u0432\u043e\u0433\u043e": 21,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0432\u0442\u043e\u0440\u043e\u0435": 22,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0432\u0442\u043e\u0440\u043e\u0433\u043e": 22,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0442\u0440\u0435\u0442\u044c\u0435": 23,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0442\u0440\u0435\u0442\u044c\u0435\u0433\u043e": 23,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0447\u0435\u0442\u0432\u0435\u0440\u0442\u043e\u0435": 24,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0447\u0435\u0442\u0432\u0435\u0440\u0442\u043e\u0433\u043e": 24,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u043f\u044f\u0442\u043e\u0435": 25,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u043f\u044f\u0442\u043e\u0433\u043e": 25,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0448\u0435\u0441\u0442\u043e\u0435": 26,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0448\u0435\u0441\u0442\u043e\u0433\u043e": 26,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0441\u0435\u0434\u044c\u043c\u043e\u0435": 27,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0441\u0435\u0434\u044c\u043c\u043e\u0433\u043e": 27,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0432\u043e\u0441\u044c\u043c\u043e\u0435": 28,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0432\u043e\u0441\u044c\u043c\u043e\u0433\u043e": 28,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0434\u0435\u0432\u044f\u0442\u043e\u0435": 29,
    "\u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c \u0434\u0435\u0432\u044f\u0442\u043e\u0433\u043e": 29,
    "\u0442\u0440\u0438\u0434\u0446\u0430\u0442\u043e\u0435": 30,
    "\u0442\u0440\u0438\u0434\u0446\u0430\u0442\u043e\u0433\u043e": 30,
    "\u0442\u0440\u0438\u0434\u0446\u0430\u0442\u044c \u043f\u0435\u0440\u0432\u043e\u0435": 31,
    "\u0442\u0440\u0438\u0434\u0446\u0430\u0442\u044c \u043f\u0435\u0440\u0432\u043e\u0433\u043e": 31,
};
const TIME_UNIT_DICTIONARY = {
    \u0441\u0435\u043a: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u0430: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u044b: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u0443: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u043e\u0447\u043a\u0430: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u043e\u0447\u043a\u0438: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u043e\u0447\u0435\u043a: "second",
    \u0441\u0435\u043a\u0443\u043d\u0434\u043e\u0447\u043a\u0443: "second",
    \u043c\u0438\u043d: "minute",
    \u043c\u0438\u043d\u0443\u0442\u0430: "minute",
    \u043c\u0438\u043d\u0443\u0442: "minute",
    \u043c\u0438\u043d\u0443\u0442\u044b: "minute",
    \u043c\u0438\u043d\u0443\u0442\u0443: "minute",
    \u043c\u0438\u043d\u0443\u0442\u043e\u043a: "minute",
    \u043c\u0438\u043d\u0443\u0442\u043a\u0438: "minute",
    \u043c\u0438\u043d\u0443\u0442\u043a\u0443: "minute",
    \u043c\u0438\u043d\u0443\u0442\u043e\u0447\u0435\u043a: "minute",
    \u043c\u0438\u043d\u0443\u0442\u043e\u0447\u043a\u0438: "minute",
    \u043c\u0438\u043d\u0443\u0442\u043e\u0447\u043a\u0443: "minute",
    \u0447\u0430\u0441: "hour",
    \u0447\u0430\u0441\u043e\u0432: "hour",
    \u0447\u0430\u0441\u0430: "hour",
    \u0447\u0430\u0441\u0443: "hour",
    \u0447\u0430\u0441\u0438\u043a\u043e\u0432: "hour",
    \u0447\u0430\u0441\u0438\u043a\u0430: "hour",
    \u0447\u0430\u0441\u0438\u043a\u0435: "hour",
    \u0447\u0430\u0441\u0438\u043a: "hour",
    \u0434\u0435\u043d\u044c: "day",
    \u0434\u043d\u044f: "day",
    \u0434\u043d\u0435\u0439: "day",
    \u0441\u0443\u0442\u043e\u043a: "day",
    \u0441\u0443\u0442\u043a\u0438: "day",
    \u043d\u0435\u0434\u0435\u043b\u044f: "week",
    \u043d\u0435\u0434\u0435\u043b\u0435: "week",
    \u043d\u0435\u0434\u0435\u043b\u0438: "week",
    \u043d\u0435\u0434\u0435\u043b\u044e: "week",
    \u043d\u0435\u0434\u0435\u043b\u044c: "week",
    \u043d\u0435\u0434\u0435\u043b\u044c\u043a\u0435: "week",
    \u043d\u0435\u0434\u0435\u043b\u044c\u043a\u0438: "week",
    \u043d\u0435\u0434\u0435\u043b\u0435\u043a: "week",
    \u043c\u0435\u0441\u044f\u0446: "month",
    \u043c\u0435\u0441\u044f\u0446\u0435: "month",
    \u043c\u0435\u0441\u044f\u0446\u0435\u0432: "month",
    \u043c\u0435\u0441\u044f\u0446\u0430: "month",
    \u043a\u0432\u0430\u0440\u0442\u0430\u043b: "quarter",
    \u043a\u0432\u0430\u0440\u0442\u0430\u043b\u0435: "quarter",
    \u043a\u0432\u0430\u0440\u0442\u0430\u043b\u043e\u0432: "quarter",
    \u0433\u043e\u0434: "year",
    \u0433\u043e\u0434\u0430: "year",
    \u0433\u043e\u0434\u0443: "year",
    \u0433\u043e\u0434\u043e\u0432: "year",
    \u043b\u0435\u0442: "year",
    \u0433\u043e\u0434\u0438\u043a: "year",
    \u0433\u043e\u0434\u0438\u043a\u0430: "year",
    \u0433\u043e\u0434\u0438\u043a\u043e\u0432: "year",
};
const NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(INTEGER_WORD_DICTIONARY)}|[0-9]+|[0-9]+\\.[0-9]+|\u043f\u043e\u043b|\u043d\u0435\u0441\u043a\u043e\u043b\u044c\u043a\u043e|\u043f\u0430\u0440(?:\u044b|\u0443)|\\s{0,3})`;
function parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return INTEGER_WORD_DICTIONARY[num];
    }
    if (num.match(/\u043d\u0435\u0441\u043a\u043e\u043b\u044c\u043a\u043e/)) {
        return 3;
    }
    else if (num.match(/\u043f\u043e\u043b/)) {
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
const ORDINAL_NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(ORDINAL_WORD_DICTIONARY)}|[0-9]{1,2}(?:\u0433\u043e|\u043e\u0433\u043e|\u0435|\u043e\u0435)?)`;
function parseOrdinalNumberPattern(match) {
    const num = match.toLowerCase();
    if (ORDINAL_WORD_DICTIONARY[num] !== undefined) {
        return ORDINAL_WORD_DICTIONARY[num];
    }
    return parseInt(num);
}
const year = "(?:\\s+(?:\u0433\u043e\u0434\u0443|\u0433\u043e\u0434\u0430|\u0433\u043e\u0434|\u0433|\u0433.))?";
const YEAR_PATTERN = `(?:[1-9][0-9]{0,3}${year}\\s*(?:\u043d.\u044d.|\u0434\u043e \u043d.\u044d.|\u043d. \u044d.|\u0434\u043e \u043d. \u044d.)|[1-2][0-9]{3}${year}|[5-9][0-9]${year})`;
function parseYear(match) {
    if (/(\u0433\u043e\u0434|\u0433\u043e\u0434\u0430|\u0433|\u0433.)/i.test(match)) {
        match = match.replace(/(\u0433\u043e\u0434|\u0433\u043e\u0434\u0430|\u0433|\u0433.)/i, "");
    }
    if (/(\u0434\u043e \u043d.\u044d.|\u0434\u043e \u043d. \u044d.)/i.test(match)) {
        match = match.replace(/(\u0434\u043e \u043d.\u044d.|\u0434\u043e \u043d. \u044d.)/i, "");
        return -parseInt(match);
    }
    if (/(\u043d. \u044d.|\u043d.\u044d.)/i.test(match)) {
        match = match.replace(/(\u043d. \u044d.|\u043d.\u044d.)/i, "");
        return parseInt(match);
    }
    const rawYearNumber = parseInt(match);
    return (0,years/* findMostLikelyADYear */.D)(rawYearNumber);
}
const SINGLE_TIME_UNIT_PATTERN = `(${NUMBER_PATTERN})\\s{0,3}(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})`;
const SINGLE_TIME_UNIT_REGEX = new RegExp(SINGLE_TIME_UNIT_PATTERN, "i");
const TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)(`(?:(?:\u043e\u043a\u043e\u043b\u043e|\u043f\u0440\u0438\u043c\u0435\u0440\u043d\u043e)\\s{0,3})?`, SINGLE_TIME_UNIT_PATTERN);
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
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractParserWithWordBoundary.js
var AbstractParserWithWordBoundary = __webpack_require__(61264);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/parsers/RUTimeUnitWithinFormatParser.js



const PATTERN = `(?:(?:\u043e\u043a\u043e\u043b\u043e|\u043f\u0440\u0438\u043c\u0435\u0440\u043d\u043e)\\s*(?:~\\s*)?)?(${TIME_UNITS_PATTERN})${REGEX_PARTS.rightBoundary}`;
class RUTimeUnitWithinFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return REGEX_PARTS.leftBoundary;
    }
    innerPattern(context) {
        return context.option.forwardDate
            ? new RegExp(PATTERN, REGEX_PARTS.flags)
            : new RegExp(`(?:\u0432 \u0442\u0435\u0447\u0435\u043d\u0438\u0435|\u0432 \u0442\u0435\u0447\u0435\u043d\u0438\u0438)\\s*${PATTERN}`, REGEX_PARTS.flags);
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[1]);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=RUTimeUnitWithinFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/parsers/AbstractParserWithWordBoundaryChecking.js


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
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/parsers/RUMonthNameLittleEndianParser.js






const DATE_GROUP = 1;
const DATE_TO_GROUP = 2;
const MONTH_NAME_GROUP = 3;
const YEAR_GROUP = 4;
class RUMonthNameLittleEndianParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(?:\u0441)?\\s*(${ORDINAL_NUMBER_PATTERN})` +
            `(?:` +
            `\\s{0,3}(?:\u043f\u043e|-|\u2013|\u0434\u043e)?\\s{0,3}` +
            `(${ORDINAL_NUMBER_PATTERN})` +
            `)?` +
            `(?:-|\\/|\\s{0,3}(?:of)?\\s{0,3})` +
            `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
            `(?:` +
            `(?:-|\\/|,?\\s{0,3})` +
            `(${YEAR_PATTERN}(?![^\\s]\\d))` +
            `)?`;
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
            const yearNumber = parseYear(match[YEAR_GROUP]);
            result.start.assign("year", yearNumber);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
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
//# sourceMappingURL=RUMonthNameLittleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/parsers/RUMonthNameParser.js





const RUMonthNameParser_MONTH_NAME_GROUP = 2;
const RUMonthNameParser_YEAR_GROUP = 3;
class RUMonthNameParser extends AbstractParserWithLeftBoundaryChecking {
    innerPatternString(context) {
        return (`((?:\u0432)\\s*)?` +
            `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
            `\\s*` +
            `(?:` +
            `[,-]?\\s*(${YEAR_PATTERN})?` +
            `)?` +
            `(?=[^\\s\\w]|\\s+[^0-9]|\\s+$|$)`);
    }
    innerExtract(context, match) {
        const monthName = match[RUMonthNameParser_MONTH_NAME_GROUP].toLowerCase();
        if (match[0].length <= 3 && !FULL_MONTH_NAME_DICTIONARY[monthName]) {
            return null;
        }
        const result = context.createParsingResult(match.index, match.index + match[0].length);
        result.start.imply("day", 1);
        const month = MONTH_DICTIONARY[monthName];
        result.start.assign("month", month);
        if (match[RUMonthNameParser_YEAR_GROUP]) {
            const year = parseYear(match[RUMonthNameParser_YEAR_GROUP]);
            result.start.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, 1, month);
            result.start.imply("year", year);
        }
        return result;
    }
}
//# sourceMappingURL=RUMonthNameParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractTimeExpressionParser.js
var AbstractTimeExpressionParser = __webpack_require__(37341);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/parsers/RUTimeExpressionParser.js



class RUTimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
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
        return `\\s*(?:\\-|\\\u2013|\\~|\\\u301c|\u0434\u043e|\u0438|\u043f\u043e|\\?)\\s*`;
    }
    primaryPrefix() {
        return `(?:(?:\u0432|\u0441)\\s*)??`;
    }
    primarySuffix() {
        return `(?:\\s*(?:\u0443\u0442\u0440\u0430|\u0432\u0435\u0447\u0435\u0440\u0430|\u043f\u043e\u0441\u043b\u0435 \u043f\u043e\u043b\u0443\u0434\u043d\u044f))?(?!\\/)${REGEX_PARTS.rightBoundary}`;
    }
    extractPrimaryTimeComponents(context, match) {
        const components = super.extractPrimaryTimeComponents(context, match);
        if (components) {
            if (match[0].endsWith("\u0432\u0435\u0447\u0435\u0440\u0430")) {
                const hour = components.get("hour");
                if (hour >= 6 && hour < 12) {
                    components.assign("hour", components.get("hour") + 12);
                    components.assign("meridiem", types/* Meridiem */.FF.PM);
                }
                else if (hour < 6) {
                    components.assign("meridiem", types/* Meridiem */.FF.AM);
                }
            }
            if (match[0].endsWith("\u043f\u043e\u0441\u043b\u0435 \u043f\u043e\u043b\u0443\u0434\u043d\u044f")) {
                components.assign("meridiem", types/* Meridiem */.FF.PM);
                const hour = components.get("hour");
                if (hour >= 0 && hour <= 6) {
                    components.assign("hour", components.get("hour") + 12);
                }
            }
            if (match[0].endsWith("\u0443\u0442\u0440\u0430")) {
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
//# sourceMappingURL=RUTimeExpressionParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/duration.js
var duration = __webpack_require__(24440);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/parsers/RUTimeUnitAgoFormatParser.js




class RUTimeUnitAgoFormatParser extends AbstractParserWithLeftBoundaryChecking {
    innerPatternString(context) {
        return `(${TIME_UNITS_PATTERN})\\s{0,5}\u043d\u0430\u0437\u0430\u0434(?=(?:\\W|$))`;
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[1]);
        const outputTimeUnits = (0,duration/* reverseDuration */.x4)(timeUnits);
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, outputTimeUnits);
    }
}
//# sourceMappingURL=RUTimeUnitAgoFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateRangeRefiner.js
var AbstractMergeDateRangeRefiner = __webpack_require__(49227);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/refiners/RUMergeDateRangeRefiner.js

class RUMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(\u0438 \u0434\u043e|\u0438 \u043f\u043e|\u0434\u043e|\u043f\u043e|-)\s*$/i;
    }
}
//# sourceMappingURL=RUMergeDateRangeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js + 1 modules
var AbstractMergeDateTimeRefiner = __webpack_require__(52654);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/refiners/RUMergeDateTimeRefiner.js

class RUMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return new RegExp(`^\\s*(T|\u0432|,|-)?\\s*$`);
    }
}
//# sourceMappingURL=RUMergeDateTimeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/casualReferences.js
var casualReferences = __webpack_require__(27225);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/parsers/RUCasualDateParser.js


class RUCasualDateParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(?:\u0441|\u0441\u043e)?\\s*(\u0441\u0435\u0433\u043e\u0434\u043d\u044f|\u0432\u0447\u0435\u0440\u0430|\u0437\u0430\u0432\u0442\u0440\u0430|\u043f\u043e\u0441\u043b\u0435\u0437\u0430\u0432\u0442\u0440\u0430|\u043f\u043e\u0441\u043b\u0435\u043f\u043e\u0441\u043b\u0435\u0437\u0430\u0432\u0442\u0440\u0430|\u043f\u043e\u0437\u0430\u043f\u043e\u0437\u0430\u0432\u0447\u0435\u0440\u0430|\u043f\u043e\u0437\u0430\u0432\u0447\u0435\u0440\u0430)`;
    }
    innerExtract(context, match) {
        const lowerText = match[1].toLowerCase();
        const component = context.createParsingComponents();
        switch (lowerText) {
            case "\u0441\u0435\u0433\u043e\u0434\u043d\u044f":
                return casualReferences/* today */.Ec(context.reference);
            case "\u0432\u0447\u0435\u0440\u0430":
                return casualReferences/* yesterday */.jI(context.reference);
            case "\u0437\u0430\u0432\u0442\u0440\u0430":
                return casualReferences/* tomorrow */.uf(context.reference);
            case "\u043f\u043e\u0441\u043b\u0435\u0437\u0430\u0432\u0442\u0440\u0430":
                return casualReferences/* theDayAfter */.AV(context.reference, 2);
            case "\u043f\u043e\u0441\u043b\u0435\u043f\u043e\u0441\u043b\u0435\u0437\u0430\u0432\u0442\u0440\u0430":
                return casualReferences/* theDayAfter */.AV(context.reference, 3);
            case "\u043f\u043e\u0437\u0430\u0432\u0447\u0435\u0440\u0430":
                return casualReferences/* theDayBefore */.ti(context.reference, 2);
            case "\u043f\u043e\u0437\u0430\u043f\u043e\u0437\u0430\u0432\u0447\u0435\u0440\u0430":
                return casualReferences/* theDayBefore */.ti(context.reference, 3);
        }
        return component;
    }
}
//# sourceMappingURL=RUCasualDateParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/dates.js
var dates = __webpack_require__(15167);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/parsers/RUCasualTimeParser.js



class RUCasualTimeParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(\u0441\u0435\u0439\u0447\u0430\u0441|\u043f\u0440\u043e\u0448\u043b\u044b\u043c\\s*\u0432\u0435\u0447\u0435\u0440\u043e\u043c|\u043f\u0440\u043e\u0448\u043b\u043e\u0439\\s*\u043d\u043e\u0447\u044c\u044e|\u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0435\u0439\\s*\u043d\u043e\u0447\u044c\u044e|\u0441\u0435\u0433\u043e\u0434\u043d\u044f\\s*\u043d\u043e\u0447\u044c\u044e|\u044d\u0442\u043e\u0439\\s*\u043d\u043e\u0447\u044c\u044e|\u043d\u043e\u0447\u044c\u044e|\u044d\u0442\u0438\u043c \u0443\u0442\u0440\u043e\u043c|\u0443\u0442\u0440\u043e\u043c|\u0443\u0442\u0440\u0430|\u0432\\s*\u043f\u043e\u043b\u0434\u0435\u043d\u044c|\u0432\u0435\u0447\u0435\u0440\u043e\u043c|\u0432\u0435\u0447\u0435\u0440\u0430|\u0432\\s*\u043f\u043e\u043b\u043d\u043e\u0447\u044c)`;
    }
    innerExtract(context, match) {
        let targetDate = context.refDate;
        const lowerText = match[0].toLowerCase();
        const component = context.createParsingComponents();
        if (lowerText === "\u0441\u0435\u0439\u0447\u0430\u0441") {
            return casualReferences/* now */.tB(context.reference);
        }
        if (lowerText === "\u0432\u0435\u0447\u0435\u0440\u043e\u043c" || lowerText === "\u0432\u0435\u0447\u0435\u0440\u0430") {
            return casualReferences/* evening */.Jp(context.reference);
        }
        if (lowerText.endsWith("\u0443\u0442\u0440\u043e\u043c") || lowerText.endsWith("\u0443\u0442\u0440\u0430")) {
            return casualReferences/* morning */.F1(context.reference);
        }
        if (lowerText.match(/\u0432\s*\u043f\u043e\u043b\u0434\u0435\u043d\u044c/)) {
            return casualReferences/* noon */.zW(context.reference);
        }
        if (lowerText.match(/\u043f\u0440\u043e\u0448\u043b\u043e\u0439\s*\u043d\u043e\u0447\u044c\u044e/)) {
            return casualReferences/* lastNight */.zr(context.reference);
        }
        if (lowerText.match(/\u043f\u0440\u043e\u0448\u043b\u044b\u043c\s*\u0432\u0435\u0447\u0435\u0440\u043e\u043c/)) {
            return casualReferences/* yesterdayEvening */.Z6(context.reference);
        }
        if (lowerText.match(/\u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0435\u0439\s*\u043d\u043e\u0447\u044c\u044e/)) {
            const daysToAdd = targetDate.getHours() < 22 ? 1 : 2;
            const nextDay = new Date(targetDate.getTime());
            nextDay.setDate(nextDay.getDate() + daysToAdd);
            (0,dates/* assignSimilarDate */.Pl)(component, nextDay);
            component.imply("hour", 0);
        }
        if (lowerText.match(/\u0432\s*\u043f\u043e\u043b\u043d\u043e\u0447\u044c/) || lowerText.endsWith("\u043d\u043e\u0447\u044c\u044e")) {
            return casualReferences/* midnight */.Bm(context.reference);
        }
        return component;
    }
}
//# sourceMappingURL=RUCasualTimeParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/weekdays.js
var weekdays = __webpack_require__(11215);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/parsers/RUWeekdayParser.js




const PREFIX_GROUP = 1;
const WEEKDAY_GROUP = 2;
const POSTFIX_GROUP = 3;
class RUWeekdayParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return (`(?:(?:,|\\(|\uff08)\\s*)?` +
            `(?:\u0432\\s*?)?` +
            `(?:(\u044d\u0442\u0443|\u044d\u0442\u043e\u0442|\u043f\u0440\u043e\u0448\u043b\u044b\u0439|\u043f\u0440\u043e\u0448\u043b\u0443\u044e|\u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0438\u0439|\u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0443\u044e|\u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0435\u0433\u043e)\\s*)?` +
            `(${(0,pattern/* matchAnyPattern */.uJ)(WEEKDAY_DICTIONARY)})` +
            `(?:\\s*(?:,|\\)|\uff09))?` +
            `(?:\\s*\u043d\u0430\\s*(\u044d\u0442\u043e\u0439|\u043f\u0440\u043e\u0448\u043b\u043e\u0439|\u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0435\u0439)\\s*\u043d\u0435\u0434\u0435\u043b\u0435)?`);
    }
    innerExtract(context, match) {
        const dayOfWeek = match[WEEKDAY_GROUP].toLowerCase();
        const weekday = WEEKDAY_DICTIONARY[dayOfWeek];
        const prefix = match[PREFIX_GROUP];
        const postfix = match[POSTFIX_GROUP];
        let modifierWord = prefix || postfix;
        modifierWord = modifierWord || "";
        modifierWord = modifierWord.toLowerCase();
        let modifier = null;
        if (modifierWord == "\u043f\u0440\u043e\u0448\u043b\u044b\u0439" || modifierWord == "\u043f\u0440\u043e\u0448\u043b\u0443\u044e" || modifierWord == "\u043f\u0440\u043e\u0448\u043b\u043e\u0439") {
            modifier = "last";
        }
        else if (modifierWord == "\u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0438\u0439" ||
            modifierWord == "\u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0443\u044e" ||
            modifierWord == "\u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0435\u0439" ||
            modifierWord == "\u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0435\u0433\u043e") {
            modifier = "next";
        }
        else if (modifierWord == "\u044d\u0442\u043e\u0442" || modifierWord == "\u044d\u0442\u0443" || modifierWord == "\u044d\u0442\u043e\u0439") {
            modifier = "this";
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, weekday, modifier);
    }
}
//# sourceMappingURL=RUWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/parsers/RURelativeDateFormatParser.js




const MODIFIER_WORD_GROUP = 1;
const RELATIVE_WORD_GROUP = 2;
class RURelativeDateFormatParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(\u0432 \u043f\u0440\u043e\u0448\u043b\u043e\u043c|\u043d\u0430 \u043f\u0440\u043e\u0448\u043b\u043e\u0439|\u043d\u0430 \u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0435\u0439|\u0432 \u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0435\u043c|\u043d\u0430 \u044d\u0442\u043e\u0439|\u0432 \u044d\u0442\u043e\u043c)\\s*(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})`;
    }
    innerExtract(context, match) {
        const modifier = match[MODIFIER_WORD_GROUP].toLowerCase();
        const unitWord = match[RELATIVE_WORD_GROUP].toLowerCase();
        const timeunit = TIME_UNIT_DICTIONARY[unitWord];
        if (modifier == "\u043d\u0430 \u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0435\u0439" || modifier == "\u0432 \u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0435\u043c") {
            const timeUnits = {};
            timeUnits[timeunit] = 1;
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
        }
        if (modifier == "\u0432 \u043f\u0440\u043e\u0448\u043b\u043e\u043c" || modifier == "\u043d\u0430 \u043f\u0440\u043e\u0448\u043b\u043e\u0439") {
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
//# sourceMappingURL=RURelativeDateFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/SlashDateFormatParser.js
var SlashDateFormatParser = __webpack_require__(51194);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/parsers/RUTimeUnitCasualRelativeFormatParser.js




class RUTimeUnitCasualRelativeFormatParser extends AbstractParserWithLeftRightBoundaryChecking {
    innerPatternString(context) {
        return `(\u044d\u0442\u0438|\u043f\u043e\u0441\u043b\u0435\u0434\u043d\u0438\u0435|\u043f\u0440\u043e\u0448\u043b\u044b\u0435|\u0441\u043b\u0435\u0434\u0443\u044e\u0449\u0438\u0435|\u043f\u043e\u0441\u043b\u0435|\u0441\u043f\u0443\u0441\u0442\u044f|\u0447\u0435\u0440\u0435\u0437|\\+|-)\\s*(${TIME_UNITS_PATTERN})`;
    }
    innerExtract(context, match) {
        const prefix = match[1].toLowerCase();
        let timeUnits = parseDuration(match[2]);
        switch (prefix) {
            case "\u043f\u043e\u0441\u043b\u0435\u0434\u043d\u0438\u0435":
            case "\u043f\u0440\u043e\u0448\u043b\u044b\u0435":
            case "-":
                timeUnits = (0,duration/* reverseDuration */.x4)(timeUnits);
                break;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=RUTimeUnitCasualRelativeFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/index.js



















const casual = new chrono/* Chrono */.u(createCasualConfiguration());
const strict = new chrono/* Chrono */.u(createConfiguration(true));
function parse(text, ref, option) {
    return casual.parse(text, ref, option);
}
function parseDate(text, ref, option) {
    return casual.parseDate(text, ref, option);
}
function createCasualConfiguration() {
    const option = createConfiguration(false);
    option.parsers.unshift(new RUCasualDateParser());
    option.parsers.unshift(new RUCasualTimeParser());
    option.parsers.unshift(new RUMonthNameParser());
    option.parsers.unshift(new RURelativeDateFormatParser());
    option.parsers.unshift(new RUTimeUnitCasualRelativeFormatParser());
    return option;
}
function createConfiguration(strictMode = true) {
    return (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new SlashDateFormatParser/* default */.A(true),
            new RUTimeUnitWithinFormatParser(),
            new RUMonthNameLittleEndianParser(),
            new RUWeekdayParser(),
            new RUTimeExpressionParser(strictMode),
            new RUTimeUnitAgoFormatParser(),
        ],
        refiners: [new RUMergeDateTimeRefiner(), new RUMergeDateRangeRefiner()],
    }, strictMode);
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 81876:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Si: () => (/* binding */ casual)
});

// UNUSED EXPORTS: Chrono, Meridiem, ParsingComponents, ParsingResult, ReferenceWithTimezone, Weekday, createCasualConfiguration, createConfiguration, hans, hant, parse, parseDate, strict

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/ExtractTimezoneOffsetRefiner.js
var ExtractTimezoneOffsetRefiner = __webpack_require__(23749);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractParserWithWordBoundary.js
var AbstractParserWithWordBoundary = __webpack_require__(61264);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hans/constants.js
const NUMBER = {
    "\u96f6": 0,
    "\u3007": 0,
    "\u4e00": 1,
    "\u4e8c": 2,
    "\u4e24": 2,
    "\u4e09": 3,
    "\u56db": 4,
    "\u4e94": 5,
    "\u516d": 6,
    "\u4e03": 7,
    "\u516b": 8,
    "\u4e5d": 9,
    "\u5341": 10,
};
const WEEKDAY_OFFSET = {
    "\u5929": 0,
    "\u65e5": 0,
    "\u4e00": 1,
    "\u4e8c": 2,
    "\u4e09": 3,
    "\u56db": 4,
    "\u4e94": 5,
    "\u516d": 6,
};
function zhStringToNumber(text) {
    let number = 0;
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char === "\u5341") {
            number = number === 0 ? NUMBER[char] : number * NUMBER[char];
        }
        else {
            number += NUMBER[char];
        }
    }
    return number;
}
function zhStringToYear(text) {
    let string = "";
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        string = string + NUMBER[char];
    }
    return parseInt(string);
}
//# sourceMappingURL=constants.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hans/parsers/ZHHansDateParser.js


const YEAR_GROUP = 1;
const MONTH_GROUP = 2;
const DAY_GROUP = 3;
class ZHHansDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return "()";
    }
    innerPattern() {
        return new RegExp("(" +
            "\\d{2,4}|" +
            "[" +
            Object.keys(NUMBER).join("") +
            "]{4}|" +
            "[" +
            Object.keys(NUMBER).join("") +
            "]{2}" +
            ")?" +
            "(?:\\s*)" +
            "(?:\u5e74)?" +
            "(?:[\\s|,|\uff0c]*)" +
            "(" +
            "\\d{1,2}|" +
            "[" +
            Object.keys(NUMBER).join("") +
            "]{1,3}" +
            ")" +
            "(?:\\s*)" +
            "(?:\u6708)" +
            "(?:\\s*)" +
            "(" +
            "\\d{1,2}|" +
            "[" +
            Object.keys(NUMBER).join("") +
            "]{1,3}" +
            ")?" +
            "(?:\\s*)" +
            "(?:\u65e5|\u53f7)?");
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        let month = parseInt(match[MONTH_GROUP]);
        if (isNaN(month))
            month = zhStringToNumber(match[MONTH_GROUP]);
        result.start.assign("month", month);
        if (match[DAY_GROUP]) {
            let day = parseInt(match[DAY_GROUP]);
            if (isNaN(day))
                day = zhStringToNumber(match[DAY_GROUP]);
            result.start.assign("day", day);
        }
        else {
            result.start.imply("day", context.refDate.getDate());
        }
        if (match[YEAR_GROUP]) {
            let year = parseInt(match[YEAR_GROUP]);
            if (isNaN(year))
                year = zhStringToYear(match[YEAR_GROUP]);
            result.start.assign("year", year);
        }
        else {
            result.start.imply("year", context.refDate.getFullYear());
        }
        return result;
    }
}
//# sourceMappingURL=ZHHansDateParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/duration.js
var calculation_duration = __webpack_require__(24440);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hans/parsers/ZHHansDeadlineFormatParser.js



const PATTERN = new RegExp("(\\d+|[" +
    Object.keys(NUMBER).join("") +
    "]+|\u534a|\u51e0)(?:\\s*)" +
    "(?:\u4e2a)?" +
    "(\u79d2(?:\u949f)?|\u5206\u949f|\u5c0f\u65f6|\u949f|\u65e5|\u5929|\u661f\u671f|\u793c\u62dc|\u6708|\u5e74)" +
    "(?:(?:\u4e4b|\u8fc7)?\u540e|(?:\u4e4b)?\u5185)", "i");
const NUMBER_GROUP = 1;
const UNIT_GROUP = 2;
class ZHHansDeadlineFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return "()";
    }
    innerPattern() {
        return PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        let number = parseInt(match[NUMBER_GROUP]);
        if (isNaN(number)) {
            number = zhStringToNumber(match[NUMBER_GROUP]);
        }
        if (isNaN(number)) {
            const string = match[NUMBER_GROUP];
            if (string === "\u51e0") {
                number = 3;
            }
            else if (string === "\u534a") {
                number = 0.5;
            }
            else {
                return null;
            }
        }
        const duration = {};
        const unit = match[UNIT_GROUP];
        const unitAbbr = unit[0];
        if (unitAbbr.match(/[\u65e5\u5929\u661f\u793c\u6708\u5e74]/)) {
            if (unitAbbr == "\u65e5" || unitAbbr == "\u5929") {
                duration.day = number;
            }
            else if (unitAbbr == "\u661f" || unitAbbr == "\u793c") {
                duration.week = number;
            }
            else if (unitAbbr == "\u6708") {
                duration.month = number;
            }
            else if (unitAbbr == "\u5e74") {
                duration.year = number;
            }
            const date = (0,calculation_duration/* addDuration */.Gw)(context.refDate, duration);
            result.start.assign("year", date.getFullYear());
            result.start.assign("month", date.getMonth() + 1);
            result.start.assign("day", date.getDate());
            return result;
        }
        if (unitAbbr == "\u79d2") {
            duration.second = number;
        }
        else if (unitAbbr == "\u5206") {
            duration.minute = number;
        }
        else if (unitAbbr == "\u5c0f" || unitAbbr == "\u949f") {
            duration.hour = number;
        }
        const date = (0,calculation_duration/* addDuration */.Gw)(context.refDate, duration);
        result.start.imply("year", date.getFullYear());
        result.start.imply("month", date.getMonth() + 1);
        result.start.imply("day", date.getDate());
        result.start.assign("hour", date.getHours());
        result.start.assign("minute", date.getMinutes());
        result.start.assign("second", date.getSeconds());
        return result;
    }
}
//# sourceMappingURL=ZHHansDeadlineFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hans/parsers/ZHHansRelationWeekdayParser.js


const ZHHansRelationWeekdayParser_PATTERN = new RegExp("(?<prefix>\u4e0a|\u4e0b|\u8fd9)(?:\u4e2a)?(?:\u661f\u671f|\u793c\u62dc|\u5468)(?<weekday>" + Object.keys(WEEKDAY_OFFSET).join("|") + ")");
class ZHHansRelationWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ZHHansRelationWeekdayParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        const dayOfWeek = match.groups.weekday;
        const offset = WEEKDAY_OFFSET[dayOfWeek];
        if (offset === undefined)
            return null;
        let modifier = null;
        const prefix = match.groups.prefix;
        if (prefix == "\u4e0a") {
            modifier = "last";
        }
        else if (prefix == "\u4e0b") {
            modifier = "next";
        }
        else if (prefix == "\u8fd9") {
            modifier = "this";
        }
        const date = new Date(context.refDate.getTime());
        let startMomentFixed = false;
        const refOffset = date.getDay();
        if (modifier == "last" || modifier == "past") {
            date.setDate(date.getDate() + (offset - 7 - refOffset));
            startMomentFixed = true;
        }
        else if (modifier == "next") {
            date.setDate(date.getDate() + (offset + 7 - refOffset));
            startMomentFixed = true;
        }
        else if (modifier == "this") {
            date.setDate(date.getDate() + (offset - refOffset));
        }
        else {
            let diff = offset - refOffset;
            if (Math.abs(diff - 7) < Math.abs(diff)) {
                diff -= 7;
            }
            if (Math.abs(diff + 7) < Math.abs(diff)) {
                diff += 7;
            }
            date.setDate(date.getDate() + diff);
        }
        result.start.assign("weekday", offset);
        if (startMomentFixed) {
            result.start.assign("day", date.getDate());
            result.start.assign("month", date.getMonth() + 1);
            result.start.assign("year", date.getFullYear());
        }
        else {
            result.start.imply("day", date.getDate());
            result.start.imply("month", date.getMonth() + 1);
            result.start.imply("year", date.getFullYear());
        }
        return result;
    }
}
//# sourceMappingURL=ZHHansRelationWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hans/parsers/ZHHansTimeExpressionParser.js


const FIRST_REG_PATTERN = new RegExp("(?:\u4ece|\u81ea)?" +
    "(?:" +
    "(\u4eca|\u660e|\u524d|\u5927\u524d|\u540e|\u5927\u540e|\u6628)(\u65e9|\u671d|\u665a)|" +
    "(\u4e0a(?:\u5348)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668))|" +
    "(\u4eca|\u660e|\u524d|\u5927\u524d|\u540e|\u5927\u540e|\u6628)(?:\u65e5|\u5929)" +
    "(?:[\\s,\uff0c]*)" +
    "(?:(\u4e0a(?:\u5348)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668)))?" +
    ")?" +
    "(?:[\\s,\uff0c]*)" +
    "(?:(\\d+|[" +
    Object.keys(NUMBER).join("") +
    "]+)(?:\\s*)(?:\u70b9|\u65f6|:|\uff1a)" +
    "(?:\\s*)" +
    "(\\d+|\u534a|\u6b63|\u6574|[" +
    Object.keys(NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u5206|:|\uff1a)?" +
    "(?:\\s*)" +
    "(\\d+|[" +
    Object.keys(NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u79d2)?)" +
    "(?:\\s*(A.M.|P.M.|AM?|PM?))?", "i");
const SECOND_REG_PATTERN = new RegExp("(?:^\\s*(?:\u5230|\u81f3|\\-|\\\u2013|\\~|\\\u301c)\\s*)" +
    "(?:" +
    "(\u4eca|\u660e|\u524d|\u5927\u524d|\u540e|\u5927\u540e|\u6628)(\u65e9|\u671d|\u665a)|" +
    "(\u4e0a(?:\u5348)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668))|" +
    "(\u4eca|\u660e|\u524d|\u5927\u524d|\u540e|\u5927\u540e|\u6628)(?:\u65e5|\u5929)" +
    "(?:[\\s,\uff0c]*)" +
    "(?:(\u4e0a(?:\u5348)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668)))?" +
    ")?" +
    "(?:[\\s,\uff0c]*)" +
    "(?:(\\d+|[" +
    Object.keys(NUMBER).join("") +
    "]+)(?:\\s*)(?:\u70b9|\u65f6|:|\uff1a)" +
    "(?:\\s*)" +
    "(\\d+|\u534a|\u6b63|\u6574|[" +
    Object.keys(NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u5206|:|\uff1a)?" +
    "(?:\\s*)" +
    "(\\d+|[" +
    Object.keys(NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u79d2)?)" +
    "(?:\\s*(A.M.|P.M.|AM?|PM?))?", "i");
const DAY_GROUP_1 = 1;
const ZH_AM_PM_HOUR_GROUP_1 = 2;
const ZH_AM_PM_HOUR_GROUP_2 = 3;
const DAY_GROUP_3 = 4;
const ZH_AM_PM_HOUR_GROUP_3 = 5;
const HOUR_GROUP = 6;
const MINUTE_GROUP = 7;
const SECOND_GROUP = 8;
const AM_PM_HOUR_GROUP = 9;
class ZHHansTimeExpressionParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return "()";
    }
    innerPattern() {
        return FIRST_REG_PATTERN;
    }
    innerExtract(context, match) {
        if (match.index > 0 && context.text[match.index - 1].match(/\w/)) {
            return null;
        }
        const result = context.createParsingResult(match.index, match[0]);
        const startMoment = new Date(context.reference.instant.getTime());
        if (match[DAY_GROUP_1]) {
            const day1 = match[DAY_GROUP_1];
            if (day1 == "\u660e") {
                if (context.reference.instant.getHours() > 1) {
                    startMoment.setDate(startMoment.getDate() + 1);
                }
            }
            else if (day1 == "\u6628") {
                startMoment.setDate(startMoment.getDate() - 1);
            }
            else if (day1 == "\u524d") {
                startMoment.setDate(startMoment.getDate() - 2);
            }
            else if (day1 == "\u5927\u524d") {
                startMoment.setDate(startMoment.getDate() - 3);
            }
            else if (day1 == "\u540e") {
                startMoment.setDate(startMoment.getDate() + 2);
            }
            else if (day1 == "\u5927\u540e") {
                startMoment.setDate(startMoment.getDate() + 3);
            }
            result.start.assign("day", startMoment.getDate());
            result.start.assign("month", startMoment.getMonth() + 1);
            result.start.assign("year", startMoment.getFullYear());
        }
        else if (match[DAY_GROUP_3]) {
            const day3 = match[DAY_GROUP_3];
            if (day3 == "\u660e") {
                startMoment.setDate(startMoment.getDate() + 1);
            }
            else if (day3 == "\u6628") {
                startMoment.setDate(startMoment.getDate() - 1);
            }
            else if (day3 == "\u524d") {
                startMoment.setDate(startMoment.getDate() - 2);
            }
            else if (day3 == "\u5927\u524d") {
                startMoment.setDate(startMoment.getDate() - 3);
            }
            else if (day3 == "\u540e") {
                startMoment.setDate(startMoment.getDate() + 2);
            }
            else if (day3 == "\u5927\u540e") {
                startMoment.setDate(startMoment.getDate() + 3);
            }
            result.start.assign("day", startMoment.getDate());
            result.start.assign("month", startMoment.getMonth() + 1);
            result.start.assign("year", startMoment.getFullYear());
        }
        else {
            result.start.imply("day", startMoment.getDate());
            result.start.imply("month", startMoment.getMonth() + 1);
            result.start.imply("year", startMoment.getFullYear());
        }
        let hour = 0;
        let minute = 0;
        let meridiem = -1;
        if (match[SECOND_GROUP]) {
            let second = parseInt(match[SECOND_GROUP]);
            if (isNaN(second)) {
                second = zhStringToNumber(match[SECOND_GROUP]);
            }
            if (second >= 60)
                return null;
            result.start.assign("second", second);
        }
        hour = parseInt(match[HOUR_GROUP]);
        if (isNaN(hour)) {
            hour = zhStringToNumber(match[HOUR_GROUP]);
        }
        if (match[MINUTE_GROUP]) {
            if (match[MINUTE_GROUP] == "\u534a") {
                minute = 30;
            }
            else if (match[MINUTE_GROUP] == "\u6b63" || match[MINUTE_GROUP] == "\u6574") {
                minute = 0;
            }
            else {
                minute = parseInt(match[MINUTE_GROUP]);
                if (isNaN(minute)) {
                    minute = zhStringToNumber(match[MINUTE_GROUP]);
                }
            }
        }
        else if (hour > 100) {
            minute = hour % 100;
            hour = Math.floor(hour / 100);
        }
        if (minute >= 60) {
            return null;
        }
        if (hour > 24) {
            return null;
        }
        if (hour >= 12) {
            meridiem = 1;
        }
        if (match[AM_PM_HOUR_GROUP]) {
            if (hour > 12)
                return null;
            const ampm = match[AM_PM_HOUR_GROUP][0].toLowerCase();
            if (ampm == "a") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            if (ampm == "p") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        else if (match[ZH_AM_PM_HOUR_GROUP_1]) {
            const zhAMPMString1 = match[ZH_AM_PM_HOUR_GROUP_1];
            const zhAMPM1 = zhAMPMString1[0];
            if (zhAMPM1 == "\u65e9") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM1 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        else if (match[ZH_AM_PM_HOUR_GROUP_2]) {
            const zhAMPMString2 = match[ZH_AM_PM_HOUR_GROUP_2];
            const zhAMPM2 = zhAMPMString2[0];
            if (zhAMPM2 == "\u4e0a" || zhAMPM2 == "\u65e9" || zhAMPM2 == "\u51cc") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM2 == "\u4e0b" || zhAMPM2 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        else if (match[ZH_AM_PM_HOUR_GROUP_3]) {
            const zhAMPMString3 = match[ZH_AM_PM_HOUR_GROUP_3];
            const zhAMPM3 = zhAMPMString3[0];
            if (zhAMPM3 == "\u4e0a" || zhAMPM3 == "\u65e9" || zhAMPM3 == "\u51cc") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM3 == "\u4e0b" || zhAMPM3 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        result.start.assign("hour", hour);
        result.start.assign("minute", minute);
        if (meridiem >= 0) {
            result.start.assign("meridiem", meridiem);
        }
        else {
            if (hour < 12) {
                result.start.imply("meridiem", 0);
            }
            else {
                result.start.imply("meridiem", 1);
            }
        }
        const secondMatch = SECOND_REG_PATTERN.exec(context.text.substring(result.index + result.text.length));
        if (!secondMatch) {
            if (result.text.match(/^\d+$/)) {
                return null;
            }
            return result;
        }
        let endMoment = new Date(startMoment.getTime());
        if (secondMatch[DAY_GROUP_1] || secondMatch[DAY_GROUP_3]) {
            endMoment = new Date(context.reference.instant.getTime());
        }
        result.end = context.createParsingComponents();
        if (secondMatch[DAY_GROUP_1]) {
            const day1 = secondMatch[DAY_GROUP_1];
            if (day1 == "\u660e") {
                if (context.reference.instant.getHours() > 1) {
                    endMoment.setDate(endMoment.getDate() + 1);
                }
            }
            else if (day1 == "\u6628") {
                endMoment.setDate(endMoment.getDate() - 1);
            }
            else if (day1 == "\u524d") {
                endMoment.setDate(endMoment.getDate() - 2);
            }
            else if (day1 == "\u5927\u524d") {
                endMoment.setDate(endMoment.getDate() - 3);
            }
            else if (day1 == "\u540e") {
                endMoment.setDate(endMoment.getDate() + 2);
            }
            else if (day1 == "\u5927\u540e") {
                endMoment.setDate(endMoment.getDate() + 3);
            }
            result.end.assign("day", endMoment.getDate());
            result.end.assign("month", endMoment.getMonth() + 1);
            result.end.assign("year", endMoment.getFullYear());
        }
        else if (secondMatch[DAY_GROUP_3]) {
            const day3 = secondMatch[DAY_GROUP_3];
            if (day3 == "\u660e") {
                endMoment.setDate(endMoment.getDate() + 1);
            }
            else if (day3 == "\u6628") {
                endMoment.setDate(endMoment.getDate() - 1);
            }
            else if (day3 == "\u524d") {
                endMoment.setDate(endMoment.getDate() - 2);
            }
            else if (day3 == "\u5927\u524d") {
                endMoment.setDate(endMoment.getDate() - 3);
            }
            else if (day3 == "\u540e") {
                endMoment.setDate(endMoment.getDate() + 2);
            }
            else if (day3 == "\u5927\u540e") {
                endMoment.setDate(endMoment.getDate() + 3);
            }
            result.end.assign("day", endMoment.getDate());
            result.end.assign("month", endMoment.getMonth() + 1);
            result.end.assign("year", endMoment.getFullYear());
        }
        else {
            result.end.imply("day", endMoment.getDate());
            result.end.imply("month", endMoment.getMonth() + 1);
            result.end.imply("year", endMoment.getFullYear());
        }
        hour = 0;
        minute = 0;
        meridiem = -1;
        if (secondMatch[SECOND_GROUP]) {
            let second = parseInt(secondMatch[SECOND_GROUP]);
            if (isNaN(second)) {
                second = zhStringToNumber(secondMatch[SECOND_GROUP]);
            }
            if (second >= 60)
                return null;
            result.end.assign("second", second);
        }
        hour = parseInt(secondMatch[HOUR_GROUP]);
        if (isNaN(hour)) {
            hour = zhStringToNumber(secondMatch[HOUR_GROUP]);
        }
        if (secondMatch[MINUTE_GROUP]) {
            if (secondMatch[MINUTE_GROUP] == "\u534a") {
                minute = 30;
            }
            else if (secondMatch[MINUTE_GROUP] == "\u6b63" || secondMatch[MINUTE_GROUP] == "\u6574") {
                minute = 0;
            }
            else {
                minute = parseInt(secondMatch[MINUTE_GROUP]);
                if (isNaN(minute)) {
                    minute = zhStringToNumber(secondMatch[MINUTE_GROUP]);
                }
            }
        }
        else if (hour > 100) {
            minute = hour % 100;
            hour = Math.floor(hour / 100);
        }
        if (minute >= 60) {
            return null;
        }
        if (hour > 24) {
            return null;
        }
        if (hour >= 12) {
            meridiem = 1;
        }
        if (secondMatch[AM_PM_HOUR_GROUP]) {
            if (hour > 12)
                return null;
            const ampm = secondMatch[AM_PM_HOUR_GROUP][0].toLowerCase();
            if (ampm == "a") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            if (ampm == "p") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
            if (!result.start.isCertain("meridiem")) {
                if (meridiem == 0) {
                    result.start.imply("meridiem", 0);
                    if (result.start.get("hour") == 12) {
                        result.start.assign("hour", 0);
                    }
                }
                else {
                    result.start.imply("meridiem", 1);
                    if (result.start.get("hour") != 12) {
                        result.start.assign("hour", result.start.get("hour") + 12);
                    }
                }
            }
        }
        else if (secondMatch[ZH_AM_PM_HOUR_GROUP_1]) {
            const zhAMPMString1 = secondMatch[ZH_AM_PM_HOUR_GROUP_1];
            const zhAMPM1 = zhAMPMString1[0];
            if (zhAMPM1 == "\u65e9") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM1 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        else if (secondMatch[ZH_AM_PM_HOUR_GROUP_2]) {
            const zhAMPMString2 = secondMatch[ZH_AM_PM_HOUR_GROUP_2];
            const zhAMPM2 = zhAMPMString2[0];
            if (zhAMPM2 == "\u4e0a" || zhAMPM2 == "\u65e9" || zhAMPM2 == "\u51cc") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM2 == "\u4e0b" || zhAMPM2 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        else if (secondMatch[ZH_AM_PM_HOUR_GROUP_3]) {
            const zhAMPMString3 = secondMatch[ZH_AM_PM_HOUR_GROUP_3];
            const zhAMPM3 = zhAMPMString3[0];
            if (zhAMPM3 == "\u4e0a" || zhAMPM3 == "\u65e9" || zhAMPM3 == "\u51cc") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM3 == "\u4e0b" || zhAMPM3 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        result.text = result.text + secondMatch[0];
        result.end.assign("hour", hour);
        result.end.assign("minute", minute);
        if (meridiem >= 0) {
            result.end.assign("meridiem", meridiem);
        }
        else {
            const startAtPM = result.start.isCertain("meridiem") && result.start.get("meridiem") == 1;
            if (startAtPM && result.start.get("hour") > hour) {
                result.end.imply("meridiem", 0);
            }
            else if (hour > 12) {
                result.end.imply("meridiem", 1);
            }
        }
        if (result.end.date().getTime() < result.start.date().getTime() && !result.end.isCertain("day")) {
            result.end.addDurationAsImplied({ day: 1 });
        }
        return result;
    }
}
//# sourceMappingURL=ZHHansTimeExpressionParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hans/parsers/ZHHansWeekdayParser.js


const ZHHansWeekdayParser_PATTERN = new RegExp("(?:\u661f\u671f|\u793c\u62dc|\u5468)(?<weekday>" + Object.keys(WEEKDAY_OFFSET).join("|") + ")");
class ZHHansWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ZHHansWeekdayParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        const dayOfWeek = match.groups.weekday;
        const offset = WEEKDAY_OFFSET[dayOfWeek];
        if (offset === undefined)
            return null;
        const date = new Date(context.refDate.getTime());
        const startMomentFixed = false;
        const refOffset = date.getDay();
        let diff = offset - refOffset;
        if (Math.abs(diff - 7) < Math.abs(diff)) {
            diff -= 7;
        }
        if (Math.abs(diff + 7) < Math.abs(diff)) {
            diff += 7;
        }
        date.setDate(date.getDate() + diff);
        result.start.assign("weekday", offset);
        if (startMomentFixed) {
            result.start.assign("day", date.getDate());
            result.start.assign("month", date.getMonth() + 1);
            result.start.assign("year", date.getFullYear());
        }
        else {
            result.start.imply("day", date.getDate());
            result.start.imply("month", date.getMonth() + 1);
            result.start.imply("year", date.getFullYear());
        }
        return result;
    }
}
//# sourceMappingURL=ZHHansWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hant/parsers/ZHHantCasualDateParser.js

const NOW_GROUP = 1;
const ZHHantCasualDateParser_DAY_GROUP_1 = 2;
const TIME_GROUP_1 = 3;
const TIME_GROUP_2 = 4;
const ZHHantCasualDateParser_DAY_GROUP_3 = 5;
const TIME_GROUP_3 = 6;
class ZHHantCasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return new RegExp("(\u800c\u5bb6|\u7acb(?:\u523b|\u5373)|\u5373\u523b)|" +
            "(\u4eca|\u660e|\u524d|\u5927\u524d|\u5f8c|\u5927\u5f8c|\u807d|\u6628|\u5c0b|\u7434)(\u65e9|\u671d|\u665a)|" +
            "(\u4e0a(?:\u5348|\u665d)|\u671d(?:\u65e9)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348|\u665d)|\u664f(?:\u665d)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668))|" +
            "(\u4eca|\u660e|\u524d|\u5927\u524d|\u5f8c|\u5927\u5f8c|\u807d|\u6628|\u5c0b|\u7434)(?:\u65e5|\u5929)" +
            "(?:[\\s|,|\uff0c]*)" +
            "(?:(\u4e0a(?:\u5348|\u665d)|\u671d(?:\u65e9)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348|\u665d)|\u664f(?:\u665d)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668)))?", "i");
    }
    innerExtract(context, match) {
        const index = match.index;
        const result = context.createParsingResult(index, match[0]);
        const refDate = context.refDate;
        let date = new Date(refDate.getTime());
        if (match[NOW_GROUP]) {
            result.start.imply("hour", refDate.getHours());
            result.start.imply("minute", refDate.getMinutes());
            result.start.imply("second", refDate.getSeconds());
            result.start.imply("millisecond", refDate.getMilliseconds());
        }
        else if (match[ZHHantCasualDateParser_DAY_GROUP_1]) {
            const day1 = match[ZHHantCasualDateParser_DAY_GROUP_1];
            const time1 = match[TIME_GROUP_1];
            if (day1 == "\u660e" || day1 == "\u807d") {
                if (refDate.getHours() > 1) {
                    date.setDate(date.getDate() + 1);
                }
            }
            else if (day1 == "\u6628" || day1 == "\u5c0b" || day1 == "\u7434") {
                date.setDate(date.getDate() - 1);
            }
            else if (day1 == "\u524d") {
                date.setDate(date.getDate() - 2);
            }
            else if (day1 == "\u5927\u524d") {
                date.setDate(date.getDate() - 3);
            }
            else if (day1 == "\u5f8c") {
                date.setDate(date.getDate() + 2);
            }
            else if (day1 == "\u5927\u5f8c") {
                date.setDate(date.getDate() + 3);
            }
            if (time1 == "\u65e9" || time1 == "\u671d") {
                result.start.imply("hour", 6);
            }
            else if (time1 == "\u665a") {
                result.start.imply("hour", 22);
                result.start.imply("meridiem", 1);
            }
        }
        else if (match[TIME_GROUP_2]) {
            const timeString2 = match[TIME_GROUP_2];
            const time2 = timeString2[0];
            if (time2 == "\u65e9" || time2 == "\u671d" || time2 == "\u4e0a") {
                result.start.imply("hour", 6);
            }
            else if (time2 == "\u4e0b" || time2 == "\u664f") {
                result.start.imply("hour", 15);
                result.start.imply("meridiem", 1);
            }
            else if (time2 == "\u4e2d") {
                result.start.imply("hour", 12);
                result.start.imply("meridiem", 1);
            }
            else if (time2 == "\u591c" || time2 == "\u665a") {
                result.start.imply("hour", 22);
                result.start.imply("meridiem", 1);
            }
            else if (time2 == "\u51cc") {
                result.start.imply("hour", 0);
            }
        }
        else if (match[ZHHantCasualDateParser_DAY_GROUP_3]) {
            const day3 = match[ZHHantCasualDateParser_DAY_GROUP_3];
            if (day3 == "\u660e" || day3 == "\u807d") {
                if (refDate.getHours() > 1) {
                    date.setDate(date.getDate() + 1);
                }
            }
            else if (day3 == "\u6628" || day3 == "\u5c0b" || day3 == "\u7434") {
                date.setDate(date.getDate() - 1);
            }
            else if (day3 == "\u524d") {
                date.setDate(date.getDate() - 2);
            }
            else if (day3 == "\u5927\u524d") {
                date.setDate(date.getDate() - 3);
            }
            else if (day3 == "\u5f8c") {
                date.setDate(date.getDate() + 2);
            }
            else if (day3 == "\u5927\u5f8c") {
                date.setDate(date.getDate() + 3);
            }
            const timeString3 = match[TIME_GROUP_3];
            if (timeString3) {
                const time3 = timeString3[0];
                if (time3 == "\u65e9" || time3 == "\u671d" || time3 == "\u4e0a") {
                    result.start.imply("hour", 6);
                }
                else if (time3 == "\u4e0b" || time3 == "\u664f") {
                    result.start.imply("hour", 15);
                    result.start.imply("meridiem", 1);
                }
                else if (time3 == "\u4e2d") {
                    result.start.imply("hour", 12);
                    result.start.imply("meridiem", 1);
                }
                else if (time3 == "\u591c" || time3 == "\u665a") {
                    result.start.imply("hour", 22);
                    result.start.imply("meridiem", 1);
                }
                else if (time3 == "\u51cc") {
                    result.start.imply("hour", 0);
                }
            }
        }
        result.start.assign("day", date.getDate());
        result.start.assign("month", date.getMonth() + 1);
        result.start.assign("year", date.getFullYear());
        return result;
    }
}
//# sourceMappingURL=ZHHantCasualDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hant/constants.js
const constants_NUMBER = {
    "\u96f6": 0,
    "\u4e00": 1,
    "\u4e8c": 2,
    "\u5169": 2,
    "\u4e09": 3,
    "\u56db": 4,
    "\u4e94": 5,
    "\u516d": 6,
    "\u4e03": 7,
    "\u516b": 8,
    "\u4e5d": 9,
    "\u5341": 10,
    "\u5eff": 20,
    "\u5345": 30,
};
const constants_WEEKDAY_OFFSET = {
    "\u5929": 0,
    "\u65e5": 0,
    "\u4e00": 1,
    "\u4e8c": 2,
    "\u4e09": 3,
    "\u56db": 4,
    "\u4e94": 5,
    "\u516d": 6,
};
function constants_zhStringToNumber(text) {
    let number = 0;
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char === "\u5341") {
            number = number === 0 ? constants_NUMBER[char] : number * constants_NUMBER[char];
        }
        else {
            number += constants_NUMBER[char];
        }
    }
    return number;
}
function constants_zhStringToYear(text) {
    let string = "";
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        string = string + constants_NUMBER[char];
    }
    return parseInt(string);
}
//# sourceMappingURL=constants.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hant/parsers/ZHHantDateParser.js


const ZHHantDateParser_YEAR_GROUP = 1;
const ZHHantDateParser_MONTH_GROUP = 2;
const ZHHantDateParser_DAY_GROUP = 3;
class ZHHantDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return "()";
    }
    innerPattern() {
        return new RegExp("(" +
            "\\d{2,4}|" +
            "[" + Object.keys(constants_NUMBER).join("") + "]{4}|" +
            "[" + Object.keys(constants_NUMBER).join("") + "]{2}" +
            ")?" +
            "(?:\\s*)" +
            "(?:\u5e74)?" +
            "(?:[\\s|,|\uff0c]*)" +
            "(" +
            "\\d{1,2}|" +
            "[" + Object.keys(constants_NUMBER).join("") + "]{1,2}" +
            ")" +
            "(?:\\s*)" +
            "(?:\u6708)" +
            "(?:\\s*)" +
            "(" +
            "\\d{1,2}|" +
            "[" + Object.keys(constants_NUMBER).join("") + "]{1,2}" +
            ")?" +
            "(?:\\s*)" +
            "(?:\u65e5|\u865f)?");
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        let month = parseInt(match[ZHHantDateParser_MONTH_GROUP]);
        if (isNaN(month))
            month = constants_zhStringToNumber(match[ZHHantDateParser_MONTH_GROUP]);
        result.start.assign("month", month);
        if (match[ZHHantDateParser_DAY_GROUP]) {
            let day = parseInt(match[ZHHantDateParser_DAY_GROUP]);
            if (isNaN(day))
                day = constants_zhStringToNumber(match[ZHHantDateParser_DAY_GROUP]);
            result.start.assign("day", day);
        }
        else {
            result.start.imply("day", context.refDate.getDate());
        }
        if (match[ZHHantDateParser_YEAR_GROUP]) {
            let year = parseInt(match[ZHHantDateParser_YEAR_GROUP]);
            if (isNaN(year))
                year = constants_zhStringToYear(match[ZHHantDateParser_YEAR_GROUP]);
            result.start.assign("year", year);
        }
        else {
            result.start.imply("year", context.refDate.getFullYear());
        }
        return result;
    }
}
//# sourceMappingURL=ZHHantDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hant/parsers/ZHHantDeadlineFormatParser.js



const ZHHantDeadlineFormatParser_PATTERN = new RegExp("(\\d+|[" +
    Object.keys(constants_NUMBER).join("") +
    "]+|\u534a|\u5e7e)(?:\\s*)" +
    "(?:\u500b)?" +
    "(\u79d2(?:\u9418)?|\u5206\u9418|\u5c0f\u6642|\u9418|\u65e5|\u5929|\u661f\u671f|\u79ae\u62dc|\u6708|\u5e74)" +
    "(?:(?:\u4e4b|\u904e)?\u5f8c|(?:\u4e4b)?\u5167)", "i");
const ZHHantDeadlineFormatParser_NUMBER_GROUP = 1;
const ZHHantDeadlineFormatParser_UNIT_GROUP = 2;
class ZHHantDeadlineFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return "()";
    }
    innerPattern() {
        return ZHHantDeadlineFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        let number = parseInt(match[ZHHantDeadlineFormatParser_NUMBER_GROUP]);
        if (isNaN(number)) {
            number = constants_zhStringToNumber(match[ZHHantDeadlineFormatParser_NUMBER_GROUP]);
        }
        if (isNaN(number)) {
            const string = match[ZHHantDeadlineFormatParser_NUMBER_GROUP];
            if (string === "\u5e7e") {
                number = 3;
            }
            else if (string === "\u534a") {
                number = 0.5;
            }
            else {
                return null;
            }
        }
        const duration = {};
        const unit = match[ZHHantDeadlineFormatParser_UNIT_GROUP];
        const unitAbbr = unit[0];
        if (unitAbbr.match(/[\u65e5\u5929\u661f\u79ae\u6708\u5e74]/)) {
            if (unitAbbr == "\u65e5" || unitAbbr == "\u5929") {
                duration.day = number;
            }
            else if (unitAbbr == "\u661f" || unitAbbr == "\u79ae") {
                duration.week = number;
            }
            else if (unitAbbr == "\u6708") {
                duration.month = number;
            }
            else if (unitAbbr == "\u5e74") {
                duration.year = number;
            }
            const date = (0,calculation_duration/* addDuration */.Gw)(context.refDate, duration);
            result.start.assign("year", date.getFullYear());
            result.start.assign("month", date.getMonth() + 1);
            result.start.assign("day", date.getDate());
            return result;
        }
        if (unitAbbr == "\u79d2") {
            duration.second = number;
        }
        else if (unitAbbr == "\u5206") {
            duration.minute = number;
        }
        else if (unitAbbr == "\u5c0f" || unitAbbr == "\u9418") {
            duration.hour = number;
        }
        const date = (0,calculation_duration/* addDuration */.Gw)(context.refDate, duration);
        result.start.imply("year", date.getFullYear());
        result.start.imply("month", date.getMonth() + 1);
        result.start.imply("day", date.getDate());
        result.start.assign("hour", date.getHours());
        result.start.assign("minute", date.getMinutes());
        result.start.assign("second", date.getSeconds());
        return result;
    }
}
//# sourceMappingURL=ZHHantDeadlineFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hant/parsers/ZHHantRelationWeekdayParser.js


const ZHHantRelationWeekdayParser_PATTERN = new RegExp("(?<prefix>\u4e0a|\u4eca|\u4e0b|\u9019|\u5462)(?:\u500b)?(?:\u661f\u671f|\u79ae\u62dc|\u9031)(?<weekday>" + Object.keys(constants_WEEKDAY_OFFSET).join("|") + ")");
class ZHHantRelationWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ZHHantRelationWeekdayParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        const dayOfWeek = match.groups.weekday;
        const offset = constants_WEEKDAY_OFFSET[dayOfWeek];
        if (offset === undefined)
            return null;
        let modifier = null;
        const prefix = match.groups.prefix;
        if (prefix == "\u4e0a") {
            modifier = "last";
        }
        else if (prefix == "\u4e0b") {
            modifier = "next";
        }
        else if (prefix == "\u4eca" || prefix == "\u9019" || prefix == "\u5462") {
            modifier = "this";
        }
        const date = new Date(context.refDate.getTime());
        let startMomentFixed = false;
        const refOffset = date.getDay();
        if (modifier == "last" || modifier == "past") {
            date.setDate(date.getDate() + (offset - 7 - refOffset));
            startMomentFixed = true;
        }
        else if (modifier == "next") {
            date.setDate(date.getDate() + (offset + 7 - refOffset));
            startMomentFixed = true;
        }
        else if (modifier == "this") {
            date.setDate(date.getDate() + (offset - refOffset));
        }
        else {
            let diff = offset - refOffset;
            if (Math.abs(diff - 7) < Math.abs(diff)) {
                diff -= 7;
            }
            if (Math.abs(diff + 7) < Math.abs(diff)) {
                diff += 7;
            }
            date.setDate(date.getDate() + diff);
        }
        result.start.assign("weekday", offset);
        if (startMomentFixed) {
            result.start.assign("day", date.getDate());
            result.start.assign("month", date.getMonth() + 1);
            result.start.assign("year", date.getFullYear());
        }
        else {
            result.start.imply("day", date.getDate());
            result.start.imply("month", date.getMonth() + 1);
            result.start.imply("year", date.getFullYear());
        }
        return result;
    }
}
//# sourceMappingURL=ZHHantRelationWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hant/parsers/ZHHantTimeExpressionParser.js


const ZHHantTimeExpressionParser_FIRST_REG_PATTERN = new RegExp("(?:\u7531|\u5f9e|\u81ea)?" +
    "(?:" +
    "(\u4eca|\u660e|\u524d|\u5927\u524d|\u5f8c|\u5927\u5f8c|\u807d|\u6628|\u5c0b|\u7434)(\u65e9|\u671d|\u665a)|" +
    "(\u4e0a(?:\u5348|\u665d)|\u671d(?:\u65e9)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348|\u665d)|\u664f(?:\u665d)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668))|" +
    "(\u4eca|\u660e|\u524d|\u5927\u524d|\u5f8c|\u5927\u5f8c|\u807d|\u6628|\u5c0b|\u7434)(?:\u65e5|\u5929)" +
    "(?:[\\s,\uff0c]*)" +
    "(?:(\u4e0a(?:\u5348|\u665d)|\u671d(?:\u65e9)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348|\u665d)|\u664f(?:\u665d)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668)))?" +
    ")?" +
    "(?:[\\s,\uff0c]*)" +
    "(?:(\\d+|[" +
    Object.keys(constants_NUMBER).join("") +
    "]+)(?:\\s*)(?:\u9ede|\u6642|:|\uff1a)" +
    "(?:\\s*)" +
    "(\\d+|\u534a|\u6b63|\u6574|[" +
    Object.keys(constants_NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u5206|:|\uff1a)?" +
    "(?:\\s*)" +
    "(\\d+|[" +
    Object.keys(constants_NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u79d2)?)" +
    "(?:\\s*(A.M.|P.M.|AM?|PM?))?", "i");
const ZHHantTimeExpressionParser_SECOND_REG_PATTERN = new RegExp("(?:^\\s*(?:\u5230|\u81f3|\\-|\\\u2013|\\~|\\\u301c)\\s*)" +
    "(?:" +
    "(\u4eca|\u660e|\u524d|\u5927\u524d|\u5f8c|\u5927\u5f8c|\u807d|\u6628|\u5c0b|\u7434)(\u65e9|\u671d|\u665a)|" +
    "(\u4e0a(?:\u5348|\u665d)|\u671d(?:\u65e9)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348|\u665d)|\u664f(?:\u665d)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668))|" +
    "(\u4eca|\u660e|\u524d|\u5927\u524d|\u5f8c|\u5927\u5f8c|\u807d|\u6628|\u5c0b|\u7434)(?:\u65e5|\u5929)" +
    "(?:[\\s,\uff0c]*)" +
    "(?:(\u4e0a(?:\u5348|\u665d)|\u671d(?:\u65e9)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348|\u665d)|\u664f(?:\u665d)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668)))?" +
    ")?" +
    "(?:[\\s,\uff0c]*)" +
    "(?:(\\d+|[" +
    Object.keys(constants_NUMBER).join("") +
    "]+)(?:\\s*)(?:\u9ede|\u6642|:|\uff1a)" +
    "(?:\\s*)" +
    "(\\d+|\u534a|\u6b63|\u6574|[" +
    Object.keys(constants_NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u5206|:|\uff1a)?" +
    "(?:\\s*)" +
    "(\\d+|[" +
    Object.keys(constants_NUMBER).join("") +
    "]+)?(?:\\s*)(?:\u79d2)?)" +
    "(?:\\s*(A.M.|P.M.|AM?|PM?))?", "i");
const ZHHantTimeExpressionParser_DAY_GROUP_1 = 1;
const ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_1 = 2;
const ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_2 = 3;
const ZHHantTimeExpressionParser_DAY_GROUP_3 = 4;
const ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_3 = 5;
const ZHHantTimeExpressionParser_HOUR_GROUP = 6;
const ZHHantTimeExpressionParser_MINUTE_GROUP = 7;
const ZHHantTimeExpressionParser_SECOND_GROUP = 8;
const ZHHantTimeExpressionParser_AM_PM_HOUR_GROUP = 9;
class ZHHantTimeExpressionParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return "()";
    }
    innerPattern() {
        return ZHHantTimeExpressionParser_FIRST_REG_PATTERN;
    }
    innerExtract(context, match) {
        if (match.index > 0 && context.text[match.index - 1].match(/\w/)) {
            return null;
        }
        const result = context.createParsingResult(match.index, match[0]);
        const startMoment = new Date(context.reference.instant.getTime());
        if (match[ZHHantTimeExpressionParser_DAY_GROUP_1]) {
            const day1 = match[ZHHantTimeExpressionParser_DAY_GROUP_1];
            if (day1 == "\u660e" || day1 == "\u807d") {
                if (context.refDate.getHours() > 1) {
                    startMoment.setDate(startMoment.getDate() + 1);
                }
            }
            else if (day1 == "\u6628" || day1 == "\u5c0b" || day1 == "\u7434") {
                startMoment.setDate(startMoment.getDate() - 1);
            }
            else if (day1 == "\u524d") {
                startMoment.setDate(startMoment.getDate() - 2);
            }
            else if (day1 == "\u5927\u524d") {
                startMoment.setDate(startMoment.getDate() - 3);
            }
            else if (day1 == "\u5f8c") {
                startMoment.setDate(startMoment.getDate() + 2);
            }
            else if (day1 == "\u5927\u5f8c") {
                startMoment.setDate(startMoment.getDate() + 3);
            }
            result.start.assign("day", startMoment.getDate());
            result.start.assign("month", startMoment.getMonth() + 1);
            result.start.assign("year", startMoment.getFullYear());
        }
        else if (match[ZHHantTimeExpressionParser_DAY_GROUP_3]) {
            const day3 = match[ZHHantTimeExpressionParser_DAY_GROUP_3];
            if (day3 == "\u660e" || day3 == "\u807d") {
                startMoment.setDate(startMoment.getDate() + 1);
            }
            else if (day3 == "\u6628" || day3 == "\u5c0b" || day3 == "\u7434") {
                startMoment.setDate(startMoment.getDate() - 1);
            }
            else if (day3 == "\u524d") {
                startMoment.setDate(startMoment.getDate() - 2);
            }
            else if (day3 == "\u5927\u524d") {
                startMoment.setDate(startMoment.getDate() - 3);
            }
            else if (day3 == "\u5f8c") {
                startMoment.setDate(startMoment.getDate() + 2);
            }
            else if (day3 == "\u5927\u5f8c") {
                startMoment.setDate(startMoment.getDate() + 3);
            }
            result.start.assign("day", startMoment.getDate());
            result.start.assign("month", startMoment.getMonth() + 1);
            result.start.assign("year", startMoment.getFullYear());
        }
        else {
            result.start.imply("day", startMoment.getDate());
            result.start.imply("month", startMoment.getMonth() + 1);
            result.start.imply("year", startMoment.getFullYear());
        }
        let hour = 0;
        let minute = 0;
        let meridiem = -1;
        if (match[ZHHantTimeExpressionParser_SECOND_GROUP]) {
            var second = parseInt(match[ZHHantTimeExpressionParser_SECOND_GROUP]);
            if (isNaN(second)) {
                second = constants_zhStringToNumber(match[ZHHantTimeExpressionParser_SECOND_GROUP]);
            }
            if (second >= 60)
                return null;
            result.start.assign("second", second);
        }
        hour = parseInt(match[ZHHantTimeExpressionParser_HOUR_GROUP]);
        if (isNaN(hour)) {
            hour = constants_zhStringToNumber(match[ZHHantTimeExpressionParser_HOUR_GROUP]);
        }
        if (match[ZHHantTimeExpressionParser_MINUTE_GROUP]) {
            if (match[ZHHantTimeExpressionParser_MINUTE_GROUP] == "\u534a") {
                minute = 30;
            }
            else if (match[ZHHantTimeExpressionParser_MINUTE_GROUP] == "\u6b63" || match[ZHHantTimeExpressionParser_MINUTE_GROUP] == "\u6574") {
                minute = 0;
            }
            else {
                minute = parseInt(match[ZHHantTimeExpressionParser_MINUTE_GROUP]);
                if (isNaN(minute)) {
                    minute = constants_zhStringToNumber(match[ZHHantTimeExpressionParser_MINUTE_GROUP]);
                }
            }
        }
        else if (hour > 100) {
            minute = hour % 100;
            hour = Math.floor(hour / 100);
        }
        if (minute >= 60) {
            return null;
        }
        if (hour > 24) {
            return null;
        }
        if (hour >= 12) {
            meridiem = 1;
        }
        if (match[ZHHantTimeExpressionParser_AM_PM_HOUR_GROUP]) {
            if (hour > 12)
                return null;
            var ampm = match[ZHHantTimeExpressionParser_AM_PM_HOUR_GROUP][0].toLowerCase();
            if (ampm == "a") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            if (ampm == "p") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        else if (match[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_1]) {
            var zhAMPMString1 = match[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_1];
            var zhAMPM1 = zhAMPMString1[0];
            if (zhAMPM1 == "\u671d" || zhAMPM1 == "\u65e9") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM1 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        else if (match[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_2]) {
            var zhAMPMString2 = match[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_2];
            var zhAMPM2 = zhAMPMString2[0];
            if (zhAMPM2 == "\u4e0a" || zhAMPM2 == "\u671d" || zhAMPM2 == "\u65e9" || zhAMPM2 == "\u51cc") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM2 == "\u4e0b" || zhAMPM2 == "\u664f" || zhAMPM2 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        else if (match[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_3]) {
            var zhAMPMString3 = match[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_3];
            var zhAMPM3 = zhAMPMString3[0];
            if (zhAMPM3 == "\u4e0a" || zhAMPM3 == "\u671d" || zhAMPM3 == "\u65e9" || zhAMPM3 == "\u51cc") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM3 == "\u4e0b" || zhAMPM3 == "\u664f" || zhAMPM3 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        result.start.assign("hour", hour);
        result.start.assign("minute", minute);
        if (meridiem >= 0) {
            result.start.assign("meridiem", meridiem);
        }
        else {
            if (hour < 12) {
                result.start.imply("meridiem", 0);
            }
            else {
                result.start.imply("meridiem", 1);
            }
        }
        const secondMatch = ZHHantTimeExpressionParser_SECOND_REG_PATTERN.exec(context.text.substring(result.index + result.text.length));
        if (!secondMatch) {
            if (result.text.match(/^\d+$/)) {
                return null;
            }
            return result;
        }
        let endMoment = new Date(startMoment.getTime());
        if (secondMatch[ZHHantTimeExpressionParser_DAY_GROUP_1] || secondMatch[ZHHantTimeExpressionParser_DAY_GROUP_3]) {
            endMoment = new Date(context.reference.instant.getTime());
        }
        result.end = context.createParsingComponents();
        if (secondMatch[ZHHantTimeExpressionParser_DAY_GROUP_1]) {
            const day1 = secondMatch[ZHHantTimeExpressionParser_DAY_GROUP_1];
            if (day1 == "\u660e" || day1 == "\u807d") {
                if (context.refDate.getHours() > 1) {
                    endMoment.setDate(endMoment.getDate() + 1);
                }
            }
            else if (day1 == "\u6628" || day1 == "\u5c0b" || day1 == "\u7434") {
                endMoment.setDate(endMoment.getDate() - 1);
            }
            else if (day1 == "\u524d") {
                endMoment.setDate(endMoment.getDate() - 2);
            }
            else if (day1 == "\u5927\u524d") {
                endMoment.setDate(endMoment.getDate() - 3);
            }
            else if (day1 == "\u5f8c") {
                endMoment.setDate(endMoment.getDate() + 2);
            }
            else if (day1 == "\u5927\u5f8c") {
                endMoment.setDate(endMoment.getDate() + 3);
            }
            result.end.assign("day", endMoment.getDate());
            result.end.assign("month", endMoment.getMonth() + 1);
            result.end.assign("year", endMoment.getFullYear());
        }
        else if (secondMatch[ZHHantTimeExpressionParser_DAY_GROUP_3]) {
            const day3 = secondMatch[ZHHantTimeExpressionParser_DAY_GROUP_3];
            if (day3 == "\u660e" || day3 == "\u807d") {
                endMoment.setDate(endMoment.getDate() + 1);
            }
            else if (day3 == "\u6628" || day3 == "\u5c0b" || day3 == "\u7434") {
                endMoment.setDate(endMoment.getDate() - 1);
            }
            else if (day3 == "\u524d") {
                endMoment.setDate(endMoment.getDate() - 2);
            }
            else if (day3 == "\u5927\u524d") {
                endMoment.setDate(endMoment.getDate() - 3);
            }
            else if (day3 == "\u5f8c") {
                endMoment.setDate(endMoment.getDate() + 2);
            }
            else if (day3 == "\u5927\u5f8c") {
                endMoment.setDate(endMoment.getDate() + 3);
            }
            result.end.assign("day", endMoment.getDate());
            result.end.assign("month", endMoment.getMonth() + 1);
            result.end.assign("year", endMoment.getFullYear());
        }
        else {
            result.end.imply("day", endMoment.getDate());
            result.end.imply("month", endMoment.getMonth() + 1);
            result.end.imply("year", endMoment.getFullYear());
        }
        hour = 0;
        minute = 0;
        meridiem = -1;
        if (secondMatch[ZHHantTimeExpressionParser_SECOND_GROUP]) {
            let second = parseInt(secondMatch[ZHHantTimeExpressionParser_SECOND_GROUP]);
            if (isNaN(second)) {
                second = constants_zhStringToNumber(secondMatch[ZHHantTimeExpressionParser_SECOND_GROUP]);
            }
            if (second >= 60)
                return null;
            result.end.assign("second", second);
        }
        hour = parseInt(secondMatch[ZHHantTimeExpressionParser_HOUR_GROUP]);
        if (isNaN(hour)) {
            hour = constants_zhStringToNumber(secondMatch[ZHHantTimeExpressionParser_HOUR_GROUP]);
        }
        if (secondMatch[ZHHantTimeExpressionParser_MINUTE_GROUP]) {
            if (secondMatch[ZHHantTimeExpressionParser_MINUTE_GROUP] == "\u534a") {
                minute = 30;
            }
            else if (secondMatch[ZHHantTimeExpressionParser_MINUTE_GROUP] == "\u6b63" || secondMatch[ZHHantTimeExpressionParser_MINUTE_GROUP] == "\u6574") {
                minute = 0;
            }
            else {
                minute = parseInt(secondMatch[ZHHantTimeExpressionParser_MINUTE_GROUP]);
                if (isNaN(minute)) {
                    minute = constants_zhStringToNumber(secondMatch[ZHHantTimeExpressionParser_MINUTE_GROUP]);
                }
            }
        }
        else if (hour > 100) {
            minute = hour % 100;
            hour = Math.floor(hour / 100);
        }
        if (minute >= 60) {
            return null;
        }
        if (hour > 24) {
            return null;
        }
        if (hour >= 12) {
            meridiem = 1;
        }
        if (secondMatch[ZHHantTimeExpressionParser_AM_PM_HOUR_GROUP]) {
            if (hour > 12)
                return null;
            var ampm = secondMatch[ZHHantTimeExpressionParser_AM_PM_HOUR_GROUP][0].toLowerCase();
            if (ampm == "a") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            if (ampm == "p") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
            if (!result.start.isCertain("meridiem")) {
                if (meridiem == 0) {
                    result.start.imply("meridiem", 0);
                    if (result.start.get("hour") == 12) {
                        result.start.assign("hour", 0);
                    }
                }
                else {
                    result.start.imply("meridiem", 1);
                    if (result.start.get("hour") != 12) {
                        result.start.assign("hour", result.start.get("hour") + 12);
                    }
                }
            }
        }
        else if (secondMatch[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_1]) {
            const zhAMPMString1 = secondMatch[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_1];
            var zhAMPM1 = zhAMPMString1[0];
            if (zhAMPM1 == "\u671d" || zhAMPM1 == "\u65e9") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM1 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        else if (secondMatch[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_2]) {
            const zhAMPMString2 = secondMatch[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_2];
            var zhAMPM2 = zhAMPMString2[0];
            if (zhAMPM2 == "\u4e0a" || zhAMPM2 == "\u671d" || zhAMPM2 == "\u65e9" || zhAMPM2 == "\u51cc") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM2 == "\u4e0b" || zhAMPM2 == "\u664f" || zhAMPM2 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        else if (secondMatch[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_3]) {
            const zhAMPMString3 = secondMatch[ZHHantTimeExpressionParser_ZH_AM_PM_HOUR_GROUP_3];
            var zhAMPM3 = zhAMPMString3[0];
            if (zhAMPM3 == "\u4e0a" || zhAMPM3 == "\u671d" || zhAMPM3 == "\u65e9" || zhAMPM3 == "\u51cc") {
                meridiem = 0;
                if (hour == 12)
                    hour = 0;
            }
            else if (zhAMPM3 == "\u4e0b" || zhAMPM3 == "\u664f" || zhAMPM3 == "\u665a") {
                meridiem = 1;
                if (hour != 12)
                    hour += 12;
            }
        }
        result.text = result.text + secondMatch[0];
        result.end.assign("hour", hour);
        result.end.assign("minute", minute);
        if (meridiem >= 0) {
            result.end.assign("meridiem", meridiem);
        }
        else {
            const startAtPM = result.start.isCertain("meridiem") && result.start.get("meridiem") == 1;
            if (startAtPM && result.start.get("hour") > hour) {
                result.end.imply("meridiem", 0);
            }
            else if (hour > 12) {
                result.end.imply("meridiem", 1);
            }
        }
        if (result.end.date().getTime() < result.start.date().getTime() && !result.end.isCertain("day")) {
            result.end.addDurationAsImplied({ day: 1 });
        }
        return result;
    }
}
//# sourceMappingURL=ZHHantTimeExpressionParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hant/parsers/ZHHantWeekdayParser.js


const ZHHantWeekdayParser_PATTERN = new RegExp("(?:\u661f\u671f|\u79ae\u62dc|\u9031)(?<weekday>" + Object.keys(constants_WEEKDAY_OFFSET).join("|") + ")");
class ZHHantWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ZHHantWeekdayParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        const dayOfWeek = match.groups.weekday;
        const offset = constants_WEEKDAY_OFFSET[dayOfWeek];
        if (offset === undefined)
            return null;
        const date = new Date(context.refDate.getTime());
        const startMomentFixed = false;
        const refOffset = date.getDay();
        let diff = offset - refOffset;
        if (Math.abs(diff - 7) < Math.abs(diff)) {
            diff -= 7;
        }
        if (Math.abs(diff + 7) < Math.abs(diff)) {
            diff += 7;
        }
        date.setDate(date.getDate() + diff);
        result.start.assign("weekday", offset);
        if (startMomentFixed) {
            result.start.assign("day", date.getDate());
            result.start.assign("month", date.getMonth() + 1);
            result.start.assign("year", date.getFullYear());
        }
        else {
            result.start.imply("day", date.getDate());
            result.start.imply("month", date.getMonth() + 1);
            result.start.imply("year", date.getFullYear());
        }
        return result;
    }
}
//# sourceMappingURL=ZHHantWeekdayParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateRangeRefiner.js
var AbstractMergeDateRangeRefiner = __webpack_require__(49227);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hant/refiners/ZHHantMergeDateRangeRefiner.js

class ZHHantMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(\u81f3|\u5230|\-|\~|\uff5e|\uff0d|\u30fc)\s*$/i;
    }
}
//# sourceMappingURL=ZHHantMergeDateRangeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js + 1 modules
var AbstractMergeDateTimeRefiner = __webpack_require__(52654);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hant/refiners/ZHHantMergeDateTimeRefiner.js

class ZHHantMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return /^\s*$/i;
    }
}
//# sourceMappingURL=ZHHantMergeDateTimeRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/index.js






















const casual = new chrono/* Chrono */.u(createCasualConfiguration());
const strict = new chrono/* Chrono */.u(createConfiguration());
function parse(text, ref, option) {
    return casual.parse(text, ref, option);
}
function parseDate(text, ref, option) {
    return casual.parseDate(text, ref, option);
}
function createCasualConfiguration() {
    const option = createConfiguration();
    option.parsers.unshift(new ZHHantCasualDateParser());
    return option;
}
function createConfiguration() {
    const configuration = (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new ZHHantDateParser(),
            new ZHHansDateParser(),
            new ZHHantRelationWeekdayParser(),
            new ZHHansRelationWeekdayParser(),
            new ZHHantWeekdayParser(),
            new ZHHansWeekdayParser(),
            new ZHHantTimeExpressionParser(),
            new ZHHansTimeExpressionParser(),
            new ZHHantDeadlineFormatParser(),
            new ZHHansDeadlineFormatParser(),
        ],
        refiners: [new ZHHantMergeDateRangeRefiner(), new ZHHantMergeDateTimeRefiner()],
    });
    configuration.refiners = configuration.refiners.filter((refiner) => !(refiner instanceof ExtractTimezoneOffsetRefiner/* default */.A));
    return configuration;
}
//# sourceMappingURL=index.js.map

/***/ })

};
