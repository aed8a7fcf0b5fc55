export const id = 9057;
export const ids = [9057];
export const modules = {

/***/ 24440:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ addDuration),
/* harmony export */   ks: () => (/* binding */ EmptyDuration),
/* harmony export */   x4: () => (/* binding */ reverseDuration)
/* harmony export */ });
const EmptyDuration = {
    day: 0,
    second: 0,
    millisecond: 0,
};
function addDuration(ref, duration) {
    let date = new Date(ref);
    if (duration["y"]) {
        duration["year"] = duration["y"];
        delete duration["y"];
    }
    if (duration["mo"]) {
        duration["month"] = duration["mo"];
        delete duration["mo"];
    }
    if (duration["M"]) {
        duration["month"] = duration["M"];
        delete duration["M"];
    }
    if (duration["w"]) {
        duration["week"] = duration["w"];
        delete duration["w"];
    }
    if (duration["d"]) {
        duration["day"] = duration["d"];
        delete duration["d"];
    }
    if (duration["h"]) {
        duration["hour"] = duration["h"];
        delete duration["h"];
    }
    if (duration["m"]) {
        duration["minute"] = duration["m"];
        delete duration["m"];
    }
    if (duration["s"]) {
        duration["second"] = duration["s"];
        delete duration["s"];
    }
    if (duration["ms"]) {
        duration["millisecond"] = duration["ms"];
        delete duration["ms"];
    }
    if ("year" in duration) {
        const floor = Math.floor(duration["year"]);
        date.setFullYear(date.getFullYear() + floor);
        const remainingFraction = duration["year"] - floor;
        if (remainingFraction > 0) {
            duration.month = duration?.month ?? 0;
            duration.month += remainingFraction * 12;
        }
    }
    if ("quarter" in duration) {
        const floor = Math.floor(duration["quarter"]);
        date.setMonth(date.getMonth() + floor * 3);
        const remainingFraction = duration["quarter"] - floor;
        if (remainingFraction > 0) {
            duration.month = duration?.month ?? 0;
            duration.month += remainingFraction * 3;
        }
    }
    if ("month" in duration) {
        const floor = Math.floor(duration["month"]);
        date.setMonth(date.getMonth() + floor);
        const remainingFraction = duration["month"] - floor;
        if (remainingFraction > 0) {
            duration.week = duration?.week ?? 0;
            duration.week += remainingFraction * 4;
        }
    }
    if ("week" in duration) {
        const floor = Math.floor(duration["week"]);
        date.setDate(date.getDate() + floor * 7);
        const remainingFraction = duration["week"] - floor;
        if (remainingFraction > 0) {
            duration.day = duration?.day ?? 0;
            duration.day += Math.round(remainingFraction * 7);
        }
    }
    if ("day" in duration) {
        const floor = Math.floor(duration["day"]);
        date.setDate(date.getDate() + floor);
        const remainingFraction = duration["day"] - floor;
        if (remainingFraction > 0) {
            duration.hour = duration?.hour ?? 0;
            duration.hour += Math.round(remainingFraction * 24);
        }
    }
    if ("hour" in duration) {
        const floor = Math.floor(duration["hour"]);
        date.setHours(date.getHours() + floor);
        const remainingFraction = duration["hour"] - floor;
        if (remainingFraction > 0) {
            duration.minute = duration?.minute ?? 0;
            duration.minute += Math.round(remainingFraction * 60);
        }
    }
    if ("minute" in duration) {
        const floor = Math.floor(duration["minute"]);
        date.setMinutes(date.getMinutes() + floor);
        const remainingFraction = duration["minute"] - floor;
        if (remainingFraction > 0) {
            duration.second = duration?.second ?? 0;
            duration.second += Math.round(remainingFraction * 60);
        }
    }
    if ("second" in duration) {
        const floor = Math.floor(duration["second"]);
        date.setSeconds(date.getSeconds() + floor);
        const remainingFraction = duration["second"] - floor;
        if (remainingFraction > 0) {
            duration.millisecond = duration?.millisecond ?? 0;
            duration.millisecond += Math.round(remainingFraction * 1000);
        }
    }
    if ("millisecond" in duration) {
        const floor = Math.floor(duration["millisecond"]);
        date.setMilliseconds(date.getMilliseconds() + floor);
    }
    return date;
}
function reverseDuration(duration) {
    const reversed = {};
    for (const key in duration) {
        reversed[key] = -duration[key];
    }
    return reversed;
}
//# sourceMappingURL=duration.js.map

/***/ }),

/***/ 11215:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y5: () => (/* binding */ createParsingComponentsAtWeekday),
/* harmony export */   ss: () => (/* binding */ getDaysForwardToWeekday)
/* harmony export */ });
/* unused harmony exports getDaysToWeekday, getDaysToWeekdayClosest, getBackwardDaysToWeekday */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76473);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31474);


function createParsingComponentsAtWeekday(reference, weekday, modifier) {
    const refDate = reference.getDateWithAdjustedTimezone();
    const daysToWeekday = getDaysToWeekday(refDate, weekday, modifier);
    let components = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference);
    components = components.addDurationAsImplied({ day: daysToWeekday });
    components.assign("weekday", weekday);
    return components;
}
function getDaysToWeekday(refDate, weekday, modifier) {
    const refWeekday = refDate.getDay();
    switch (modifier) {
        case "this":
            return getDaysForwardToWeekday(refDate, weekday);
        case "last":
            return getBackwardDaysToWeekday(refDate, weekday);
        case "next":
            if (refWeekday == _types_js__WEBPACK_IMPORTED_MODULE_1__/* .Weekday */ .Bw.SUNDAY) {
                return weekday == _types_js__WEBPACK_IMPORTED_MODULE_1__/* .Weekday */ .Bw.SUNDAY ? 7 : weekday;
            }
            if (refWeekday == _types_js__WEBPACK_IMPORTED_MODULE_1__/* .Weekday */ .Bw.SATURDAY) {
                if (weekday == _types_js__WEBPACK_IMPORTED_MODULE_1__/* .Weekday */ .Bw.SATURDAY)
                    return 7;
                if (weekday == _types_js__WEBPACK_IMPORTED_MODULE_1__/* .Weekday */ .Bw.SUNDAY)
                    return 8;
                return 1 + weekday;
            }
            if (weekday < refWeekday && weekday != _types_js__WEBPACK_IMPORTED_MODULE_1__/* .Weekday */ .Bw.SUNDAY) {
                return getDaysForwardToWeekday(refDate, weekday);
            }
            else {
                return getDaysForwardToWeekday(refDate, weekday) + 7;
            }
    }
    return getDaysToWeekdayClosest(refDate, weekday);
}
function getDaysToWeekdayClosest(refDate, weekday) {
    const backward = getBackwardDaysToWeekday(refDate, weekday);
    const forward = getDaysForwardToWeekday(refDate, weekday);
    return forward < -backward ? forward : backward;
}
function getDaysForwardToWeekday(refDate, weekday) {
    const refWeekday = refDate.getDay();
    let forwardCount = weekday - refWeekday;
    if (forwardCount < 0) {
        forwardCount += 7;
    }
    return forwardCount;
}
function getBackwardDaysToWeekday(refDate, weekday) {
    const refWeekday = refDate.getDay();
    let backwardCount = weekday - refWeekday;
    if (backwardCount >= 0) {
        backwardCount -= 7;
    }
    return backwardCount;
}
//# sourceMappingURL=weekdays.js.map

/***/ }),

/***/ 50624:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ findMostLikelyADYear),
/* harmony export */   Y: () => (/* binding */ findYearClosestToRef)
/* harmony export */ });
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24440);

function findMostLikelyADYear(yearNumber) {
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
function findYearClosestToRef(refDate, day, month) {
    let date = new Date(refDate);
    date.setMonth(month - 1);
    date.setDate(day);
    const nextYear = (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .addDuration */ .Gw)(date, { "year": 1 });
    const lastYear = (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .addDuration */ .Gw)(date, { "year": -1 });
    if (Math.abs(nextYear.getTime() - refDate.getTime()) < Math.abs(date.getTime() - refDate.getTime())) {
        date = nextYear;
    }
    else if (Math.abs(lastYear.getTime() - refDate.getTime()) < Math.abs(date.getTime() - refDate.getTime())) {
        date = lastYear;
    }
    return date.getFullYear();
}
//# sourceMappingURL=years.js.map

/***/ }),

/***/ 69693:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ ParsingContext),
/* harmony export */   u: () => (/* binding */ Chrono)
/* harmony export */ });
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31474);
/* harmony import */ var _locales_en_configuration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22668);


class Chrono {
    parsers;
    refiners;
    defaultConfig = new _locales_en_configuration_js__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A();
    constructor(configuration) {
        configuration = configuration || this.defaultConfig.createCasualConfiguration();
        this.parsers = [...configuration.parsers];
        this.refiners = [...configuration.refiners];
    }
    clone() {
        return new Chrono({
            parsers: [...this.parsers],
            refiners: [...this.refiners],
        });
    }
    parseDate(text, referenceDate, option) {
        const results = this.parse(text, referenceDate, option);
        return results.length > 0 ? results[0].start.date() : null;
    }
    parse(text, referenceDate, option) {
        const context = new ParsingContext(text, referenceDate, option);
        let results = [];
        this.parsers.forEach((parser) => {
            const parsedResults = Chrono.executeParser(context, parser);
            results = results.concat(parsedResults);
        });
        results.sort((a, b) => {
            return a.index - b.index;
        });
        this.refiners.forEach(function (refiner) {
            results = refiner.refine(context, results);
        });
        return results;
    }
    static executeParser(context, parser) {
        const results = [];
        const pattern = parser.pattern(context);
        const originalText = context.text;
        let remainingText = context.text;
        let match = pattern.exec(remainingText);
        while (match) {
            const index = match.index + originalText.length - remainingText.length;
            match.index = index;
            const result = parser.extract(context, match);
            if (!result) {
                remainingText = originalText.substring(match.index + 1);
                match = pattern.exec(remainingText);
                continue;
            }
            let parsedResult = null;
            if (result instanceof _results_js__WEBPACK_IMPORTED_MODULE_1__/* .ParsingResult */ .s4) {
                parsedResult = result;
            }
            else if (result instanceof _results_js__WEBPACK_IMPORTED_MODULE_1__/* .ParsingComponents */ .BP) {
                parsedResult = context.createParsingResult(match.index, match[0]);
                parsedResult.start = result;
            }
            else {
                parsedResult = context.createParsingResult(match.index, match[0], result);
            }
            const parsedIndex = parsedResult.index;
            const parsedText = parsedResult.text;
            context.debug(() => console.log(`${parser.constructor.name} extracted (at index=${parsedIndex}) '${parsedText}'`));
            results.push(parsedResult);
            remainingText = originalText.substring(parsedIndex + parsedText.length);
            match = pattern.exec(remainingText);
        }
        return results;
    }
}
class ParsingContext {
    text;
    option;
    reference;
    refDate;
    constructor(text, refDate, option) {
        this.text = text;
        this.option = option ?? {};
        this.reference = _results_js__WEBPACK_IMPORTED_MODULE_1__/* .ReferenceWithTimezone */ .b5.fromInput(refDate, this.option.timezones);
        this.refDate = this.reference.instant;
    }
    createParsingComponents(components) {
        if (components instanceof _results_js__WEBPACK_IMPORTED_MODULE_1__/* .ParsingComponents */ .BP) {
            return components;
        }
        return new _results_js__WEBPACK_IMPORTED_MODULE_1__/* .ParsingComponents */ .BP(this.reference, components);
    }
    createParsingResult(index, textOrEndIndex, startComponents, endComponents) {
        const text = typeof textOrEndIndex === "string" ? textOrEndIndex : this.text.substring(index, textOrEndIndex);
        const start = startComponents ? this.createParsingComponents(startComponents) : null;
        const end = endComponents ? this.createParsingComponents(endComponents) : null;
        return new _results_js__WEBPACK_IMPORTED_MODULE_1__/* .ParsingResult */ .s4(this.reference, index, text, start, end);
    }
    debug(block) {
        if (this.option.debug) {
            if (this.option.debug instanceof Function) {
                this.option.debug(block);
            }
            else {
                const handler = this.option.debug;
                handler.debug(block);
            }
        }
    }
}
//# sourceMappingURL=chrono.js.map

/***/ }),

/***/ 9602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ MergingRefiner),
/* harmony export */   d: () => (/* binding */ Filter)
/* harmony export */ });
class Filter {
    refine(context, results) {
        return results.filter((r) => this.isValid(context, r));
    }
}
class MergingRefiner {
    refine(context, results) {
        if (results.length < 2) {
            return results;
        }
        const mergedResults = [];
        let curResult = results[0];
        let nextResult = null;
        for (let i = 1; i < results.length; i++) {
            nextResult = results[i];
            const textBetween = context.text.substring(curResult.index + curResult.text.length, nextResult.index);
            if (!this.shouldMergeResults(textBetween, curResult, nextResult, context)) {
                mergedResults.push(curResult);
                curResult = nextResult;
            }
            else {
                const left = curResult;
                const right = nextResult;
                const mergedResult = this.mergeResults(textBetween, left, right, context);
                context.debug(() => {
                    console.log(`${this.constructor.name} merged ${left} and ${right} into ${mergedResult}`);
                });
                curResult = mergedResult;
            }
        }
        if (curResult != null) {
            mergedResults.push(curResult);
        }
        return mergedResults;
    }
}
//# sourceMappingURL=abstractRefiners.js.map

/***/ }),

/***/ 27225:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AV: () => (/* binding */ theDayAfter),
/* harmony export */   A_: () => (/* binding */ tonight),
/* harmony export */   Bm: () => (/* binding */ midnight),
/* harmony export */   Ec: () => (/* binding */ today),
/* harmony export */   F1: () => (/* binding */ morning),
/* harmony export */   Jp: () => (/* binding */ evening),
/* harmony export */   Z6: () => (/* binding */ yesterdayEvening),
/* harmony export */   ZB: () => (/* binding */ afternoon),
/* harmony export */   jI: () => (/* binding */ yesterday),
/* harmony export */   tB: () => (/* binding */ now),
/* harmony export */   ti: () => (/* binding */ theDayBefore),
/* harmony export */   uf: () => (/* binding */ tomorrow),
/* harmony export */   zW: () => (/* binding */ noon),
/* harmony export */   zr: () => (/* binding */ lastNight)
/* harmony export */ });
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31474);
/* harmony import */ var _utils_dates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15167);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76473);



function now(reference) {
    const targetDate = reference.getDateWithAdjustedTimezone();
    const component = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference, {});
    (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .assignSimilarDate */ .Pl)(component, targetDate);
    (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .assignSimilarTime */ .i2)(component, targetDate);
    component.assign("timezoneOffset", reference.getTimezoneOffset());
    component.addTag("casualReference/now");
    return component;
}
function today(reference) {
    const targetDate = reference.getDateWithAdjustedTimezone();
    const component = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference, {});
    (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .assignSimilarDate */ .Pl)(component, targetDate);
    (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .implySimilarTime */ .A4)(component, targetDate);
    component.delete("meridiem");
    component.addTag("casualReference/today");
    return component;
}
function yesterday(reference) {
    return theDayBefore(reference, 1).addTag("casualReference/yesterday");
}
function tomorrow(reference) {
    return theDayAfter(reference, 1).addTag("casualReference/tomorrow");
}
function theDayBefore(reference, numDay) {
    return theDayAfter(reference, -numDay);
}
function theDayAfter(reference, nDays) {
    const targetDate = reference.getDateWithAdjustedTimezone();
    const component = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference, {});
    const newDate = new Date(targetDate.getTime());
    newDate.setDate(newDate.getDate() + nDays);
    (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .assignSimilarDate */ .Pl)(component, newDate);
    (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .implySimilarTime */ .A4)(component, newDate);
    component.delete("meridiem");
    return component;
}
function tonight(reference, implyHour = 22) {
    const targetDate = reference.getDateWithAdjustedTimezone();
    const component = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference, {});
    (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .assignSimilarDate */ .Pl)(component, targetDate);
    component.imply("hour", implyHour);
    component.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_2__/* .Meridiem */ .FF.PM);
    component.addTag("casualReference/tonight");
    return component;
}
function lastNight(reference, implyHour = 0) {
    let targetDate = reference.getDateWithAdjustedTimezone();
    const component = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference, {});
    if (targetDate.getHours() < 6) {
        targetDate = new Date(targetDate.getTime() - 24 * 60 * 60 * 1000);
    }
    (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .assignSimilarDate */ .Pl)(component, targetDate);
    component.imply("hour", implyHour);
    return component;
}
function evening(reference, implyHour = 20) {
    const component = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference, {});
    component.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_2__/* .Meridiem */ .FF.PM);
    component.imply("hour", implyHour);
    component.addTag("casualReference/evening");
    return component;
}
function yesterdayEvening(reference, implyHour = 20) {
    let targetDate = reference.getDateWithAdjustedTimezone();
    const component = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference, {});
    targetDate = new Date(targetDate.getTime() - 24 * 60 * 60 * 1000);
    (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .assignSimilarDate */ .Pl)(component, targetDate);
    component.imply("hour", implyHour);
    component.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_2__/* .Meridiem */ .FF.PM);
    component.addTag("casualReference/yesterday");
    component.addTag("casualReference/evening");
    return component;
}
function midnight(reference) {
    const component = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference, {});
    if (reference.getDateWithAdjustedTimezone().getHours() > 2) {
        component.addDurationAsImplied({ day: 1 });
    }
    component.assign("hour", 0);
    component.imply("minute", 0);
    component.imply("second", 0);
    component.imply("millisecond", 0);
    component.addTag("casualReference/midnight");
    return component;
}
function morning(reference, implyHour = 6) {
    const component = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference, {});
    component.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_2__/* .Meridiem */ .FF.AM);
    component.imply("hour", implyHour);
    component.imply("minute", 0);
    component.imply("second", 0);
    component.imply("millisecond", 0);
    component.addTag("casualReference/morning");
    return component;
}
function afternoon(reference, implyHour = 15) {
    const component = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference, {});
    component.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_2__/* .Meridiem */ .FF.PM);
    component.imply("hour", implyHour);
    component.imply("minute", 0);
    component.imply("second", 0);
    component.imply("millisecond", 0);
    component.addTag("casualReference/afternoon");
    return component;
}
function noon(reference) {
    const component = new _results_js__WEBPACK_IMPORTED_MODULE_0__/* .ParsingComponents */ .BP(reference, {});
    component.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_2__/* .Meridiem */ .FF.AM);
    component.assign("hour", 12);
    component.imply("minute", 0);
    component.imply("second", 0);
    component.imply("millisecond", 0);
    component.addTag("casualReference/noon");
    return component;
}
//# sourceMappingURL=casualReferences.js.map

/***/ }),

/***/ 61264:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ AbstractParserWithWordBoundaryChecking)
/* harmony export */ });
class AbstractParserWithWordBoundaryChecking {
    innerPatternHasChange(context, currentInnerPattern) {
        return this.innerPattern(context) !== currentInnerPattern;
    }
    patternLeftBoundary() {
        return `(\\W|^)`;
    }
    cachedInnerPattern = null;
    cachedPattern = null;
    pattern(context) {
        if (this.cachedInnerPattern) {
            if (!this.innerPatternHasChange(context, this.cachedInnerPattern)) {
                return this.cachedPattern;
            }
        }
        this.cachedInnerPattern = this.innerPattern(context);
        this.cachedPattern = new RegExp(`${this.patternLeftBoundary()}${this.cachedInnerPattern.source}`, this.cachedInnerPattern.flags);
        return this.cachedPattern;
    }
    extract(context, match) {
        const header = match[1] ?? "";
        match.index = match.index + header.length;
        match[0] = match[0].substring(header.length);
        for (let i = 2; i < match.length; i++) {
            match[i - 1] = match[i];
        }
        return this.innerExtract(context, match);
    }
}
//# sourceMappingURL=AbstractParserWithWordBoundary.js.map

/***/ }),

/***/ 37341:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ AbstractTimeExpressionParser)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76473);

function primaryTimePattern(leftBoundary, primaryPrefix, primarySuffix, flags) {
    return new RegExp(`${leftBoundary}` +
        `${primaryPrefix}` +
        `(\\d{1,4})` +
        `(?:` +
        `(?:\\.|:|\uff1a)` +
        `(\\d{1,2})` +
        `(?:` +
        `(?::|\uff1a)` +
        `(\\d{2})` +
        `(?:\\.(\\d{1,6}))?` +
        `)?` +
        `)?` +
        `(?:\\s*(a\\.m\\.|p\\.m\\.|am?|pm?))?` +
        `${primarySuffix}`, flags);
}
function followingTimePatten(followingPhase, followingSuffix) {
    return new RegExp(`^(${followingPhase})` +
        `(\\d{1,4})` +
        `(?:` +
        `(?:\\.|\\:|\\\uff1a)` +
        `(\\d{1,2})` +
        `(?:` +
        `(?:\\.|\\:|\\\uff1a)` +
        `(\\d{1,2})(?:\\.(\\d{1,6}))?` +
        `)?` +
        `)?` +
        `(?:\\s*(a\\.m\\.|p\\.m\\.|am?|pm?))?` +
        `${followingSuffix}`, "i");
}
const HOUR_GROUP = 2;
const MINUTE_GROUP = 3;
const SECOND_GROUP = 4;
const MILLI_SECOND_GROUP = 5;
const AM_PM_HOUR_GROUP = 6;
class AbstractTimeExpressionParser {
    strictMode;
    constructor(strictMode = false) {
        this.strictMode = strictMode;
    }
    patternFlags() {
        return "i";
    }
    primaryPatternLeftBoundary() {
        return `(^|\\s|T|\\b)`;
    }
    primarySuffix() {
        return `(?!/)(?=\\W|$)`;
    }
    followingSuffix() {
        return `(?!/)(?=\\W|$)`;
    }
    pattern(context) {
        return this.getPrimaryTimePatternThroughCache();
    }
    extract(context, match) {
        const startComponents = this.extractPrimaryTimeComponents(context, match);
        if (!startComponents) {
            if (match[0].match(/^\d{4}/)) {
                match.index += 4;
                return null;
            }
            match.index += match[0].length;
            return null;
        }
        const index = match.index + match[1].length;
        const text = match[0].substring(match[1].length);
        const result = context.createParsingResult(index, text, startComponents);
        match.index += match[0].length;
        const remainingText = context.text.substring(match.index);
        const followingPattern = this.getFollowingTimePatternThroughCache();
        const followingMatch = followingPattern.exec(remainingText);
        if (text.match(/^\d{3,4}/) && followingMatch) {
            if (followingMatch[0].match(/^\s*([+-])\s*\d{2,4}$/)) {
                return null;
            }
            if (followingMatch[0].match(/^\s*([+-])\s*\d{2}\W\d{2}/)) {
                return null;
            }
        }
        if (!followingMatch ||
            followingMatch[0].match(/^\s*([+-])\s*\d{3,4}$/)) {
            return this.checkAndReturnWithoutFollowingPattern(result);
        }
        result.end = this.extractFollowingTimeComponents(context, followingMatch, result);
        if (result.end) {
            result.text += followingMatch[0];
        }
        return this.checkAndReturnWithFollowingPattern(result);
    }
    extractPrimaryTimeComponents(context, match, strict = false) {
        const components = context.createParsingComponents();
        let minute = 0;
        let meridiem = null;
        let hour = parseInt(match[HOUR_GROUP]);
        if (hour > 100) {
            if (match[HOUR_GROUP].length == 4 && match[MINUTE_GROUP] == null && !match[AM_PM_HOUR_GROUP]) {
                return null;
            }
            if (this.strictMode || match[MINUTE_GROUP] != null) {
                return null;
            }
            minute = hour % 100;
            hour = Math.floor(hour / 100);
        }
        if (hour > 24) {
            return null;
        }
        if (match[MINUTE_GROUP] != null) {
            if (match[MINUTE_GROUP].length == 1 && !match[AM_PM_HOUR_GROUP]) {
                return null;
            }
            minute = parseInt(match[MINUTE_GROUP]);
        }
        if (minute >= 60) {
            return null;
        }
        if (hour > 12) {
            meridiem = _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.PM;
        }
        if (match[AM_PM_HOUR_GROUP] != null) {
            if (hour > 12)
                return null;
            const ampm = match[AM_PM_HOUR_GROUP][0].toLowerCase();
            if (ampm == "a") {
                meridiem = _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.AM;
                if (hour == 12) {
                    hour = 0;
                }
            }
            if (ampm == "p") {
                meridiem = _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.PM;
                if (hour != 12) {
                    hour += 12;
                }
            }
        }
        components.assign("hour", hour);
        components.assign("minute", minute);
        if (meridiem !== null) {
            components.assign("meridiem", meridiem);
        }
        else {
            if (hour < 12) {
                components.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.AM);
            }
            else {
                components.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.PM);
            }
        }
        if (match[MILLI_SECOND_GROUP] != null) {
            const millisecond = parseInt(match[MILLI_SECOND_GROUP].substring(0, 3));
            if (millisecond >= 1000)
                return null;
            components.assign("millisecond", millisecond);
        }
        if (match[SECOND_GROUP] != null) {
            const second = parseInt(match[SECOND_GROUP]);
            if (second >= 60)
                return null;
            components.assign("second", second);
        }
        return components;
    }
    extractFollowingTimeComponents(context, match, result) {
        const components = context.createParsingComponents();
        if (match[MILLI_SECOND_GROUP] != null) {
            const millisecond = parseInt(match[MILLI_SECOND_GROUP].substring(0, 3));
            if (millisecond >= 1000)
                return null;
            components.assign("millisecond", millisecond);
        }
        if (match[SECOND_GROUP] != null) {
            const second = parseInt(match[SECOND_GROUP]);
            if (second >= 60)
                return null;
            components.assign("second", second);
        }
        let hour = parseInt(match[HOUR_GROUP]);
        let minute = 0;
        let meridiem = -1;
        if (match[MINUTE_GROUP] != null) {
            minute = parseInt(match[MINUTE_GROUP]);
        }
        else if (hour > 100) {
            minute = hour % 100;
            hour = Math.floor(hour / 100);
        }
        if (minute >= 60 || hour > 24) {
            return null;
        }
        if (hour >= 12) {
            meridiem = _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.PM;
        }
        if (match[AM_PM_HOUR_GROUP] != null) {
            if (hour > 12) {
                return null;
            }
            const ampm = match[AM_PM_HOUR_GROUP][0].toLowerCase();
            if (ampm == "a") {
                meridiem = _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.AM;
                if (hour == 12) {
                    hour = 0;
                    if (!components.isCertain("day")) {
                        components.addDurationAsImplied({ day: 1 });
                    }
                }
            }
            if (ampm == "p") {
                meridiem = _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.PM;
                if (hour != 12)
                    hour += 12;
            }
            if (!result.start.isCertain("meridiem")) {
                if (meridiem == _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.AM) {
                    result.start.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.AM);
                    if (result.start.get("hour") == 12) {
                        result.start.assign("hour", 0);
                    }
                }
                else {
                    result.start.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.PM);
                    if (result.start.get("hour") != 12) {
                        result.start.assign("hour", result.start.get("hour") + 12);
                    }
                }
            }
        }
        components.assign("hour", hour);
        components.assign("minute", minute);
        if (meridiem >= 0) {
            components.assign("meridiem", meridiem);
        }
        else {
            const startAtPM = result.start.isCertain("meridiem") && result.start.get("hour") > 12;
            if (startAtPM) {
                if (result.start.get("hour") - 12 > hour) {
                    components.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.AM);
                }
                else if (hour <= 12) {
                    components.assign("hour", hour + 12);
                    components.assign("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.PM);
                }
            }
            else if (hour > 12) {
                components.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.PM);
            }
            else if (hour <= 12) {
                components.imply("meridiem", _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.AM);
            }
        }
        if (components.date().getTime() < result.start.date().getTime()) {
            components.addDurationAsImplied({ day: 1 });
        }
        return components;
    }
    checkAndReturnWithoutFollowingPattern(result) {
        if (result.text.match(/^\d$/)) {
            return null;
        }
        if (result.text.match(/^\d\d\d+$/)) {
            return null;
        }
        if (result.text.match(/\d[apAP]$/)) {
            return null;
        }
        const endingWithNumbers = result.text.match(/[^\d:.](\d[\d.]+)$/);
        if (endingWithNumbers) {
            const endingNumbers = endingWithNumbers[1];
            if (this.strictMode) {
                return null;
            }
            if (endingNumbers.includes(".") && !endingNumbers.match(/\d(\.\d{2})+$/)) {
                return null;
            }
            const endingNumberVal = parseInt(endingNumbers);
            if (endingNumberVal > 24) {
                return null;
            }
        }
        return result;
    }
    checkAndReturnWithFollowingPattern(result) {
        if (result.text.match(/^\d+-\d+$/)) {
            return null;
        }
        const endingWithNumbers = result.text.match(/[^\d:.](\d[\d.]+)\s*-\s*(\d[\d.]+)$/);
        if (endingWithNumbers) {
            if (this.strictMode) {
                return null;
            }
            const startingNumbers = endingWithNumbers[1];
            const endingNumbers = endingWithNumbers[2];
            if (endingNumbers.includes(".") && !endingNumbers.match(/\d(\.\d{2})+$/)) {
                return null;
            }
            const endingNumberVal = parseInt(endingNumbers);
            const startingNumberVal = parseInt(startingNumbers);
            if (endingNumberVal > 24 || startingNumberVal > 24) {
                return null;
            }
        }
        return result;
    }
    cachedPrimaryPrefix = null;
    cachedPrimarySuffix = null;
    cachedPrimaryTimePattern = null;
    getPrimaryTimePatternThroughCache() {
        const primaryPrefix = this.primaryPrefix();
        const primarySuffix = this.primarySuffix();
        if (this.cachedPrimaryPrefix === primaryPrefix && this.cachedPrimarySuffix === primarySuffix) {
            return this.cachedPrimaryTimePattern;
        }
        this.cachedPrimaryTimePattern = primaryTimePattern(this.primaryPatternLeftBoundary(), primaryPrefix, primarySuffix, this.patternFlags());
        this.cachedPrimaryPrefix = primaryPrefix;
        this.cachedPrimarySuffix = primarySuffix;
        return this.cachedPrimaryTimePattern;
    }
    cachedFollowingPhase = null;
    cachedFollowingSuffix = null;
    cachedFollowingTimePatten = null;
    getFollowingTimePatternThroughCache() {
        const followingPhase = this.followingPhase();
        const followingSuffix = this.followingSuffix();
        if (this.cachedFollowingPhase === followingPhase && this.cachedFollowingSuffix === followingSuffix) {
            return this.cachedFollowingTimePatten;
        }
        this.cachedFollowingTimePatten = followingTimePatten(followingPhase, followingSuffix);
        this.cachedFollowingPhase = followingPhase;
        this.cachedFollowingSuffix = followingSuffix;
        return this.cachedFollowingTimePatten;
    }
}
//# sourceMappingURL=AbstractTimeExpressionParser.js.map

/***/ }),

/***/ 21930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ ISOFormatParser)
/* harmony export */ });
/* harmony import */ var _AbstractParserWithWordBoundary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61264);

const PATTERN = new RegExp("([0-9]{4})\\-([0-9]{1,2})\\-([0-9]{1,2})" +
    "(?:T" +
    "([0-9]{1,2}):([0-9]{1,2})" +
    "(?:" +
    ":([0-9]{1,2})(?:\\.(\\d{1,4}))?" +
    ")?" +
    "(" +
    "Z|([+-]\\d{2}):?(\\d{2})?" +
    ")?" +
    ")?" +
    "(?=\\W|$)", "i");
const YEAR_NUMBER_GROUP = 1;
const MONTH_NUMBER_GROUP = 2;
const DATE_NUMBER_GROUP = 3;
const HOUR_NUMBER_GROUP = 4;
const MINUTE_NUMBER_GROUP = 5;
const SECOND_NUMBER_GROUP = 6;
const MILLISECOND_NUMBER_GROUP = 7;
const TZD_GROUP = 8;
const TZD_HOUR_OFFSET_GROUP = 9;
const TZD_MINUTE_OFFSET_GROUP = 10;
class ISOFormatParser extends _AbstractParserWithWordBoundary_js__WEBPACK_IMPORTED_MODULE_0__/* .AbstractParserWithWordBoundaryChecking */ .c {
    innerPattern() {
        return PATTERN;
    }
    innerExtract(context, match) {
        const components = context.createParsingComponents({
            "year": parseInt(match[YEAR_NUMBER_GROUP]),
            "month": parseInt(match[MONTH_NUMBER_GROUP]),
            "day": parseInt(match[DATE_NUMBER_GROUP]),
        });
        if (match[HOUR_NUMBER_GROUP] != null) {
            components.assign("hour", parseInt(match[HOUR_NUMBER_GROUP]));
            components.assign("minute", parseInt(match[MINUTE_NUMBER_GROUP]));
            if (match[SECOND_NUMBER_GROUP] != null) {
                components.assign("second", parseInt(match[SECOND_NUMBER_GROUP]));
            }
            if (match[MILLISECOND_NUMBER_GROUP] != null) {
                components.assign("millisecond", parseInt(match[MILLISECOND_NUMBER_GROUP]));
            }
            if (match[TZD_GROUP] != null) {
                let offset = 0;
                if (match[TZD_HOUR_OFFSET_GROUP]) {
                    const hourOffset = parseInt(match[TZD_HOUR_OFFSET_GROUP]);
                    let minuteOffset = 0;
                    if (match[TZD_MINUTE_OFFSET_GROUP] != null) {
                        minuteOffset = parseInt(match[TZD_MINUTE_OFFSET_GROUP]);
                    }
                    offset = hourOffset * 60;
                    if (offset < 0) {
                        offset -= minuteOffset;
                    }
                    else {
                        offset += minuteOffset;
                    }
                }
                components.assign("timezoneOffset", offset);
            }
        }
        return components.addTag("parser/ISOFormatParser");
    }
}
//# sourceMappingURL=ISOFormatParser.js.map

/***/ }),

/***/ 51194:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ SlashDateFormatParser)
/* harmony export */ });
/* harmony import */ var _calculation_years_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50624);

const PATTERN = new RegExp("([^\\d]|^)" +
    "([0-3]{0,1}[0-9]{1})[\\/\\.\\-]([0-3]{0,1}[0-9]{1})" +
    "(?:[\\/\\.\\-]([0-9]{4}|[0-9]{2}))?" +
    "(\\W|$)", "i");
const OPENING_GROUP = 1;
const ENDING_GROUP = 5;
const FIRST_NUMBERS_GROUP = 2;
const SECOND_NUMBERS_GROUP = 3;
const YEAR_GROUP = 4;
class SlashDateFormatParser {
    groupNumberMonth;
    groupNumberDay;
    constructor(littleEndian) {
        this.groupNumberMonth = littleEndian ? SECOND_NUMBERS_GROUP : FIRST_NUMBERS_GROUP;
        this.groupNumberDay = littleEndian ? FIRST_NUMBERS_GROUP : SECOND_NUMBERS_GROUP;
    }
    pattern() {
        return PATTERN;
    }
    extract(context, match) {
        const index = match.index + match[OPENING_GROUP].length;
        const indexEnd = match.index + match[0].length - match[ENDING_GROUP].length;
        if (index > 0) {
            const textBefore = context.text.substring(0, index);
            if (textBefore.match("\\d/?$")) {
                return;
            }
        }
        if (indexEnd < context.text.length) {
            const textAfter = context.text.substring(indexEnd);
            if (textAfter.match("^/?\\d")) {
                return;
            }
        }
        const text = context.text.substring(index, indexEnd);
        if (text.match(/^\d\.\d$/) || text.match(/^\d\.\d{1,2}\.\d{1,2}\s*$/)) {
            return;
        }
        if (!match[YEAR_GROUP] && text.indexOf("/") < 0) {
            return;
        }
        const result = context.createParsingResult(index, text);
        let month = parseInt(match[this.groupNumberMonth]);
        let day = parseInt(match[this.groupNumberDay]);
        if (month < 1 || month > 12) {
            if (month > 12) {
                if (day >= 1 && day <= 12 && month <= 31) {
                    [day, month] = [month, day];
                }
                else {
                    return null;
                }
            }
        }
        if (day < 1 || day > 31) {
            return null;
        }
        result.start.assign("day", day);
        result.start.assign("month", month);
        if (match[YEAR_GROUP]) {
            const rawYearNumber = parseInt(match[YEAR_GROUP]);
            const year = (0,_calculation_years_js__WEBPACK_IMPORTED_MODULE_0__/* .findMostLikelyADYear */ .D)(rawYearNumber);
            result.start.assign("year", year);
        }
        else {
            const year = (0,_calculation_years_js__WEBPACK_IMPORTED_MODULE_0__/* .findYearClosestToRef */ .Y)(context.refDate, day, month);
            result.start.imply("year", year);
        }
        return result.addTag("parser/SlashDateFormatParser");
    }
}
//# sourceMappingURL=SlashDateFormatParser.js.map

/***/ }),

/***/ 49227:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ AbstractMergeDateRangeRefiner)
/* harmony export */ });
/* harmony import */ var _abstractRefiners_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9602);
/* harmony import */ var _calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24440);


class AbstractMergeDateRangeRefiner extends _abstractRefiners_js__WEBPACK_IMPORTED_MODULE_0__/* .MergingRefiner */ .X {
    shouldMergeResults(textBetween, currentResult, nextResult) {
        return !currentResult.end && !nextResult.end && textBetween.match(this.patternBetween()) != null;
    }
    mergeResults(textBetween, fromResult, toResult) {
        if (!fromResult.start.isOnlyWeekdayComponent() && !toResult.start.isOnlyWeekdayComponent()) {
            toResult.start.getCertainComponents().forEach((key) => {
                if (!fromResult.start.isCertain(key)) {
                    fromResult.start.imply(key, toResult.start.get(key));
                }
            });
            fromResult.start.getCertainComponents().forEach((key) => {
                if (!toResult.start.isCertain(key)) {
                    toResult.start.imply(key, fromResult.start.get(key));
                }
            });
        }
        if (fromResult.start.date() > toResult.start.date()) {
            let fromDate = fromResult.start.date();
            let toDate = toResult.start.date();
            if (toResult.start.isOnlyWeekdayComponent() && (0,_calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .addDuration */ .Gw)(toDate, { day: 7 }) > fromDate) {
                toDate = (0,_calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .addDuration */ .Gw)(toDate, { day: 7 });
                toResult.start.imply("day", toDate.getDate());
                toResult.start.imply("month", toDate.getMonth() + 1);
                toResult.start.imply("year", toDate.getFullYear());
            }
            else if (fromResult.start.isOnlyWeekdayComponent() && (0,_calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .addDuration */ .Gw)(fromDate, { day: -7 }) < toDate) {
                fromDate = (0,_calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .addDuration */ .Gw)(fromDate, { day: -7 });
                fromResult.start.imply("day", fromDate.getDate());
                fromResult.start.imply("month", fromDate.getMonth() + 1);
                fromResult.start.imply("year", fromDate.getFullYear());
            }
            else if (toResult.start.isDateWithUnknownYear() && (0,_calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .addDuration */ .Gw)(toDate, { year: 1 }) > fromDate) {
                toDate = (0,_calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .addDuration */ .Gw)(toDate, { year: 1 });
                toResult.start.imply("year", toDate.getFullYear());
            }
            else if (fromResult.start.isDateWithUnknownYear() && (0,_calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .addDuration */ .Gw)(fromDate, { year: -1 }) < toDate) {
                fromDate = (0,_calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .addDuration */ .Gw)(fromDate, { year: -1 });
                fromResult.start.imply("year", fromDate.getFullYear());
            }
            else {
                [toResult, fromResult] = [fromResult, toResult];
            }
        }
        const result = fromResult.clone();
        result.start = fromResult.start;
        result.end = toResult.start;
        result.index = Math.min(fromResult.index, toResult.index);
        if (fromResult.index < toResult.index) {
            result.text = fromResult.text + textBetween + toResult.text;
        }
        else {
            result.text = toResult.text + textBetween + fromResult.text;
        }
        return result;
    }
}
//# sourceMappingURL=AbstractMergeDateRangeRefiner.js.map

/***/ }),

/***/ 52654:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ AbstractMergeDateTimeRefiner)
});

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/abstractRefiners.js
var abstractRefiners = __webpack_require__(9602);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/dates.js
var dates = __webpack_require__(15167);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/calculation/mergingCalculation.js


function mergeDateTimeResult(dateResult, timeResult) {
    const result = dateResult.clone();
    const beginDate = dateResult.start;
    const beginTime = timeResult.start;
    result.start = mergeDateTimeComponent(beginDate, beginTime);
    if (dateResult.end != null || timeResult.end != null) {
        const endDate = dateResult.end == null ? dateResult.start : dateResult.end;
        const endTime = timeResult.end == null ? timeResult.start : timeResult.end;
        const endDateTime = mergeDateTimeComponent(endDate, endTime);
        if (dateResult.end == null && endDateTime.date().getTime() < result.start.date().getTime()) {
            const nextDay = new Date(endDateTime.date().getTime());
            nextDay.setDate(nextDay.getDate() + 1);
            if (endDateTime.isCertain("day")) {
                (0,dates/* assignSimilarDate */.Pl)(endDateTime, nextDay);
            }
            else {
                (0,dates/* implySimilarDate */.Hq)(endDateTime, nextDay);
            }
        }
        result.end = endDateTime;
    }
    return result;
}
function mergeDateTimeComponent(dateComponent, timeComponent) {
    const dateTimeComponent = dateComponent.clone();
    if (timeComponent.isCertain("hour")) {
        dateTimeComponent.assign("hour", timeComponent.get("hour"));
        dateTimeComponent.assign("minute", timeComponent.get("minute"));
        if (timeComponent.isCertain("second")) {
            dateTimeComponent.assign("second", timeComponent.get("second"));
            if (timeComponent.isCertain("millisecond")) {
                dateTimeComponent.assign("millisecond", timeComponent.get("millisecond"));
            }
            else {
                dateTimeComponent.imply("millisecond", timeComponent.get("millisecond"));
            }
        }
        else {
            dateTimeComponent.imply("second", timeComponent.get("second"));
            dateTimeComponent.imply("millisecond", timeComponent.get("millisecond"));
        }
    }
    else {
        dateTimeComponent.imply("hour", timeComponent.get("hour"));
        dateTimeComponent.imply("minute", timeComponent.get("minute"));
        dateTimeComponent.imply("second", timeComponent.get("second"));
        dateTimeComponent.imply("millisecond", timeComponent.get("millisecond"));
    }
    if (timeComponent.isCertain("timezoneOffset")) {
        dateTimeComponent.assign("timezoneOffset", timeComponent.get("timezoneOffset"));
    }
    const dateHasMeaningfulMeridiem = dateComponent.get("meridiem") != null &&
        (dateComponent.isCertain("meridiem") ||
            Array.from(dateComponent.tags()).some((t) => t.startsWith("casualReference/")));
    if (timeComponent.isCertain("meridiem")) {
        dateTimeComponent.assign("meridiem", timeComponent.get("meridiem"));
    }
    else if (timeComponent.get("meridiem") != null && !dateHasMeaningfulMeridiem) {
        dateTimeComponent.imply("meridiem", timeComponent.get("meridiem"));
    }
    if (dateTimeComponent.get("meridiem") == types/* Meridiem */.FF.PM && dateTimeComponent.get("hour") < 12) {
        if (timeComponent.isCertain("hour")) {
            dateTimeComponent.assign("hour", dateTimeComponent.get("hour") + 12);
        }
        else {
            dateTimeComponent.imply("hour", dateTimeComponent.get("hour") + 12);
        }
    }
    dateTimeComponent.addTags(dateComponent.tags());
    dateTimeComponent.addTags(timeComponent.tags());
    return dateTimeComponent;
}
//# sourceMappingURL=mergingCalculation.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js


class AbstractMergeDateTimeRefiner extends abstractRefiners/* MergingRefiner */.X {
    shouldMergeResults(textBetween, currentResult, nextResult) {
        const isDateThenTime = currentResult.start.isOnlyDate() && nextResult.start.isOnlyTime();
        const isTimeThenDate = currentResult.start.isOnlyTime() && nextResult.start.isOnlyDate();
        if (isTimeThenDate && textBetween.trim() === ":") {
            return false;
        }
        return (isDateThenTime || isTimeThenDate) && textBetween.match(this.patternBetween()) != null;
    }
    mergeResults(textBetween, currentResult, nextResult) {
        const result = currentResult.start.isOnlyDate()
            ? mergeDateTimeResult(currentResult, nextResult)
            : mergeDateTimeResult(nextResult, currentResult);
        result.index = currentResult.index;
        result.text = currentResult.text + textBetween + nextResult.text;
        return result;
    }
}
//# sourceMappingURL=AbstractMergeDateTimeRefiner.js.map

/***/ }),

/***/ 23749:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ ExtractTimezoneOffsetRefiner)
/* harmony export */ });
const TIMEZONE_OFFSET_PATTERN = new RegExp("^\\s*(?:\\(?(?:GMT|UTC)\\s?)?([+-])(\\d{1,2})(?::?(\\d{2}))?\\)?", "i");
const TIMEZONE_OFFSET_SIGN_GROUP = 1;
const TIMEZONE_OFFSET_HOUR_OFFSET_GROUP = 2;
const TIMEZONE_OFFSET_MINUTE_OFFSET_GROUP = 3;
class ExtractTimezoneOffsetRefiner {
    refine(context, results) {
        results.forEach(function (result) {
            if (result.start.isCertain("timezoneOffset")) {
                return;
            }
            const suffix = context.text.substring(result.index + result.text.length);
            const match = TIMEZONE_OFFSET_PATTERN.exec(suffix);
            if (!match) {
                return;
            }
            context.debug(() => {
                console.log(`Extracting timezone: '${match[0]}' into : ${result}`);
            });
            const hourOffset = parseInt(match[TIMEZONE_OFFSET_HOUR_OFFSET_GROUP]);
            const minuteOffset = parseInt(match[TIMEZONE_OFFSET_MINUTE_OFFSET_GROUP] || "0");
            let timezoneOffset = hourOffset * 60 + minuteOffset;
            if (timezoneOffset > 14 * 60) {
                return;
            }
            if (match[TIMEZONE_OFFSET_SIGN_GROUP] === "-") {
                timezoneOffset = -timezoneOffset;
            }
            if (result.end != null) {
                result.end.assign("timezoneOffset", timezoneOffset);
            }
            result.start.assign("timezoneOffset", timezoneOffset);
            result.text += match[0];
        });
        return results;
    }
}
//# sourceMappingURL=ExtractTimezoneOffsetRefiner.js.map

/***/ }),

/***/ 21053:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ MergeWeekdayComponentRefiner)
/* harmony export */ });
/* harmony import */ var _abstractRefiners_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9602);

class MergeWeekdayComponentRefiner extends _abstractRefiners_js__WEBPACK_IMPORTED_MODULE_0__/* .MergingRefiner */ .X {
    mergeResults(textBetween, currentResult, nextResult) {
        const newResult = nextResult.clone();
        newResult.index = currentResult.index;
        newResult.text = currentResult.text + textBetween + newResult.text;
        newResult.start.assign("weekday", currentResult.start.get("weekday"));
        if (newResult.end) {
            newResult.end.assign("weekday", currentResult.start.get("weekday"));
        }
        return newResult;
    }
    shouldMergeResults(textBetween, currentResult, nextResult) {
        const weekdayThenNormalDate = currentResult.start.isOnlyWeekdayComponent() &&
            !currentResult.start.isCertain("hour") &&
            nextResult.start.isCertain("day") &&
            !nextResult.start.tags().has("result/relativeDate");
        return weekdayThenNormalDate && textBetween.match(/^,?\s*$/) != null;
    }
}
//# sourceMappingURL=MergeWeekdayComponentRefiner.js.map

/***/ }),

/***/ 13681:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ OverlapRemovalRefiner)
/* harmony export */ });
class OverlapRemovalRefiner {
    refine(context, results) {
        if (results.length < 2) {
            return results;
        }
        const filteredResults = [];
        let prevResult = results[0];
        for (let i = 1; i < results.length; i++) {
            const result = results[i];
            if (result.index >= prevResult.index + prevResult.text.length) {
                filteredResults.push(prevResult);
                prevResult = result;
                continue;
            }
            let kept = null;
            let removed = null;
            if (result.text.length > prevResult.text.length) {
                kept = result;
                removed = prevResult;
            }
            else {
                kept = prevResult;
                removed = result;
            }
            context.debug(() => {
                console.log(`${this.constructor.name} remove ${removed} by ${kept}`);
            });
            prevResult = kept;
        }
        if (prevResult != null) {
            filteredResults.push(prevResult);
        }
        return filteredResults;
    }
}
//# sourceMappingURL=OverlapRemovalRefiner.js.map

/***/ }),

/***/ 14013:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ includeCommonConfiguration)
});

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/timezone.js
var timezone = __webpack_require__(18241);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/ExtractTimezoneAbbrRefiner.js

const TIMEZONE_NAME_PATTERN = new RegExp("^\\s*,?\\s*\\(?([A-Z]{2,4})\\)?(?=\\W|$)", "i");
class ExtractTimezoneAbbrRefiner {
    timezoneOverrides;
    constructor(timezoneOverrides) {
        this.timezoneOverrides = timezoneOverrides;
    }
    refine(context, results) {
        const timezoneOverrides = context.option.timezones ?? {};
        results.forEach((result) => {
            const suffix = context.text.substring(result.index + result.text.length);
            const match = TIMEZONE_NAME_PATTERN.exec(suffix);
            if (!match) {
                return;
            }
            const timezoneAbbr = match[1].toUpperCase();
            const refDate = result.start.date() ?? result.refDate ?? new Date();
            const tzOverrides = { ...this.timezoneOverrides, ...timezoneOverrides };
            const extractedTimezoneOffset = (0,timezone/* toTimezoneOffset */.Cm)(timezoneAbbr, refDate, tzOverrides);
            if (extractedTimezoneOffset == null) {
                return;
            }
            context.debug(() => {
                console.log(`Extracting timezone: '${timezoneAbbr}' into: ${extractedTimezoneOffset} for: ${result.start}`);
            });
            const currentTimezoneOffset = result.start.get("timezoneOffset");
            if (currentTimezoneOffset !== null && extractedTimezoneOffset != currentTimezoneOffset) {
                if (result.start.isCertain("timezoneOffset")) {
                    return;
                }
                if (timezoneAbbr != match[1]) {
                    return;
                }
            }
            if (result.start.isOnlyDate()) {
                if (timezoneAbbr != match[1]) {
                    return;
                }
            }
            result.text += match[0];
            if (!result.start.isCertain("timezoneOffset")) {
                result.start.assign("timezoneOffset", extractedTimezoneOffset);
            }
            if (result.end != null && !result.end.isCertain("timezoneOffset")) {
                result.end.assign("timezoneOffset", extractedTimezoneOffset);
            }
        });
        return results;
    }
}
//# sourceMappingURL=ExtractTimezoneAbbrRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/ExtractTimezoneOffsetRefiner.js
var ExtractTimezoneOffsetRefiner = __webpack_require__(23749);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/OverlapRemovalRefiner.js
var OverlapRemovalRefiner = __webpack_require__(13681);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/dates.js
var dates = __webpack_require__(15167);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/duration.js
var duration = __webpack_require__(24440);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/weekdays.js
var weekdays = __webpack_require__(11215);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/ForwardDateRefiner.js




class ForwardDateRefiner {
    refine(context, results) {
        if (!context.option.forwardDate) {
            return results;
        }
        results.forEach((result) => {
            let refDate = context.reference.getDateWithAdjustedTimezone();
            if (result.start.isOnlyTime() && context.reference.instant > result.start.date()) {
                const refDate = context.reference.getDateWithAdjustedTimezone();
                const refFollowingDay = new Date(refDate);
                refFollowingDay.setDate(refFollowingDay.getDate() + 1);
                dates/* implySimilarDate */.Hq(result.start, refFollowingDay);
                context.debug(() => {
                    console.log(`${this.constructor.name} adjusted ${result} time from the ref date (${refDate}) to the following day (${refFollowingDay})`);
                });
                if (result.end && result.end.isOnlyTime()) {
                    dates/* implySimilarDate */.Hq(result.end, refFollowingDay);
                    if (result.start.date() > result.end.date()) {
                        refFollowingDay.setDate(refFollowingDay.getDate() + 1);
                        dates/* implySimilarDate */.Hq(result.end, refFollowingDay);
                    }
                }
            }
            if (result.start.isOnlyWeekdayComponent() && refDate > result.start.date()) {
                let daysToAdd = (0,weekdays/* getDaysForwardToWeekday */.ss)(refDate, result.start.get("weekday")) || 7;
                const forwardedWeekday = (0,duration/* addDuration */.Gw)(refDate, { day: daysToAdd });
                (0,dates/* implySimilarDate */.Hq)(result.start, forwardedWeekday);
                context.debug(() => {
                    console.log(`${this.constructor.name} adjusted ${result} weekday (${result.start})`);
                });
                if (result.end && result.start.date() > result.end.date()) {
                    let daysToAdd = (0,weekdays/* getDaysForwardToWeekday */.ss)(refDate, result.start.get("weekday")) || 7;
                    const forwardedWeekday = (0,duration/* addDuration */.Gw)(refDate, { day: daysToAdd });
                    (0,dates/* implySimilarDate */.Hq)(result.end, forwardedWeekday);
                    context.debug(() => {
                        console.log(`${this.constructor.name} adjusted ${result} weekday (${result.end})`);
                    });
                }
            }
            if (result.start.isDateWithUnknownYear() && refDate > result.start.date()) {
                for (let i = 0; i < 3 && refDate > result.start.date(); i++) {
                    result.start.imply("year", result.start.get("year") + 1);
                    context.debug(() => {
                        console.log(`${this.constructor.name} adjusted ${result} year (${result.start})`);
                    });
                    if (result.end && !result.end.isCertain("year")) {
                        result.end.imply("year", result.end.get("year") + 1);
                        context.debug(() => {
                            console.log(`${this.constructor.name} adjusted ${result} month (${result.start})`);
                        });
                    }
                }
            }
        });
        return results;
    }
}
//# sourceMappingURL=ForwardDateRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/abstractRefiners.js
var abstractRefiners = __webpack_require__(9602);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/UnlikelyFormatFilter.js

class UnlikelyFormatFilter extends abstractRefiners/* Filter */.d {
    strictMode;
    constructor(strictMode) {
        super();
        this.strictMode = strictMode;
    }
    isValid(context, result) {
        if (result.text.replace(" ", "").match(/^\d*(\.\d*)?$/)) {
            context.debug(() => {
                console.log(`Removing unlikely result '${result.text}'`);
            });
            return false;
        }
        if (!result.start.isValidDate()) {
            context.debug(() => {
                console.log(`Removing invalid result: ${result} (${result.start})`);
            });
            return false;
        }
        if (result.end && !result.end.isValidDate()) {
            context.debug(() => {
                console.log(`Removing invalid result: ${result} (${result.end})`);
            });
            return false;
        }
        if (this.strictMode) {
            return this.isStrictModeValid(context, result);
        }
        return true;
    }
    isStrictModeValid(context, result) {
        if (result.start.isOnlyWeekdayComponent()) {
            context.debug(() => {
                console.log(`(Strict) Removing weekday only component: ${result} (${result.end})`);
            });
            return false;
        }
        return true;
    }
}
//# sourceMappingURL=UnlikelyFormatFilter.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/ISOFormatParser.js
var ISOFormatParser = __webpack_require__(21930);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/MergeWeekdayComponentRefiner.js
var MergeWeekdayComponentRefiner = __webpack_require__(21053);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/configurations.js







function includeCommonConfiguration(configuration, strictMode = false) {
    configuration.parsers.unshift(new ISOFormatParser/* default */.A());
    configuration.refiners.unshift(new MergeWeekdayComponentRefiner/* default */.A());
    configuration.refiners.unshift(new ExtractTimezoneOffsetRefiner/* default */.A());
    configuration.refiners.unshift(new OverlapRemovalRefiner/* default */.A());
    configuration.refiners.push(new ExtractTimezoneAbbrRefiner());
    configuration.refiners.push(new OverlapRemovalRefiner/* default */.A());
    configuration.refiners.push(new ForwardDateRefiner());
    configuration.refiners.push(new UnlikelyFormatFilter(strictMode));
    return configuration;
}
//# sourceMappingURL=configurations.js.map

/***/ }),

/***/ 90699:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Chrono: () => (/* reexport */ chrono/* Chrono */.u),
  Meridiem: () => (/* reexport */ types/* Meridiem */.FF),
  ParsingComponents: () => (/* reexport */ results/* ParsingComponents */.BP),
  ParsingResult: () => (/* reexport */ results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (/* reexport */ results/* ReferenceWithTimezone */.b5),
  Weekday: () => (/* reexport */ types/* Weekday */.Bw),
  casual: () => (/* binding */ casual),
  createCasualConfiguration: () => (/* binding */ createCasualConfiguration),
  createConfiguration: () => (/* binding */ createConfiguration),
  parse: () => (/* binding */ parse),
  parseDate: () => (/* binding */ parseDate),
  strict: () => (/* binding */ strict)
});

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
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

/***/ 22668:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ ENDefaultConfiguration)
});

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/pattern.js
var pattern = __webpack_require__(68652);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/years.js
var years = __webpack_require__(50624);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/constants.js


const WEEKDAY_DICTIONARY = {
    sunday: 0,
    sun: 0,
    "sun.": 0,
    monday: 1,
    mon: 1,
    "mon.": 1,
    tuesday: 2,
    tue: 2,
    "tue.": 2,
    wednesday: 3,
    wed: 3,
    "wed.": 3,
    thursday: 4,
    thurs: 4,
    "thurs.": 4,
    thur: 4,
    "thur.": 4,
    thu: 4,
    "thu.": 4,
    friday: 5,
    fri: 5,
    "fri.": 5,
    saturday: 6,
    sat: 6,
    "sat.": 6,
};
const FULL_MONTH_NAME_DICTIONARY = {
    january: 1,
    february: 2,
    march: 3,
    april: 4,
    may: 5,
    june: 6,
    july: 7,
    august: 8,
    september: 9,
    october: 10,
    november: 11,
    december: 12,
};
const MONTH_DICTIONARY = {
    ...FULL_MONTH_NAME_DICTIONARY,
    jan: 1,
    "jan.": 1,
    feb: 2,
    "feb.": 2,
    mar: 3,
    "mar.": 3,
    apr: 4,
    "apr.": 4,
    jun: 6,
    "jun.": 6,
    jul: 7,
    "jul.": 7,
    aug: 8,
    "aug.": 8,
    sep: 9,
    "sep.": 9,
    sept: 9,
    "sept.": 9,
    oct: 10,
    "oct.": 10,
    nov: 11,
    "nov.": 11,
    dec: 12,
    "dec.": 12,
};
const INTEGER_WORD_DICTIONARY = {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
};
const ORDINAL_WORD_DICTIONARY = {
    first: 1,
    second: 2,
    third: 3,
    fourth: 4,
    fifth: 5,
    sixth: 6,
    seventh: 7,
    eighth: 8,
    ninth: 9,
    tenth: 10,
    eleventh: 11,
    twelfth: 12,
    thirteenth: 13,
    fourteenth: 14,
    fifteenth: 15,
    sixteenth: 16,
    seventeenth: 17,
    eighteenth: 18,
    nineteenth: 19,
    twentieth: 20,
    "twenty first": 21,
    "twenty-first": 21,
    "twenty second": 22,
    "twenty-second": 22,
    "twenty third": 23,
    "twenty-third": 23,
    "twenty fourth": 24,
    "twenty-fourth": 24,
    "twenty fifth": 25,
    "twenty-fifth": 25,
    "twenty sixth": 26,
    "twenty-sixth": 26,
    "twenty seventh": 27,
    "twenty-seventh": 27,
    "twenty eighth": 28,
    "twenty-eighth": 28,
    "twenty ninth": 29,
    "twenty-ninth": 29,
    "thirtieth": 30,
    "thirty first": 31,
    "thirty-first": 31,
};
const TIME_UNIT_DICTIONARY_NO_ABBR = {
    second: "second",
    seconds: "second",
    minute: "minute",
    minutes: "minute",
    hour: "hour",
    hours: "hour",
    day: "day",
    days: "day",
    week: "week",
    weeks: "week",
    month: "month",
    months: "month",
    quarter: "quarter",
    quarters: "quarter",
    year: "year",
    years: "year",
};
const TIME_UNIT_DICTIONARY = {
    s: "second",
    sec: "second",
    second: "second",
    seconds: "second",
    m: "minute",
    min: "minute",
    mins: "minute",
    minute: "minute",
    minutes: "minute",
    h: "hour",
    hr: "hour",
    hrs: "hour",
    hour: "hour",
    hours: "hour",
    d: "day",
    day: "day",
    days: "day",
    w: "week",
    week: "week",
    weeks: "week",
    mo: "month",
    mon: "month",
    mos: "month",
    month: "month",
    months: "month",
    qtr: "quarter",
    quarter: "quarter",
    quarters: "quarter",
    y: "year",
    yr: "year",
    year: "year",
    years: "year",
    ...TIME_UNIT_DICTIONARY_NO_ABBR,
};
const NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(INTEGER_WORD_DICTIONARY)}|[0-9]+|[0-9]+\\.[0-9]+|half(?:\\s{0,2}an?)?|an?\\b(?:\\s{0,2}few)?|few|several|the|a?\\s{0,2}couple\\s{0,2}(?:of)?)`;
function parseNumberPattern(match) {
    const num = match.toLowerCase();
    if (INTEGER_WORD_DICTIONARY[num] !== undefined) {
        return INTEGER_WORD_DICTIONARY[num];
    }
    else if (num === "a" || num === "an" || num == "the") {
        return 1;
    }
    else if (num.match(/few/)) {
        return 3;
    }
    else if (num.match(/half/)) {
        return 0.5;
    }
    else if (num.match(/couple/)) {
        return 2;
    }
    else if (num.match(/several/)) {
        return 7;
    }
    return parseFloat(num);
}
const ORDINAL_NUMBER_PATTERN = `(?:${(0,pattern/* matchAnyPattern */.uJ)(ORDINAL_WORD_DICTIONARY)}|[0-9]{1,2}(?:st|nd|rd|th)?)`;
function parseOrdinalNumberPattern(match) {
    let num = match.toLowerCase();
    if (ORDINAL_WORD_DICTIONARY[num] !== undefined) {
        return ORDINAL_WORD_DICTIONARY[num];
    }
    num = num.replace(/(?:st|nd|rd|th)$/i, "");
    return parseInt(num);
}
const YEAR_PATTERN = `(?:[1-9][0-9]{0,3}\\s{0,2}(?:BE|AD|BC|BCE|CE)|[1-9][0-9]{3}|[0-9]{2}(?!\\w|:\\d|\\s+(?:am|pm|o\\s*clock|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))`;
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
const TIME_UNIT_CONNECTOR_PATTERN = `\\s{0,5},?(?:\\s*and)?\\s{0,5}`;
const TIME_UNITS_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)(`(?:(?:about|around)\\s{0,3})?`, SINGLE_TIME_UNIT_PATTERN, TIME_UNIT_CONNECTOR_PATTERN);
const TIME_UNITS_NO_ABBR_PATTERN = (0,pattern/* repeatedTimeunitPattern */.mb)(`(?:(?:about|around)\\s{0,3})?`, SINGLE_TIME_UNIT_NO_ABBR_PATTERN, TIME_UNIT_CONNECTOR_PATTERN);
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
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENTimeUnitWithinFormatParser.js



const PATTERN_WITH_OPTIONAL_PREFIX = new RegExp(`(?:(?:within|in|for)\\s*)?` +
    `(?:(?:about|around|roughly|approximately|just)\\s*(?:~\\s*)?)?(${TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
const PATTERN_WITH_PREFIX = new RegExp(`(?:within|in|for)\\s*` +
    `(?:(?:about|around|roughly|approximately|just)\\s*(?:~\\s*)?)?(${TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
const PATTERN_WITH_PREFIX_STRICT = new RegExp(`(?:within|in|for)\\s*` +
    `(?:(?:about|around|roughly|approximately|just)\\s*(?:~\\s*)?)?(${TIME_UNITS_NO_ABBR_PATTERN})(?=\\W|$)`, "i");
class ENTimeUnitWithinFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
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
        if (match[0].match(/^for\s*the\s*\w+/i)) {
            return null;
        }
        const timeUnits = parseDuration(match[1]);
        if (!timeUnits) {
            return null;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=ENTimeUnitWithinFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENMonthNameLittleEndianParser.js






const PATTERN = new RegExp(`(?:on\\s{0,3})?` +
    `(${ORDINAL_NUMBER_PATTERN})` +
    `(?:` +
    `\\s{0,3}(?:to|\\-|\\\u2013|until|through|till)\\s{0,3}` +
    `(${ORDINAL_NUMBER_PATTERN})` +
    ")?" +
    `(?:-|/|\\s{0,3}(?:of)?\\s{0,3})` +
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
class ENMonthNameLittleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
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
//# sourceMappingURL=ENMonthNameLittleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENMonthNameMiddleEndianParser.js






const ENMonthNameMiddleEndianParser_PATTERN = new RegExp(`(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    "(?:-|/|\\s*,?\\s*)" +
    `(${ORDINAL_NUMBER_PATTERN})(?!\\s*(?:am|pm))\\s*` +
    "(?:" +
    "(?:to|\\-)\\s*" +
    `(${ORDINAL_NUMBER_PATTERN})\\s*` +
    ")?" +
    "(?:" +
    `(?:-|/|\\s*,\\s*|\\s+)` +
    `(${YEAR_PATTERN})` +
    ")?" +
    "(?=\\W|$)(?!\\:\\d)", "i");
const ENMonthNameMiddleEndianParser_MONTH_NAME_GROUP = 1;
const ENMonthNameMiddleEndianParser_DATE_GROUP = 2;
const ENMonthNameMiddleEndianParser_DATE_TO_GROUP = 3;
const ENMonthNameMiddleEndianParser_YEAR_GROUP = 4;
class ENMonthNameMiddleEndianParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    shouldSkipYearLikeDate;
    constructor(shouldSkipYearLikeDate) {
        super();
        this.shouldSkipYearLikeDate = shouldSkipYearLikeDate;
    }
    innerPattern() {
        return ENMonthNameMiddleEndianParser_PATTERN;
    }
    innerExtract(context, match) {
        const month = MONTH_DICTIONARY[match[ENMonthNameMiddleEndianParser_MONTH_NAME_GROUP].toLowerCase()];
        const day = parseOrdinalNumberPattern(match[ENMonthNameMiddleEndianParser_DATE_GROUP]);
        if (day > 31) {
            return null;
        }
        if (this.shouldSkipYearLikeDate) {
            if (!match[ENMonthNameMiddleEndianParser_DATE_TO_GROUP] && !match[ENMonthNameMiddleEndianParser_YEAR_GROUP] && match[ENMonthNameMiddleEndianParser_DATE_GROUP].match(/^\d{2}$/)) {
                return null;
            }
        }
        const components = context
            .createParsingComponents({
            day: day,
            month: month,
        })
            .addTag("parser/ENMonthNameMiddleEndianParser");
        if (match[ENMonthNameMiddleEndianParser_YEAR_GROUP]) {
            const year = parseYear(match[ENMonthNameMiddleEndianParser_YEAR_GROUP]);
            components.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, day, month);
            components.imply("year", year);
        }
        if (!match[ENMonthNameMiddleEndianParser_DATE_TO_GROUP]) {
            return components;
        }
        const endDate = parseOrdinalNumberPattern(match[ENMonthNameMiddleEndianParser_DATE_TO_GROUP]);
        const result = context.createParsingResult(match.index, match[0]);
        result.start = components;
        result.end = components.clone();
        result.end.assign("day", endDate);
        return result;
    }
}
//# sourceMappingURL=ENMonthNameMiddleEndianParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENMonthNameParser.js





const ENMonthNameParser_PATTERN = new RegExp(`((?:in)\\s*)?` +
    `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    `\\s*` +
    `(?:` +
    `(?:,|-|of)?\\s*(${YEAR_PATTERN})?` +
    ")?" +
    "(?=[^\\s\\w]|\\s+[^0-9]|\\s+$|$)", "i");
const PREFIX_GROUP = 1;
const ENMonthNameParser_MONTH_NAME_GROUP = 2;
const ENMonthNameParser_YEAR_GROUP = 3;
class ENMonthNameParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ENMonthNameParser_PATTERN;
    }
    innerExtract(context, match) {
        const monthName = match[ENMonthNameParser_MONTH_NAME_GROUP].toLowerCase();
        if (match[0].length <= 3 && !FULL_MONTH_NAME_DICTIONARY[monthName]) {
            return null;
        }
        const result = context.createParsingResult(match.index + (match[PREFIX_GROUP] || "").length, match.index + match[0].length);
        result.start.imply("day", 1);
        result.start.addTag("parser/ENMonthNameParser");
        const month = MONTH_DICTIONARY[monthName];
        result.start.assign("month", month);
        if (match[ENMonthNameParser_YEAR_GROUP]) {
            const year = parseYear(match[ENMonthNameParser_YEAR_GROUP]);
            result.start.assign("year", year);
        }
        else {
            const year = (0,years/* findYearClosestToRef */.Y)(context.refDate, 1, month);
            result.start.imply("year", year);
        }
        return result;
    }
}
//# sourceMappingURL=ENMonthNameParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENYearMonthDayParser.js



const ENYearMonthDayParser_PATTERN = new RegExp(`([0-9]{4})[-\\.\\/\\s]` +
    `(?:(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})|([0-9]{1,2}))[-\\.\\/\\s]` +
    `([0-9]{1,2})` +
    "(?=\\W|$)", "i");
const YEAR_NUMBER_GROUP = 1;
const ENYearMonthDayParser_MONTH_NAME_GROUP = 2;
const MONTH_NUMBER_GROUP = 3;
const DATE_NUMBER_GROUP = 4;
class ENYearMonthDayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMonthDateOrder;
    constructor(strictMonthDateOrder) {
        super();
        this.strictMonthDateOrder = strictMonthDateOrder;
    }
    innerPattern() {
        return ENYearMonthDayParser_PATTERN;
    }
    innerExtract(context, match) {
        const year = parseInt(match[YEAR_NUMBER_GROUP]);
        let day = parseInt(match[DATE_NUMBER_GROUP]);
        let month = match[MONTH_NUMBER_GROUP]
            ? parseInt(match[MONTH_NUMBER_GROUP])
            : MONTH_DICTIONARY[match[ENYearMonthDayParser_MONTH_NAME_GROUP].toLowerCase()];
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
//# sourceMappingURL=ENYearMonthDayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENYearMonthNameParser.js




const ENYearMonthNameParser_YEAR_PATTERN = `(?:[1-9][0-9]{0,3}\\s{0,2}(?:BE|AD|BC|BCE|CE)|[1-9][0-9]{3})`;
const ENYearMonthNameParser_PATTERN = new RegExp(`(${ENYearMonthNameParser_YEAR_PATTERN})` +
    `(?:\\s*[-.\\/,]?\\s*|\\s+of\\s+)` +
    `(${(0,pattern/* matchAnyPattern */.uJ)(MONTH_DICTIONARY)})` +
    `(?=[^\\s\\w]|\\s+[^0-9]|\\s+$|$)`, "i");
const ENYearMonthNameParser_YEAR_GROUP = 1;
const ENYearMonthNameParser_MONTH_NAME_GROUP = 2;
class ENYearMonthNameParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ENYearMonthNameParser_PATTERN;
    }
    innerExtract(context, match) {
        const year = parseYear(match[ENYearMonthNameParser_YEAR_GROUP]);
        const monthName = match[ENYearMonthNameParser_MONTH_NAME_GROUP].toLowerCase();
        const month = MONTH_DICTIONARY[monthName];
        const result = context.createParsingResult(match.index, match[0]);
        result.start.imply("day", 1);
        result.start.assign("month", month);
        result.start.assign("year", year);
        result.start.addTag("parser/ENYearMonthNameParser");
        return result;
    }
}
//# sourceMappingURL=ENYearMonthNameParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENSlashMonthFormatParser.js

const ENSlashMonthFormatParser_PATTERN = new RegExp("([0-9]|0[1-9]|1[012])/([0-9]{4})" + "", "i");
const MONTH_GROUP = 1;
const ENSlashMonthFormatParser_YEAR_GROUP = 2;
class ENSlashMonthFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ENSlashMonthFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        if (/\d\/?$/.test(context.text.substring(0, match.index))) {
            return null;
        }
        const year = parseInt(match[ENSlashMonthFormatParser_YEAR_GROUP]);
        const month = parseInt(match[MONTH_GROUP]);
        return context.createParsingComponents().imply("day", 1).assign("month", month).assign("year", year);
    }
}
//# sourceMappingURL=ENSlashMonthFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/AbstractTimeExpressionParser.js
var AbstractTimeExpressionParser = __webpack_require__(37341);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENTimeExpressionParser.js


class ENTimeExpressionParser extends AbstractTimeExpressionParser/* AbstractTimeExpressionParser */.B {
    constructor(strictMode) {
        super(strictMode);
    }
    followingPhase() {
        return "\\s*(?:\\-|\\\u2013|\\~|\\\u301c|to|until|through|till|\\?)\\s*";
    }
    primaryPrefix() {
        return "(?:(?:at|from)\\s*)??";
    }
    primarySuffix() {
        return "(?:\\s*(?:o\\W*clock|at\\s*night|in\\s*the\\s*(?:morning|afternoon)))?(?!/)(?=\\W|$)";
    }
    extractPrimaryTimeComponents(context, match) {
        const components = super.extractPrimaryTimeComponents(context, match);
        if (!components) {
            return components;
        }
        if (match[0].endsWith("night")) {
            const hour = components.get("hour");
            if (hour >= 6 && hour < 12) {
                components.assign("hour", components.get("hour") + 12);
                components.assign("meridiem", types/* Meridiem */.FF.PM);
            }
            else if (hour < 6) {
                components.assign("meridiem", types/* Meridiem */.FF.AM);
            }
        }
        if (match[0].endsWith("afternoon")) {
            components.assign("meridiem", types/* Meridiem */.FF.PM);
            const hour = components.get("hour");
            if (hour >= 0 && hour <= 6) {
                components.assign("hour", components.get("hour") + 12);
            }
        }
        if (match[0].endsWith("morning")) {
            components.assign("meridiem", types/* Meridiem */.FF.AM);
            const hour = components.get("hour");
            if (hour < 12) {
                components.assign("hour", components.get("hour"));
            }
        }
        return components.addTag("parser/ENTimeExpressionParser");
    }
    extractFollowingTimeComponents(context, match, result) {
        const followingComponents = super.extractFollowingTimeComponents(context, match, result);
        if (followingComponents) {
            followingComponents.addTag("parser/ENTimeExpressionParser");
        }
        return followingComponents;
    }
}
//# sourceMappingURL=ENTimeExpressionParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/duration.js
var calculation_duration = __webpack_require__(24440);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENTimeUnitAgoFormatParser.js




const ENTimeUnitAgoFormatParser_PATTERN = new RegExp(`(${TIME_UNITS_PATTERN})\\s{0,5}(?:ago|before|earlier)(?=\\W|$)`, "i");
const STRICT_PATTERN = new RegExp(`(${TIME_UNITS_NO_ABBR_PATTERN})\\s{0,5}(?:ago|before|earlier)(?=\\W|$)`, "i");
class ENTimeUnitAgoFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMode;
    constructor(strictMode) {
        super();
        this.strictMode = strictMode;
    }
    innerPattern() {
        return this.strictMode ? STRICT_PATTERN : ENTimeUnitAgoFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const duration = parseDuration(match[1]);
        if (!duration) {
            return null;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, (0,calculation_duration/* reverseDuration */.x4)(duration));
    }
}
//# sourceMappingURL=ENTimeUnitAgoFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENTimeUnitLaterFormatParser.js



const ENTimeUnitLaterFormatParser_PATTERN = new RegExp(`(${TIME_UNITS_PATTERN})\\s{0,5}(?:later|after|from now|henceforth|forward|out)` + "(?=(?:\\W|$))", "i");
const ENTimeUnitLaterFormatParser_STRICT_PATTERN = new RegExp(`(${TIME_UNITS_NO_ABBR_PATTERN})\\s{0,5}(later|after|from now)(?=\\W|$)`, "i");
const GROUP_NUM_TIMEUNITS = 1;
class ENTimeUnitLaterFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    strictMode;
    constructor(strictMode) {
        super();
        this.strictMode = strictMode;
    }
    innerPattern() {
        return this.strictMode ? ENTimeUnitLaterFormatParser_STRICT_PATTERN : ENTimeUnitLaterFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const timeUnits = parseDuration(match[GROUP_NUM_TIMEUNITS]);
        if (!timeUnits) {
            return null;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
    }
}
//# sourceMappingURL=ENTimeUnitLaterFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateRangeRefiner.js
var AbstractMergeDateRangeRefiner = __webpack_require__(49227);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/refiners/ENMergeDateRangeRefiner.js

class ENMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(to|-|\u2013|until|through|till)\s*$/i;
    }
}
//# sourceMappingURL=ENMergeDateRangeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/AbstractMergeDateTimeRefiner.js + 1 modules
var AbstractMergeDateTimeRefiner = __webpack_require__(52654);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/refiners/ENMergeDateTimeRefiner.js

class ENMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return new RegExp("^\\s*(T|at|after|before|on|of|,|-|\\.|\u2219|:)?\\s*$");
    }
}
//# sourceMappingURL=ENMergeDateTimeRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/utils/dates.js
var dates = __webpack_require__(15167);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/casualReferences.js
var casualReferences = __webpack_require__(27225);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENCasualDateParser.js



const ENCasualDateParser_PATTERN = /(now|today|tonight|tomorrow|overmorrow|tmr|tmrw|yesterday|last\s*night)(?=\W|$)/i;
class ENCasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return ENCasualDateParser_PATTERN;
    }
    innerExtract(context, match) {
        let targetDate = context.refDate;
        const lowerText = match[0].toLowerCase();
        let component = context.createParsingComponents();
        switch (lowerText) {
            case "now":
                component = casualReferences/* now */.tB(context.reference);
                break;
            case "today":
                component = casualReferences/* today */.Ec(context.reference);
                break;
            case "yesterday":
                component = casualReferences/* yesterday */.jI(context.reference);
                break;
            case "tomorrow":
            case "tmr":
            case "tmrw":
                component = casualReferences/* tomorrow */.uf(context.reference);
                break;
            case "tonight":
                component = casualReferences/* tonight */.A_(context.reference);
                break;
            case "overmorrow":
                component = casualReferences/* theDayAfter */.AV(context.reference, 2);
                break;
            default:
                if (lowerText.match(/last\s*night/)) {
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
        component.addTag("parser/ENCasualDateParser");
        return component;
    }
}
//# sourceMappingURL=ENCasualDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENCasualTimeParser.js


const ENCasualTimeParser_PATTERN = /(?:this)?\s{0,3}(morning|afternoon|evening|night|midnight|midday|noon)(?=\W|$)/i;
class ENCasualTimeParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ENCasualTimeParser_PATTERN;
    }
    innerExtract(context, match) {
        let component = null;
        switch (match[1].toLowerCase()) {
            case "afternoon":
                component = casualReferences/* afternoon */.ZB(context.reference);
                break;
            case "evening":
            case "night":
                component = casualReferences/* evening */.Jp(context.reference);
                break;
            case "midnight":
                component = casualReferences/* midnight */.Bm(context.reference);
                break;
            case "morning":
                component = casualReferences/* morning */.F1(context.reference);
                break;
            case "noon":
            case "midday":
                component = casualReferences/* noon */.zW(context.reference);
                break;
        }
        if (component) {
            component.addTag("parser/ENCasualTimeParser");
        }
        return component;
    }
}
//# sourceMappingURL=ENCasualTimeParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/calculation/weekdays.js
var weekdays = __webpack_require__(11215);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENWeekdayParser.js





const ENWeekdayParser_PATTERN = new RegExp("(?:(?:\\,|\\(|\\\uff08)\\s*)?" +
    "(?:on\\s*?)?" +
    "(?:(this|last|past|next)\\s*)?" +
    `(${(0,pattern/* matchAnyPattern */.uJ)(WEEKDAY_DICTIONARY)}|weekend|weekday)` +
    "(?:\\s*(?:\\,|\\)|\\\uff09))?" +
    "(?:\\s*(?:of\\s*)?(this|last|past|next)\\s*week)?" +
    "(?=\\W|$)", "i");
const ENWeekdayParser_PREFIX_GROUP = 1;
const WEEKDAY_GROUP = 2;
const POSTFIX_GROUP = 3;
class ENWeekdayParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ENWeekdayParser_PATTERN;
    }
    innerExtract(context, match) {
        const prefix = match[ENWeekdayParser_PREFIX_GROUP];
        const postfix = match[POSTFIX_GROUP];
        let modifierWord = prefix || postfix;
        modifierWord = modifierWord || "";
        modifierWord = modifierWord.toLowerCase();
        let modifier = null;
        if (modifierWord == "last" || modifierWord == "past") {
            modifier = "last";
        }
        else if (modifierWord == "next") {
            modifier = "next";
        }
        else if (modifierWord == "this") {
            modifier = "this";
        }
        const weekday_word = match[WEEKDAY_GROUP].toLowerCase();
        let weekday;
        if (WEEKDAY_DICTIONARY[weekday_word] !== undefined) {
            weekday = WEEKDAY_DICTIONARY[weekday_word];
        }
        else if (weekday_word == "weekend") {
            weekday = modifier == "last" ? types/* Weekday */.Bw.SUNDAY : types/* Weekday */.Bw.SATURDAY;
        }
        else if (weekday_word == "weekday") {
            const refWeekday = context.reference.getDateWithAdjustedTimezone().getDay();
            if (refWeekday == types/* Weekday */.Bw.SUNDAY || refWeekday == types/* Weekday */.Bw.SATURDAY) {
                weekday = modifier == "last" ? types/* Weekday */.Bw.FRIDAY : types/* Weekday */.Bw.MONDAY;
            }
            else {
                weekday = refWeekday - 1;
                weekday = modifier == "last" ? weekday - 1 : weekday + 1;
                weekday = (weekday % 5) + 1;
            }
        }
        else {
            return null;
        }
        return (0,weekdays/* createParsingComponentsAtWeekday */.Y5)(context.reference, weekday, modifier);
    }
}
//# sourceMappingURL=ENWeekdayParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENRelativeDateFormatParser.js




const ENRelativeDateFormatParser_PATTERN = new RegExp(`(this|last|past|next|after\\s*this)\\s*(${(0,pattern/* matchAnyPattern */.uJ)(TIME_UNIT_DICTIONARY)})(?=\\s*)` + "(?=\\W|$)", "i");
const MODIFIER_WORD_GROUP = 1;
const RELATIVE_WORD_GROUP = 2;
class ENRelativeDateFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ENRelativeDateFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const modifier = match[MODIFIER_WORD_GROUP].toLowerCase();
        const unitWord = match[RELATIVE_WORD_GROUP].toLowerCase();
        const timeunit = TIME_UNIT_DICTIONARY[unitWord];
        if (modifier == "next" || modifier.startsWith("after")) {
            const timeUnits = {};
            timeUnits[timeunit] = 1;
            return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, timeUnits);
        }
        if (modifier == "last" || modifier == "past") {
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
        else if (unitWord.match(/month/i)) {
            date.setDate(1);
            components.imply("day", date.getDate());
            components.assign("year", date.getFullYear());
            components.assign("month", date.getMonth() + 1);
        }
        else if (unitWord.match(/year/i)) {
            date.setDate(1);
            date.setMonth(0);
            components.imply("day", date.getDate());
            components.imply("month", date.getMonth() + 1);
            components.assign("year", date.getFullYear());
        }
        return components;
    }
}
//# sourceMappingURL=ENRelativeDateFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/parsers/SlashDateFormatParser.js
var SlashDateFormatParser = __webpack_require__(51194);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENTimeUnitCasualRelativeFormatParser.js




const ENTimeUnitCasualRelativeFormatParser_PATTERN = new RegExp(`(this|last|past|next|after|\\+|-)\\s*(${TIME_UNITS_PATTERN})(?=\\W|$)`, "i");
const PATTERN_NO_ABBR = new RegExp(`(this|last|past|next|after|\\+|-)\\s*(${TIME_UNITS_NO_ABBR_PATTERN})(?=\\W|$)`, "i");
class ENTimeUnitCasualRelativeFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    allowAbbreviations;
    constructor(allowAbbreviations = true) {
        super();
        this.allowAbbreviations = allowAbbreviations;
    }
    innerPattern() {
        return this.allowAbbreviations ? ENTimeUnitCasualRelativeFormatParser_PATTERN : PATTERN_NO_ABBR;
    }
    innerExtract(context, match) {
        const prefix = match[1].toLowerCase();
        let duration = parseDuration(match[2]);
        if (!duration) {
            return null;
        }
        switch (prefix) {
            case "last":
            case "past":
            case "-":
                duration = (0,calculation_duration/* reverseDuration */.x4)(duration);
                break;
        }
        return results/* ParsingComponents */.BP.createRelativeFromReference(context.reference, duration);
    }
}
//# sourceMappingURL=ENTimeUnitCasualRelativeFormatParser.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/abstractRefiners.js
var abstractRefiners = __webpack_require__(9602);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/refiners/ENMergeRelativeAfterDateRefiner.js




function IsPositiveFollowingReference(result) {
    return result.text.match(/^[+-]/i) != null;
}
function IsNegativeFollowingReference(result) {
    return result.text.match(/^-/i) != null;
}
class ENMergeRelativeAfterDateRefiner extends abstractRefiners/* MergingRefiner */.X {
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
//# sourceMappingURL=ENMergeRelativeAfterDateRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/refiners/ENMergeRelativeFollowByDateRefiner.js




function hasImpliedEarlierReferenceDate(result) {
    return result.text.match(/\s+(before|from)$/i) != null;
}
function hasImpliedLaterReferenceDate(result) {
    return result.text.match(/\s+(after|since)$/i) != null;
}
class ENMergeRelativeFollowByDateRefiner extends abstractRefiners/* MergingRefiner */.X {
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
//# sourceMappingURL=ENMergeRelativeFollowByDateRefiner.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/common/refiners/OverlapRemovalRefiner.js
var OverlapRemovalRefiner = __webpack_require__(13681);
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/refiners/ENExtractYearSuffixRefiner.js

const YEAR_SUFFIX_PATTERN = new RegExp(`^\\s*(${YEAR_PATTERN})`, "i");
const ENExtractYearSuffixRefiner_YEAR_GROUP = 1;
class ENExtractYearSuffixRefiner {
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
            const year = parseYear(match[ENExtractYearSuffixRefiner_YEAR_GROUP]);
            if (result.end != null) {
                result.end.assign("year", year);
            }
            result.start.assign("year", year);
            result.text += match[0];
        });
        return results;
    }
}
//# sourceMappingURL=ENExtractYearSuffixRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/refiners/ENUnlikelyFormatFilter.js

class ENUnlikelyFormatFilter extends abstractRefiners/* Filter */.d {
    constructor() {
        super();
    }
    isValid(context, result) {
        const text = result.text.trim();
        if (text === context.text.trim()) {
            return true;
        }
        if (text.toLowerCase() === "may") {
            const textBefore = context.text.substring(0, result.index).trim();
            if (!textBefore.match(/\b(in)$/i)) {
                context.debug(() => {
                    console.log(`Removing unlikely result: ${result}`);
                });
                return false;
            }
        }
        if (text.toLowerCase().endsWith("the second")) {
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
//# sourceMappingURL=ENUnlikelyFormatFilter.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/refiners/ENEndOfPeriodRefiner.js

const PREFIX_PATTERN = /\b(?:last\s+day|end)\s+of\s+(?:the\s+)?$/i;
const RELATIVE_PERIOD_PATTERN = /^(this|last|past|next)\s*(week|month|year)$/i;
const RELATIVE_YEAR_SUFFIX_PATTERN = /^\s+(this|last|past|next)\s+year(?=\W|$)/i;
function modifierOffset(modifier) {
    return modifier === "next" ? 1 : modifier === "last" || modifier === "past" ? -1 : 0;
}
class ENEndOfPeriodRefiner {
    refine(context, results) {
        results.forEach((result) => {
            const prefix = context.text.substring(0, result.index).match(PREFIX_PATTERN);
            if (!prefix) {
                return;
            }
            const relativePeriod = result.text.match(RELATIVE_PERIOD_PATTERN);
            if (relativePeriod) {
                const modifier = relativePeriod[1].toLowerCase();
                this.moveToEndOfRelativePeriod(context, result, modifier, relativePeriod[2].toLowerCase());
            }
            else if (result.start.isCertain("month") && !result.start.isCertain("day")) {
                this.moveToEndOfMonth(context, result);
            }
            else {
                return;
            }
            result.start.imply("hour", 12);
            result.start.imply("minute", 0);
            result.start.imply("second", 0);
            result.start.imply("millisecond", 0);
            if (!result.start.isCertain("timezoneOffset")) {
                result.start.delete("timezoneOffset");
            }
            result.index -= prefix[0].length;
            result.text = prefix[0] + result.text;
            result.addTag("refiner/ENEndOfPeriodRefiner");
        });
        return results;
    }
    moveToEndOfRelativePeriod(context, result, modifier, period) {
        const offset = modifierOffset(modifier);
        const referenceDate = context.reference.getDateWithAdjustedTimezone();
        let lastDay;
        if (period === "week") {
            lastDay = new Date(referenceDate.getTime());
            lastDay.setDate(referenceDate.getDate() + (6 - referenceDate.getDay()) + offset * 7);
        }
        else if (period === "month") {
            lastDay = new Date(referenceDate.getFullYear(), referenceDate.getMonth() + offset + 1, 0);
        }
        else {
            lastDay = new Date(referenceDate.getFullYear() + offset, 11, 31);
        }
        result.start.assign("day", lastDay.getDate());
        result.start.assign("month", lastDay.getMonth() + 1);
        result.start.assign("year", lastDay.getFullYear());
        result.start.delete("weekday");
        result.start.imply("weekday", lastDay.getDay());
    }
    moveToEndOfMonth(context, result) {
        let year = result.start.get("year");
        const month = result.start.get("month");
        const suffix = context.text.substring(result.index + result.text.length).match(RELATIVE_YEAR_SUFFIX_PATTERN);
        if (suffix) {
            const modifier = suffix[1].toLowerCase();
            const referenceYear = context.reference.getDateWithAdjustedTimezone().getFullYear();
            year = referenceYear + modifierOffset(modifier);
            result.start.assign("year", year);
            result.text += suffix[0];
        }
        if (!result.start.isCertain("year")) {
            const lastDayInReferenceYear = new Date(year, month, 0).getDate();
            year = (0,years/* findYearClosestToRef */.Y)(context.reference.getDateWithAdjustedTimezone(), lastDayInReferenceYear, month);
            result.start.imply("year", year);
        }
        result.start.assign("day", new Date(year, month, 0).getDate());
    }
}
//# sourceMappingURL=ENEndOfPeriodRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/parsers/ENEndOfCurrentMonthParser.js

const ENEndOfCurrentMonthParser_PATTERN = /(?:last\s+day|end)\s+of\s+(?:the\s+)?month(?=\W|$)/i;
class ENEndOfCurrentMonthParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern() {
        return ENEndOfCurrentMonthParser_PATTERN;
    }
    innerExtract(context) {
        const targetDate = context.reference.getDateWithAdjustedTimezone();
        const year = targetDate.getFullYear();
        const month = targetDate.getMonth() + 1;
        const lastDay = new Date(year, month, 0).getDate();
        const components = context.createParsingComponents();
        components.assign("day", lastDay);
        components.assign("month", month);
        components.assign("year", year);
        components.addTag("parser/ENEndOfCurrentMonthParser");
        return components;
    }
}
//# sourceMappingURL=ENEndOfCurrentMonthParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/en/configuration.js


























class ENDefaultConfiguration {
    createCasualConfiguration(littleEndian = false) {
        const option = this.createConfiguration(false, littleEndian);
        option.parsers.push(new ENCasualDateParser());
        option.parsers.push(new ENCasualTimeParser());
        option.parsers.push(new ENEndOfCurrentMonthParser());
        option.parsers.push(new ENMonthNameParser());
        option.parsers.push(new ENRelativeDateFormatParser());
        option.parsers.push(new ENTimeUnitCasualRelativeFormatParser());
        option.refiners.unshift(new ENEndOfPeriodRefiner());
        option.refiners.push(new ENUnlikelyFormatFilter());
        return option;
    }
    createConfiguration(strictMode = true, littleEndian = false) {
        const options = (0,configurations/* includeCommonConfiguration */.i)({
            parsers: [
                new SlashDateFormatParser/* default */.A(littleEndian),
                new ENTimeUnitWithinFormatParser(strictMode),
                new ENMonthNameLittleEndianParser(),
                new ENMonthNameMiddleEndianParser(littleEndian),
                new ENWeekdayParser(),
                new ENSlashMonthFormatParser(),
                new ENTimeExpressionParser(strictMode),
                new ENTimeUnitAgoFormatParser(strictMode),
                new ENTimeUnitLaterFormatParser(strictMode),
                new ENYearMonthNameParser(),
            ],
            refiners: [new ENMergeDateTimeRefiner()],
        }, strictMode);
        options.parsers.unshift(new ENYearMonthDayParser(strictMode));
        options.refiners.unshift(new ENMergeRelativeFollowByDateRefiner());
        options.refiners.unshift(new ENMergeRelativeAfterDateRefiner());
        options.refiners.unshift(new OverlapRemovalRefiner/* default */.A());
        options.refiners.push(new ENMergeDateTimeRefiner());
        options.refiners.push(new ENExtractYearSuffixRefiner());
        options.refiners.push(new ENMergeDateRangeRefiner());
        return options;
    }
}
//# sourceMappingURL=configuration.js.map

/***/ }),

/***/ 47166:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Chrono: () => (/* reexport safe */ _chrono_js__WEBPACK_IMPORTED_MODULE_0__.u),
/* harmony export */   GB: () => (/* binding */ GB),
/* harmony export */   Meridiem: () => (/* reexport safe */ _types_js__WEBPACK_IMPORTED_MODULE_2__.FF),
/* harmony export */   ParsingComponents: () => (/* reexport safe */ _results_js__WEBPACK_IMPORTED_MODULE_1__.BP),
/* harmony export */   ParsingResult: () => (/* reexport safe */ _results_js__WEBPACK_IMPORTED_MODULE_1__.s4),
/* harmony export */   ReferenceWithTimezone: () => (/* reexport safe */ _results_js__WEBPACK_IMPORTED_MODULE_1__.b5),
/* harmony export */   Weekday: () => (/* reexport safe */ _types_js__WEBPACK_IMPORTED_MODULE_2__.Bw),
/* harmony export */   casual: () => (/* binding */ casual),
/* harmony export */   configuration: () => (/* binding */ configuration),
/* harmony export */   parse: () => (/* binding */ parse),
/* harmony export */   parseDate: () => (/* binding */ parseDate),
/* harmony export */   strict: () => (/* binding */ strict)
/* harmony export */ });
/* harmony import */ var _chrono_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69693);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31474);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76473);
/* harmony import */ var _configuration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22668);






const configuration = new _configuration_js__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A();
const casual = new _chrono_js__WEBPACK_IMPORTED_MODULE_0__/* .Chrono */ .u(configuration.createCasualConfiguration(false));
const strict = new _chrono_js__WEBPACK_IMPORTED_MODULE_0__/* .Chrono */ .u(configuration.createConfiguration(true, false));
const GB = new _chrono_js__WEBPACK_IMPORTED_MODULE_0__/* .Chrono */ .u(configuration.createCasualConfiguration(true));
function parse(text, ref, option) {
    return casual.parse(text, ref, option);
}
function parseDate(text, ref, option) {
    return casual.parseDate(text, ref, option);
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 94615:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Chrono: () => (/* reexport */ chrono/* Chrono */.u),
  Meridiem: () => (/* reexport */ types/* Meridiem */.FF),
  ParsingComponents: () => (/* reexport */ results/* ParsingComponents */.BP),
  ParsingResult: () => (/* reexport */ results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (/* reexport */ results/* ReferenceWithTimezone */.b5),
  Weekday: () => (/* reexport */ types/* Weekday */.Bw),
  casual: () => (/* binding */ casual),
  createCasualConfiguration: () => (/* binding */ createCasualConfiguration),
  createConfiguration: () => (/* binding */ createConfiguration),
  parse: () => (/* binding */ parse),
  parseDate: () => (/* binding */ parseDate),
  strict: () => (/* binding */ strict)
});

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
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

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Chrono: () => (/* reexport */ chrono/* Chrono */.u),
  Meridiem: () => (/* reexport */ types/* Meridiem */.FF),
  ParsingComponents: () => (/* reexport */ results/* ParsingComponents */.BP),
  ParsingResult: () => (/* reexport */ results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (/* reexport */ results/* ReferenceWithTimezone */.b5),
  Weekday: () => (/* reexport */ types/* Weekday */.Bw),
  casual: () => (/* binding */ casual),
  createCasualConfiguration: () => (/* binding */ createCasualConfiguration),
  createConfiguration: () => (/* binding */ createConfiguration),
  parse: () => (/* binding */ parse),
  parseDate: () => (/* binding */ parseDate),
  strict: () => (/* binding */ strict)
});

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
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

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Chrono: () => (/* reexport */ chrono/* Chrono */.u),
  Meridiem: () => (/* reexport */ types/* Meridiem */.FF),
  ParsingComponents: () => (/* reexport */ results/* ParsingComponents */.BP),
  ParsingResult: () => (/* reexport */ results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (/* reexport */ results/* ReferenceWithTimezone */.b5),
  Weekday: () => (/* reexport */ types/* Weekday */.Bw),
  casual: () => (/* binding */ casual),
  configuration: () => (/* binding */ configuration),
  parse: () => (/* binding */ parse),
  parseDate: () => (/* binding */ parseDate),
  strict: () => (/* binding */ strict)
});

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
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

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Chrono: () => (/* reexport */ chrono/* Chrono */.u),
  Meridiem: () => (/* reexport */ types/* Meridiem */.FF),
  ParsingComponents: () => (/* reexport */ results/* ParsingComponents */.BP),
  ParsingResult: () => (/* reexport */ results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (/* reexport */ results/* ReferenceWithTimezone */.b5),
  Weekday: () => (/* reexport */ types/* Weekday */.Bw),
  casual: () => (/* binding */ casual),
  createCasualConfiguration: () => (/* binding */ createCasualConfiguration),
  createConfiguration: () => (/* binding */ createConfiguration),
  parse: () => (/* binding */ parse),
  parseDate: () => (/* binding */ parseDate),
  strict: () => (/* binding */ strict)
});

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
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
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

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Chrono: () => (/* reexport */ chrono/* Chrono */.u),
  Meridiem: () => (/* reexport */ types/* Meridiem */.FF),
  ParsingComponents: () => (/* reexport */ results/* ParsingComponents */.BP),
  ParsingResult: () => (/* reexport */ results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (/* reexport */ results/* ReferenceWithTimezone */.b5),
  Weekday: () => (/* reexport */ types/* Weekday */.Bw),
  casual: () => (/* binding */ casual),
  createCasualConfiguration: () => (/* binding */ createCasualConfiguration),
  createConfiguration: () => (/* binding */ createConfiguration),
  parse: () => (/* binding */ parse),
  parseDate: () => (/* binding */ parseDate),
  strict: () => (/* binding */ strict)
});

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
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

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Chrono: () => (/* reexport */ chrono/* Chrono */.u),
  Meridiem: () => (/* reexport */ types/* Meridiem */.FF),
  ParsingComponents: () => (/* reexport */ results/* ParsingComponents */.BP),
  ParsingResult: () => (/* reexport */ results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (/* reexport */ results/* ReferenceWithTimezone */.b5),
  Weekday: () => (/* reexport */ types/* Weekday */.Bw),
  casual: () => (/* binding */ casual),
  createCasualConfiguration: () => (/* binding */ createCasualConfiguration),
  createConfiguration: () => (/* binding */ createConfiguration),
  parse: () => (/* binding */ parse),
  parseDate: () => (/* binding */ parseDate),
  strict: () => (/* binding */ strict)
});

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
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

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Chrono: () => (/* reexport */ chrono/* Chrono */.u),
  Meridiem: () => (/* reexport */ types/* Meridiem */.FF),
  ParsingComponents: () => (/* reexport */ results/* ParsingComponents */.BP),
  ParsingResult: () => (/* reexport */ results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (/* reexport */ results/* ReferenceWithTimezone */.b5),
  Weekday: () => (/* reexport */ types/* Weekday */.Bw),
  casual: () => (/* binding */ casual),
  createCasualConfiguration: () => (/* binding */ createCasualConfiguration),
  createConfiguration: () => (/* binding */ createConfiguration),
  parse: () => (/* binding */ parse),
  parseDate: () => (/* binding */ parseDate),
  strict: () => (/* binding */ strict)
});

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

/***/ 6508:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Chrono: () => (/* reexport */ chrono/* Chrono */.u),
  Meridiem: () => (/* reexport */ types/* Meridiem */.FF),
  ParsingComponents: () => (/* reexport */ results/* ParsingComponents */.BP),
  ParsingResult: () => (/* reexport */ results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (/* reexport */ results/* ReferenceWithTimezone */.b5),
  Weekday: () => (/* reexport */ types/* Weekday */.Bw),
  casual: () => (/* binding */ zh_casual),
  createCasualConfiguration: () => (/* binding */ zh_createCasualConfiguration),
  createConfiguration: () => (/* binding */ zh_createConfiguration),
  hans: () => (/* reexport */ hans_namespaceObject),
  hant: () => (/* reexport */ hant_namespaceObject),
  parse: () => (/* binding */ zh_parse),
  parseDate: () => (/* binding */ zh_parseDate),
  strict: () => (/* binding */ zh_strict)
});

// NAMESPACE OBJECT: ./node_modules/chrono-node/dist/esm/locales/zh/hant/index.js
var hant_namespaceObject = {};
__webpack_require__.r(hant_namespaceObject);
__webpack_require__.d(hant_namespaceObject, {
  Chrono: () => (chrono/* Chrono */.u),
  Meridiem: () => (types/* Meridiem */.FF),
  ParsingComponents: () => (results/* ParsingComponents */.BP),
  ParsingResult: () => (results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (results/* ReferenceWithTimezone */.b5),
  Weekday: () => (types/* Weekday */.Bw),
  casual: () => (casual),
  createCasualConfiguration: () => (createCasualConfiguration),
  createConfiguration: () => (createConfiguration),
  hant: () => (hant),
  parse: () => (parse),
  parseDate: () => (parseDate),
  strict: () => (strict)
});

// NAMESPACE OBJECT: ./node_modules/chrono-node/dist/esm/locales/zh/hans/index.js
var hans_namespaceObject = {};
__webpack_require__.r(hans_namespaceObject);
__webpack_require__.d(hans_namespaceObject, {
  Chrono: () => (chrono/* Chrono */.u),
  Meridiem: () => (types/* Meridiem */.FF),
  ParsingComponents: () => (results/* ParsingComponents */.BP),
  ParsingResult: () => (results/* ParsingResult */.s4),
  ReferenceWithTimezone: () => (results/* ReferenceWithTimezone */.b5),
  Weekday: () => (types/* Weekday */.Bw),
  casual: () => (hans_casual),
  createCasualConfiguration: () => (hans_createCasualConfiguration),
  createConfiguration: () => (hans_createConfiguration),
  hans: () => (hans),
  parse: () => (hans_parse),
  parseDate: () => (hans_parseDate),
  strict: () => (hans_strict)
});

// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/configurations.js + 3 modules
var configurations = __webpack_require__(14013);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/chrono.js
var chrono = __webpack_require__(69693);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/results.js
var results = __webpack_require__(31474);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/types.js
var types = __webpack_require__(76473);
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
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hant/parsers/ZHHantAgoFormatParser.js



const ZHHantAgoFormatParser_PATTERN = new RegExp("(\\d+|[" +
    Object.keys(constants_NUMBER).join("") +
    "]+|\u534a|\u5e7e)(?:\\s*)" +
    "(?:\u500b)?" +
    "(\u79d2(?:\u9418)?|\u5206\u9418|\u5c0f\u6642|\u9418|\u65e5|\u5929|\u661f\u671f|\u79ae\u62dc|\u6708|\u5e74)" +
    "(?:\u4e4b)?\u524d", "i");
const ZHHantAgoFormatParser_NUMBER_GROUP = 1;
const ZHHantAgoFormatParser_UNIT_GROUP = 2;
class ZHHantAgoFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return "()";
    }
    innerPattern() {
        return ZHHantAgoFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        let number = parseInt(match[ZHHantAgoFormatParser_NUMBER_GROUP]);
        if (isNaN(number)) {
            number = constants_zhStringToNumber(match[ZHHantAgoFormatParser_NUMBER_GROUP]);
        }
        if (isNaN(number)) {
            const string = match[ZHHantAgoFormatParser_NUMBER_GROUP];
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
        let duration = {};
        const unit = match[ZHHantAgoFormatParser_UNIT_GROUP];
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
            duration = (0,calculation_duration/* reverseDuration */.x4)(duration);
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
        duration = (0,calculation_duration/* reverseDuration */.x4)(duration);
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
//# sourceMappingURL=ZHHantAgoFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hant/index.js
















const hant = new chrono/* Chrono */.u(createCasualConfiguration());
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
            new ZHHantRelationWeekdayParser(),
            new ZHHantWeekdayParser(),
            new ZHHantTimeExpressionParser(),
            new ZHHantDeadlineFormatParser(),
            new ZHHantAgoFormatParser(),
        ],
        refiners: [new ZHHantMergeDateRangeRefiner(), new ZHHantMergeDateTimeRefiner()],
    });
    configuration.refiners = configuration.refiners.filter((refiner) => !(refiner instanceof ExtractTimezoneOffsetRefiner/* default */.A));
    return configuration;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hans/parsers/ZHHansCasualDateParser.js

const ZHHansCasualDateParser_NOW_GROUP = 1;
const ZHHansCasualDateParser_DAY_GROUP_1 = 2;
const ZHHansCasualDateParser_TIME_GROUP_1 = 3;
const ZHHansCasualDateParser_TIME_GROUP_2 = 4;
const ZHHansCasualDateParser_DAY_GROUP_3 = 5;
const ZHHansCasualDateParser_TIME_GROUP_3 = 6;
class ZHHansCasualDateParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    innerPattern(context) {
        return new RegExp("(\u73b0\u5728|\u7acb(?:\u523b|\u5373)|\u5373\u523b)|" +
            "(\u4eca|\u660e|\u524d|\u5927\u524d|\u540e|\u5927\u540e|\u6628)(\u65e9|\u665a)|" +
            "(\u4e0a(?:\u5348)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668))|" +
            "(\u4eca|\u660e|\u524d|\u5927\u524d|\u540e|\u5927\u540e|\u6628)(?:\u65e5|\u5929)" +
            "(?:[\\s|,|\uff0c]*)" +
            "(?:(\u4e0a(?:\u5348)|\u65e9(?:\u4e0a)|\u4e0b(?:\u5348)|\u665a(?:\u4e0a)|\u591c(?:\u665a)?|\u4e2d(?:\u5348)|\u51cc(?:\u6668)))?", "i");
    }
    innerExtract(context, match) {
        const index = match.index;
        const result = context.createParsingResult(index, match[0]);
        const refDate = context.refDate;
        let date = new Date(refDate.getTime());
        if (match[ZHHansCasualDateParser_NOW_GROUP]) {
            result.start.imply("hour", refDate.getHours());
            result.start.imply("minute", refDate.getMinutes());
            result.start.imply("second", refDate.getSeconds());
            result.start.imply("millisecond", refDate.getMilliseconds());
        }
        else if (match[ZHHansCasualDateParser_DAY_GROUP_1]) {
            const day1 = match[ZHHansCasualDateParser_DAY_GROUP_1];
            const time1 = match[ZHHansCasualDateParser_TIME_GROUP_1];
            if (day1 == "\u660e") {
                if (refDate.getHours() > 1) {
                    date.setDate(date.getDate() + 1);
                }
            }
            else if (day1 == "\u6628") {
                date.setDate(date.getDate() - 1);
            }
            else if (day1 == "\u524d") {
                date.setDate(date.getDate() - 2);
            }
            else if (day1 == "\u5927\u524d") {
                date.setDate(date.getDate() - 3);
            }
            else if (day1 == "\u540e") {
                date.setDate(date.getDate() + 2);
            }
            else if (day1 == "\u5927\u540e") {
                date.setDate(date.getDate() + 3);
            }
            if (time1 == "\u65e9") {
                result.start.imply("hour", 6);
            }
            else if (time1 == "\u665a") {
                result.start.imply("hour", 22);
                result.start.imply("meridiem", 1);
            }
        }
        else if (match[ZHHansCasualDateParser_TIME_GROUP_2]) {
            const timeString2 = match[ZHHansCasualDateParser_TIME_GROUP_2];
            const time2 = timeString2[0];
            if (time2 == "\u65e9" || time2 == "\u4e0a") {
                result.start.imply("hour", 6);
            }
            else if (time2 == "\u4e0b") {
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
        else if (match[ZHHansCasualDateParser_DAY_GROUP_3]) {
            const day3 = match[ZHHansCasualDateParser_DAY_GROUP_3];
            if (day3 == "\u660e") {
                if (refDate.getHours() > 1) {
                    date.setDate(date.getDate() + 1);
                }
            }
            else if (day3 == "\u6628") {
                date.setDate(date.getDate() - 1);
            }
            else if (day3 == "\u524d") {
                date.setDate(date.getDate() - 2);
            }
            else if (day3 == "\u5927\u524d") {
                date.setDate(date.getDate() - 3);
            }
            else if (day3 == "\u540e") {
                date.setDate(date.getDate() + 2);
            }
            else if (day3 == "\u5927\u540e") {
                date.setDate(date.getDate() + 3);
            }
            const timeString3 = match[ZHHansCasualDateParser_TIME_GROUP_3];
            if (timeString3) {
                const time3 = timeString3[0];
                if (time3 == "\u65e9" || time3 == "\u4e0a") {
                    result.start.imply("hour", 6);
                }
                else if (time3 == "\u4e0b") {
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
//# sourceMappingURL=ZHHansCasualDateParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hans/parsers/ZHHansAgoFormatParser.js



const ZHHansAgoFormatParser_PATTERN = new RegExp("(\\d+|[" +
    Object.keys(NUMBER).join("") +
    "]+|\u534a|\u51e0)(?:\\s*)" +
    "(?:\u4e2a)?" +
    "(\u79d2(?:\u949f)?|\u5206\u949f|\u5c0f\u65f6|\u949f|\u65e5|\u5929|\u661f\u671f|\u793c\u62dc|\u6708|\u5e74)" +
    "(?:\u4e4b)?\u524d", "i");
const ZHHansAgoFormatParser_NUMBER_GROUP = 1;
const ZHHansAgoFormatParser_UNIT_GROUP = 2;
class ZHHansAgoFormatParser extends AbstractParserWithWordBoundary/* AbstractParserWithWordBoundaryChecking */.c {
    patternLeftBoundary() {
        return "()";
    }
    innerPattern() {
        return ZHHansAgoFormatParser_PATTERN;
    }
    innerExtract(context, match) {
        const result = context.createParsingResult(match.index, match[0]);
        let number = parseInt(match[ZHHansAgoFormatParser_NUMBER_GROUP]);
        if (isNaN(number)) {
            number = zhStringToNumber(match[ZHHansAgoFormatParser_NUMBER_GROUP]);
        }
        if (isNaN(number)) {
            const string = match[ZHHansAgoFormatParser_NUMBER_GROUP];
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
        let duration = {};
        const unit = match[ZHHansAgoFormatParser_UNIT_GROUP];
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
            duration = (0,calculation_duration/* reverseDuration */.x4)(duration);
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
        duration = (0,calculation_duration/* reverseDuration */.x4)(duration);
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
//# sourceMappingURL=ZHHansAgoFormatParser.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hans/refiners/ZHHansMergeDateRangeRefiner.js

class ZHHansMergeDateRangeRefiner extends AbstractMergeDateRangeRefiner/* default */.A {
    patternBetween() {
        return /^\s*(\u81f3|\u5230|-|~|\uff5e|\uff0d|\u30fc)\s*$/i;
    }
}
//# sourceMappingURL=ZHHansMergeDateRangeRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hans/refiners/ZHHansMergeDateTimeRefiner.js

class ZHHansMergeDateTimeRefiner extends AbstractMergeDateTimeRefiner/* default */.A {
    patternBetween() {
        return /^\s*$/i;
    }
}
//# sourceMappingURL=ZHHansMergeDateTimeRefiner.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/hans/index.js
















const hans = new chrono/* Chrono */.u(hans_createCasualConfiguration());
const hans_casual = new chrono/* Chrono */.u(hans_createCasualConfiguration());
const hans_strict = new chrono/* Chrono */.u(hans_createConfiguration());
function hans_parse(text, ref, option) {
    return hans_casual.parse(text, ref, option);
}
function hans_parseDate(text, ref, option) {
    return hans_casual.parseDate(text, ref, option);
}
function hans_createCasualConfiguration() {
    const option = hans_createConfiguration();
    option.parsers.unshift(new ZHHansCasualDateParser());
    return option;
}
function hans_createConfiguration() {
    const configuration = (0,configurations/* includeCommonConfiguration */.i)({
        parsers: [
            new ZHHansDateParser(),
            new ZHHansRelationWeekdayParser(),
            new ZHHansWeekdayParser(),
            new ZHHansTimeExpressionParser(),
            new ZHHansDeadlineFormatParser(),
            new ZHHansAgoFormatParser(),
        ],
        refiners: [new ZHHansMergeDateRangeRefiner(), new ZHHansMergeDateTimeRefiner()],
    });
    configuration.refiners = configuration.refiners.filter((refiner) => !(refiner instanceof ExtractTimezoneOffsetRefiner/* default */.A));
    return configuration;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/index.js






















const zh_casual = new chrono/* Chrono */.u(zh_createCasualConfiguration());
const zh_strict = new chrono/* Chrono */.u(zh_createConfiguration());
function zh_parse(text, ref, option) {
    return zh_casual.parse(text, ref, option);
}
function zh_parseDate(text, ref, option) {
    return zh_casual.parseDate(text, ref, option);
}
function zh_createCasualConfiguration() {
    const option = zh_createConfiguration();
    option.parsers.unshift(new ZHHantCasualDateParser());
    return option;
}
function zh_createConfiguration() {
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

/***/ }),

/***/ 31474:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ ParsingComponents),
/* harmony export */   b5: () => (/* binding */ ReferenceWithTimezone),
/* harmony export */   s4: () => (/* binding */ ParsingResult)
/* harmony export */ });
/* harmony import */ var _utils_dates_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15167);
/* harmony import */ var _timezone_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18241);
/* harmony import */ var _calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24440);



class ReferenceWithTimezone {
    instant;
    timezoneOffset;
    constructor(instant, timezoneOffset) {
        this.instant = instant ?? new Date();
        this.timezoneOffset = timezoneOffset ?? null;
    }
    static fromDate(date) {
        return new ReferenceWithTimezone(date);
    }
    static fromInput(input, timezoneOverrides) {
        if (input instanceof Date) {
            return ReferenceWithTimezone.fromDate(input);
        }
        const instant = input?.instant ?? new Date();
        const timezoneOffset = (0,_timezone_js__WEBPACK_IMPORTED_MODULE_0__/* .toTimezoneOffset */ .Cm)(input?.timezone, instant, timezoneOverrides);
        return new ReferenceWithTimezone(instant, timezoneOffset);
    }
    getDateWithAdjustedTimezone() {
        const date = new Date(this.instant);
        if (this.timezoneOffset !== null) {
            date.setMinutes(date.getMinutes() - this.getSystemTimezoneAdjustmentMinute(this.instant));
        }
        return date;
    }
    getSystemTimezoneAdjustmentMinute(date, overrideTimezoneOffset) {
        if (!date) {
            date = new Date();
        }
        const currentTimezoneOffset = -date.getTimezoneOffset();
        const targetTimezoneOffset = overrideTimezoneOffset ?? this.timezoneOffset ?? currentTimezoneOffset;
        return currentTimezoneOffset - targetTimezoneOffset;
    }
    getTimezoneOffset() {
        return this.timezoneOffset ?? -this.instant.getTimezoneOffset();
    }
}
class ParsingComponents {
    knownValues;
    impliedValues;
    reference;
    _tags = new Set();
    constructor(reference, knownComponents) {
        this.reference = reference;
        this.knownValues = {};
        this.impliedValues = {};
        if (knownComponents) {
            for (const key in knownComponents) {
                this.knownValues[key] = knownComponents[key];
            }
        }
        const date = reference.getDateWithAdjustedTimezone();
        this.imply("day", date.getDate());
        this.imply("month", date.getMonth() + 1);
        this.imply("year", date.getFullYear());
        this.imply("hour", 12);
        this.imply("minute", 0);
        this.imply("second", 0);
        this.imply("millisecond", 0);
    }
    static createRelativeFromReference(reference, duration = _calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .EmptyDuration */ .ks) {
        let date = (0,_calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .addDuration */ .Gw)(reference.getDateWithAdjustedTimezone(), duration);
        const components = new ParsingComponents(reference);
        components.addTag("result/relativeDate");
        if ("hour" in duration || "minute" in duration || "second" in duration || "millisecond" in duration) {
            components.addTag("result/relativeDateAndTime");
            (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_2__/* .assignSimilarTime */ .i2)(components, date);
            (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_2__/* .assignSimilarDate */ .Pl)(components, date);
            components.assign("timezoneOffset", reference.getTimezoneOffset());
        }
        else {
            (0,_utils_dates_js__WEBPACK_IMPORTED_MODULE_2__/* .implySimilarTime */ .A4)(components, date);
            components.imply("timezoneOffset", reference.getTimezoneOffset());
            if ("day" in duration) {
                components.assign("day", date.getDate());
                components.assign("month", date.getMonth() + 1);
                components.assign("year", date.getFullYear());
                components.assign("weekday", date.getDay());
            }
            else if ("week" in duration) {
                components.assign("day", date.getDate());
                components.assign("month", date.getMonth() + 1);
                components.assign("year", date.getFullYear());
                components.imply("weekday", date.getDay());
            }
            else {
                components.imply("day", date.getDate());
                if ("month" in duration) {
                    components.assign("month", date.getMonth() + 1);
                    components.assign("year", date.getFullYear());
                }
                else {
                    components.imply("month", date.getMonth() + 1);
                    if ("year" in duration) {
                        components.assign("year", date.getFullYear());
                    }
                    else {
                        components.imply("year", date.getFullYear());
                    }
                }
            }
        }
        return components;
    }
    get(component) {
        if (component in this.knownValues) {
            return this.knownValues[component];
        }
        if (component in this.impliedValues) {
            return this.impliedValues[component];
        }
        return null;
    }
    isCertain(component) {
        return component in this.knownValues;
    }
    getCertainComponents() {
        return Object.keys(this.knownValues);
    }
    imply(component, value) {
        if (component in this.knownValues) {
            return this;
        }
        this.impliedValues[component] = value;
        return this;
    }
    assign(component, value) {
        this.knownValues[component] = value;
        delete this.impliedValues[component];
        return this;
    }
    addDurationAsImplied(duration) {
        const currentDate = this.dateWithoutTimezoneAdjustment();
        const date = (0,_calculation_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .addDuration */ .Gw)(currentDate, duration);
        if ("day" in duration || "week" in duration || "month" in duration || "year" in duration) {
            this.delete(["day", "weekday", "month", "year"]);
            this.imply("day", date.getDate());
            this.imply("weekday", date.getDay());
            this.imply("month", date.getMonth() + 1);
            this.imply("year", date.getFullYear());
        }
        if ("second" in duration || "minute" in duration || "hour" in duration) {
            this.delete(["second", "minute", "hour"]);
            this.imply("second", date.getSeconds());
            this.imply("minute", date.getMinutes());
            this.imply("hour", date.getHours());
        }
        return this;
    }
    delete(components) {
        if (typeof components === "string") {
            components = [components];
        }
        for (const component of components) {
            delete this.knownValues[component];
            delete this.impliedValues[component];
        }
    }
    clone() {
        const component = new ParsingComponents(this.reference);
        component.knownValues = {};
        component.impliedValues = {};
        for (const key in this.knownValues) {
            component.knownValues[key] = this.knownValues[key];
        }
        for (const key in this.impliedValues) {
            component.impliedValues[key] = this.impliedValues[key];
        }
        return component;
    }
    isOnlyDate() {
        return !this.isCertain("hour") && !this.isCertain("minute") && !this.isCertain("second");
    }
    isOnlyTime() {
        return (!this.isCertain("weekday") && !this.isCertain("day") && !this.isCertain("month") && !this.isCertain("year"));
    }
    isOnlyWeekdayComponent() {
        return this.isCertain("weekday") && !this.isCertain("day") && !this.isCertain("month");
    }
    isDateWithUnknownYear() {
        return this.isCertain("month") && !this.isCertain("year");
    }
    isValidDate() {
        const date = new Date(Date.UTC(this.get("year"), this.get("month") - 1, this.get("day"), this.get("hour"), this.get("minute"), this.get("second"), this.get("millisecond")));
        date.setUTCFullYear(this.get("year"));
        if (date.getUTCFullYear() !== this.get("year"))
            return false;
        if (date.getUTCMonth() !== this.get("month") - 1)
            return false;
        if (date.getUTCDate() !== this.get("day"))
            return false;
        if (this.get("hour") != null && date.getUTCHours() != this.get("hour"))
            return false;
        if (this.get("minute") != null && date.getUTCMinutes() != this.get("minute"))
            return false;
        return true;
    }
    toString() {
        return `[ParsingComponents {
            tags: ${JSON.stringify(Array.from(this._tags).sort())}, 
            knownValues: ${JSON.stringify(this.knownValues)}, 
            impliedValues: ${JSON.stringify(this.impliedValues)}}, 
            reference: ${JSON.stringify(this.reference)}]`;
    }
    date() {
        const timezoneOffset = this.get("timezoneOffset") ?? this.reference.timezoneOffset;
        if (timezoneOffset === null || timezoneOffset === undefined) {
            return this.dateWithoutTimezoneAdjustment();
        }
        const date = new Date(Date.UTC(this.get("year"), this.get("month") - 1, this.get("day"), this.get("hour"), this.get("minute"), this.get("second"), this.get("millisecond")));
        date.setUTCFullYear(this.get("year"));
        return new Date(date.getTime() - timezoneOffset * 60000);
    }
    addTag(tag) {
        this._tags.add(tag);
        return this;
    }
    addTags(tags) {
        for (const tag of tags) {
            this._tags.add(tag);
        }
        return this;
    }
    tags() {
        return new Set(this._tags);
    }
    dateWithoutTimezoneAdjustment() {
        const date = new Date(this.get("year"), this.get("month") - 1, this.get("day"), this.get("hour"), this.get("minute"), this.get("second"), this.get("millisecond"));
        date.setFullYear(this.get("year"));
        return date;
    }
}
class ParsingResult {
    refDate;
    index;
    text;
    reference;
    start;
    end;
    constructor(reference, index, text, start, end) {
        this.reference = reference;
        this.refDate = reference.instant;
        this.index = index;
        this.text = text;
        this.start = start || new ParsingComponents(reference);
        this.end = end;
    }
    clone() {
        const result = new ParsingResult(this.reference, this.index, this.text);
        result.start = this.start ? this.start.clone() : null;
        result.end = this.end ? this.end.clone() : null;
        return result;
    }
    date() {
        return this.start.date();
    }
    addTag(tag) {
        this.start.addTag(tag);
        if (this.end) {
            this.end.addTag(tag);
        }
        return this;
    }
    addTags(tags) {
        this.start.addTags(tags);
        if (this.end) {
            this.end.addTags(tags);
        }
        return this;
    }
    tags() {
        const combinedTags = new Set(this.start.tags());
        if (this.end) {
            for (const tag of this.end.tags()) {
                combinedTags.add(tag);
            }
        }
        return combinedTags;
    }
    toString() {
        const tags = Array.from(this.tags()).sort();
        return `[ParsingResult {index: ${this.index}, text: '${this.text}', tags: ${JSON.stringify(tags)} ...}]`;
    }
}
//# sourceMappingURL=results.js.map

/***/ }),

/***/ 18241:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ toTimezoneOffset)
/* harmony export */ });
/* unused harmony exports TIMEZONE_ABBR_MAP, getNthWeekdayOfMonth, getLastWeekdayOfMonth */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76473);

const TIMEZONE_ABBR_MAP = {
    ACDT: 630,
    ACST: 570,
    ADT: -180,
    AEDT: 660,
    AEST: 600,
    AFT: 270,
    AKDT: -480,
    AKST: -540,
    ALMT: 360,
    AMST: -180,
    AMT: -240,
    ANAST: 720,
    ANAT: 720,
    AQTT: 300,
    ART: -180,
    AST: -240,
    AWDT: 540,
    AWST: 480,
    AZOST: 0,
    AZOT: -60,
    AZST: 300,
    AZT: 240,
    BNT: 480,
    BOT: -240,
    BRST: -120,
    BRT: -180,
    BST: 60,
    BTT: 360,
    CAST: 480,
    CAT: 120,
    CCT: 390,
    CDT: -300,
    CEST: 120,
    CET: {
        timezoneOffsetDuringDst: 2 * 60,
        timezoneOffsetNonDst: 60,
        dstStart: (year) => getLastWeekdayOfMonth(year, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Month */ .fF.MARCH, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Weekday */ .Bw.SUNDAY, 2),
        dstEnd: (year) => getLastWeekdayOfMonth(year, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Month */ .fF.OCTOBER, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Weekday */ .Bw.SUNDAY, 3),
    },
    CHADT: 825,
    CHAST: 765,
    CKT: -600,
    CLST: -180,
    CLT: -240,
    COT: -300,
    CST: -360,
    CT: {
        timezoneOffsetDuringDst: -5 * 60,
        timezoneOffsetNonDst: -6 * 60,
        dstStart: (year) => getNthWeekdayOfMonth(year, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Month */ .fF.MARCH, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Weekday */ .Bw.SUNDAY, 2, 2),
        dstEnd: (year) => getNthWeekdayOfMonth(year, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Month */ .fF.NOVEMBER, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Weekday */ .Bw.SUNDAY, 1, 2),
    },
    CVT: -60,
    CXT: 420,
    ChST: 600,
    DAVT: 420,
    EASST: -300,
    EAST: -360,
    EAT: 180,
    ECT: -300,
    EDT: -240,
    EEST: 180,
    EET: 120,
    EGST: 0,
    EGT: -60,
    EST: -300,
    ET: {
        timezoneOffsetDuringDst: -4 * 60,
        timezoneOffsetNonDst: -5 * 60,
        dstStart: (year) => getNthWeekdayOfMonth(year, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Month */ .fF.MARCH, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Weekday */ .Bw.SUNDAY, 2, 2),
        dstEnd: (year) => getNthWeekdayOfMonth(year, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Month */ .fF.NOVEMBER, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Weekday */ .Bw.SUNDAY, 1, 2),
    },
    FJST: 780,
    FJT: 720,
    FKST: -180,
    FKT: -240,
    FNT: -120,
    GALT: -360,
    GAMT: -540,
    GET: 240,
    GFT: -180,
    GILT: 720,
    GMT: 0,
    GST: 240,
    GYT: -240,
    HAA: -180,
    HAC: -300,
    HADT: -540,
    HAE: -240,
    HAP: -420,
    HAR: -360,
    HAST: -600,
    HAT: -90,
    HAY: -480,
    HKT: 480,
    HLV: -210,
    HNA: -240,
    HNC: -360,
    HNE: -300,
    HNP: -480,
    HNR: -420,
    HNT: -150,
    HNY: -540,
    HOVT: 420,
    ICT: 420,
    IDT: 180,
    IOT: 360,
    IRDT: 270,
    IRKST: 540,
    IRKT: 540,
    IRST: 210,
    IST: 330,
    JST: 540,
    KGT: 360,
    KRAST: 480,
    KRAT: 480,
    KST: 540,
    KUYT: 240,
    LHDT: 660,
    LHST: 630,
    LINT: 840,
    MAGST: 720,
    MAGT: 720,
    MART: -510,
    MAWT: 300,
    MDT: -360,
    MESZ: 120,
    MEZ: 60,
    MHT: 720,
    MMT: 390,
    MSD: 240,
    MSK: 180,
    MST: -420,
    MT: {
        timezoneOffsetDuringDst: -6 * 60,
        timezoneOffsetNonDst: -7 * 60,
        dstStart: (year) => getNthWeekdayOfMonth(year, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Month */ .fF.MARCH, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Weekday */ .Bw.SUNDAY, 2, 2),
        dstEnd: (year) => getNthWeekdayOfMonth(year, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Month */ .fF.NOVEMBER, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Weekday */ .Bw.SUNDAY, 1, 2),
    },
    MUT: 240,
    MVT: 300,
    MYT: 480,
    NCT: 660,
    NDT: -90,
    NFT: 690,
    NOVST: 420,
    NOVT: 360,
    NPT: 345,
    NST: -150,
    NUT: -660,
    NZDT: 780,
    NZST: 720,
    OMSST: 420,
    OMST: 420,
    PDT: -420,
    PET: -300,
    PETST: 720,
    PETT: 720,
    PGT: 600,
    PHOT: 780,
    PHT: 480,
    PKT: 300,
    PMDT: -120,
    PMST: -180,
    PONT: 660,
    PST: -480,
    PT: {
        timezoneOffsetDuringDst: -7 * 60,
        timezoneOffsetNonDst: -8 * 60,
        dstStart: (year) => getNthWeekdayOfMonth(year, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Month */ .fF.MARCH, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Weekday */ .Bw.SUNDAY, 2, 2),
        dstEnd: (year) => getNthWeekdayOfMonth(year, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Month */ .fF.NOVEMBER, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Weekday */ .Bw.SUNDAY, 1, 2),
    },
    PWT: 540,
    PYST: -180,
    PYT: -240,
    RET: 240,
    SAMT: 240,
    SAST: 120,
    SBT: 660,
    SCT: 240,
    SGT: 480,
    SRT: -180,
    SST: -660,
    TAHT: -600,
    TFT: 300,
    TJT: 300,
    TKT: 780,
    TLT: 540,
    TMT: 300,
    TVT: 720,
    ULAT: 480,
    UTC: 0,
    UYST: -120,
    UYT: -180,
    UZT: 300,
    VET: -210,
    VLAST: 660,
    VLAT: 660,
    VUT: 660,
    WAST: 120,
    WAT: 60,
    WEST: 60,
    WESZ: 60,
    WET: 0,
    WEZ: 0,
    WFT: 720,
    WGST: -120,
    WGT: -180,
    WIB: 420,
    WIT: 540,
    WITA: 480,
    WST: 780,
    WT: 0,
    YAKST: 600,
    YAKT: 600,
    YAPT: 600,
    YEKST: 360,
    YEKT: 360,
};
function getNthWeekdayOfMonth(year, month, weekday, n, hour = 0) {
    let dayOfMonth = 0;
    let i = 0;
    while (i < n) {
        dayOfMonth++;
        const date = new Date(year, month - 1, dayOfMonth);
        if (date.getDay() === weekday)
            i++;
    }
    return new Date(year, month - 1, dayOfMonth, hour);
}
function getLastWeekdayOfMonth(year, month, weekday, hour = 0) {
    const oneIndexedWeekday = weekday === 0 ? 7 : weekday;
    const date = new Date(year, month - 1 + 1, 1, 12);
    const firstWeekdayNextMonth = date.getDay() === 0 ? 7 : date.getDay();
    let dayDiff;
    if (firstWeekdayNextMonth === oneIndexedWeekday)
        dayDiff = 7;
    else if (firstWeekdayNextMonth < oneIndexedWeekday)
        dayDiff = 7 + firstWeekdayNextMonth - oneIndexedWeekday;
    else
        dayDiff = firstWeekdayNextMonth - oneIndexedWeekday;
    date.setDate(date.getDate() - dayDiff);
    return new Date(year, month - 1, date.getDate(), hour);
}
function toTimezoneOffset(timezoneInput, date, timezoneOverrides = {}) {
    if (timezoneInput == null) {
        return null;
    }
    if (typeof timezoneInput === "number") {
        return timezoneInput;
    }
    const matchedTimezone = timezoneOverrides[timezoneInput] ?? TIMEZONE_ABBR_MAP[timezoneInput];
    if (matchedTimezone == null) {
        return null;
    }
    if (typeof matchedTimezone == "number") {
        return matchedTimezone;
    }
    if (date == null) {
        return null;
    }
    if (date > matchedTimezone.dstStart(date.getFullYear()) && !(date > matchedTimezone.dstEnd(date.getFullYear()))) {
        return matchedTimezone.timezoneOffsetDuringDst;
    }
    return matchedTimezone.timezoneOffsetNonDst;
}
//# sourceMappingURL=timezone.js.map

/***/ }),

/***/ 76473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bw: () => (/* binding */ Weekday),
/* harmony export */   FF: () => (/* binding */ Meridiem),
/* harmony export */   fF: () => (/* binding */ Month)
/* harmony export */ });
var Meridiem;
(function (Meridiem) {
    Meridiem[Meridiem["AM"] = 0] = "AM";
    Meridiem[Meridiem["PM"] = 1] = "PM";
})(Meridiem || (Meridiem = {}));
var Weekday;
(function (Weekday) {
    Weekday[Weekday["SUNDAY"] = 0] = "SUNDAY";
    Weekday[Weekday["MONDAY"] = 1] = "MONDAY";
    Weekday[Weekday["TUESDAY"] = 2] = "TUESDAY";
    Weekday[Weekday["WEDNESDAY"] = 3] = "WEDNESDAY";
    Weekday[Weekday["THURSDAY"] = 4] = "THURSDAY";
    Weekday[Weekday["FRIDAY"] = 5] = "FRIDAY";
    Weekday[Weekday["SATURDAY"] = 6] = "SATURDAY";
})(Weekday || (Weekday = {}));
var Month;
(function (Month) {
    Month[Month["JANUARY"] = 1] = "JANUARY";
    Month[Month["FEBRUARY"] = 2] = "FEBRUARY";
    Month[Month["MARCH"] = 3] = "MARCH";
    Month[Month["APRIL"] = 4] = "APRIL";
    Month[Month["MAY"] = 5] = "MAY";
    Month[Month["JUNE"] = 6] = "JUNE";
    Month[Month["JULY"] = 7] = "JULY";
    Month[Month["AUGUST"] = 8] = "AUGUST";
    Month[Month["SEPTEMBER"] = 9] = "SEPTEMBER";
    Month[Month["OCTOBER"] = 10] = "OCTOBER";
    Month[Month["NOVEMBER"] = 11] = "NOVEMBER";
    Month[Month["DECEMBER"] = 12] = "DECEMBER";
})(Month || (Month = {}));
//# sourceMappingURL=types.js.map

/***/ }),

/***/ 15167:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ implySimilarTime),
/* harmony export */   Hq: () => (/* binding */ implySimilarDate),
/* harmony export */   Pl: () => (/* binding */ assignSimilarDate),
/* harmony export */   i2: () => (/* binding */ assignSimilarTime)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76473);

function assignSimilarDate(component, target) {
    component.assign("day", target.getDate());
    component.assign("month", target.getMonth() + 1);
    component.assign("year", target.getFullYear());
}
function assignSimilarTime(component, target) {
    component.assign("hour", target.getHours());
    component.assign("minute", target.getMinutes());
    component.assign("second", target.getSeconds());
    component.assign("millisecond", target.getMilliseconds());
    component.assign("meridiem", target.getHours() < 12 ? _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.AM : _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.PM);
}
function implySimilarDate(component, target) {
    component.imply("day", target.getDate());
    component.imply("month", target.getMonth() + 1);
    component.imply("year", target.getFullYear());
}
function implySimilarTime(component, target) {
    component.imply("hour", target.getHours());
    component.imply("minute", target.getMinutes());
    component.imply("second", target.getSeconds());
    component.imply("millisecond", target.getMilliseconds());
    component.imply("meridiem", target.getHours() < 12 ? _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.AM : _types_js__WEBPACK_IMPORTED_MODULE_0__/* .Meridiem */ .FF.PM);
}
//# sourceMappingURL=dates.js.map

/***/ }),

/***/ 68652:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mb: () => (/* binding */ repeatedTimeunitPattern),
/* harmony export */   uJ: () => (/* binding */ matchAnyPattern)
/* harmony export */ });
/* unused harmony export extractTerms */
function repeatedTimeunitPattern(prefix, singleTimeunitPattern, connectorPattern = "\\s{0,5},?\\s{0,5}") {
    const singleTimeunitPatternNoCapture = singleTimeunitPattern.replace(/\((?!\?)/g, "(?:");
    return `${prefix}${singleTimeunitPatternNoCapture}(?:${connectorPattern}${singleTimeunitPatternNoCapture}){0,10}`;
}
function extractTerms(dictionary) {
    let keys;
    if (dictionary instanceof Array) {
        keys = [...dictionary];
    }
    else if (dictionary instanceof Map) {
        keys = Array.from(dictionary.keys());
    }
    else {
        keys = Object.keys(dictionary);
    }
    return keys;
}
function matchAnyPattern(dictionary) {
    const joinedTerms = extractTerms(dictionary)
        .sort((a, b) => b.length - a.length)
        .join("|")
        .replace(/\./g, "\\.");
    return `(?:${joinedTerms})`;
}
//# sourceMappingURL=pattern.js.map

/***/ })

};
