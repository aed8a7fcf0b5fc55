export const id = 5945;
export const ids = [5945];
export const modules = {

/***/ 85945:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  faker: () => (/* reexport */ i)
});

// EXTERNAL MODULE: ./node_modules/@faker-js/faker/dist/base-BpJm8uRb.js
var base_BpJm8uRb = __webpack_require__(41181);
// EXTERNAL MODULE: ./node_modules/@faker-js/faker/dist/en-Blck6vH3.js
var en_Blck6vH3 = __webpack_require__(89086);
;// CONCATENATED MODULE: ./node_modules/@faker-js/faker/dist/zh_TW-DuFE-x3S.js
const r={color:{human:`乳白色.天藍色.棕褐色.橙色.淡紫色.淡褐色.淺橙色.灰色.白色.粉紅色.紅色.紅褐色.紫紅色.紫色.綠色.薄荷綠色.藍紫色.藍綠色.藍色.金色.銀色.青檸色.青綠色.靛藍色.黃色.黑色`.split(`.`)},date:{month:{wide:[`10月`,`11月`,`12月`,`1月`,`2月`,`3月`,`4月`,`5月`,`6月`,`7月`,`8月`,`9月`],abbr:[`10月`,`11月`,`12月`,`1月`,`2月`,`3月`,`4月`,`5月`,`6月`,`7月`,`8月`,`9月`]},weekday:{wide:[`星期一`,`星期三`,`星期二`,`星期五`,`星期六`,`星期四`,`星期天`],abbr:[`週一`,`週三`,`週二`,`週五`,`週六`,`週四`,`週日`]}},location:{building_number:[`####`,`###`,`##`,`#`],city_pattern:[`{{location.city_prefix}}{{location.city_suffix}}`],city_prefix:[`臺北`,`新北`,`桃園`,`臺中`,`臺南`,`高雄`,`基隆`,`新竹`,`嘉義`,`苗栗`,`彰化`,`南投`,`雲林`,`屏東`,`宜蘭`,`花蓮`,`臺東`,`澎湖`,`金門`,`連江`],city_suffix:[`縣`,`市`],postcode:[`######`],state:[`福建省`,`台灣省`],state_abbr:[`北`,`新北`,`桃`,`中`,`南`,`高`,`基`,`竹市`,`嘉市`,`竹縣`,`苗`,`彰`,`投`,`雲`,`嘉縣`,`宜`,`花`,`東`,`澎`,`金`,`馬`],street_address:{normal:`{{location.street}}{{location.buildingNumber}}號`,full:`{{location.street}}{{location.buildingNumber}}號 {{location.secondaryAddress}}`},street_pattern:[`{{person.lastName}}{{location.street_suffix}}`],street_suffix:[`街`,`路`,`北路`,`南路`,`東路`,`西路`]},metadata:{title:`Chinese (Taiwan)`,code:`zh_TW`,country:`TW`,language:`zh`,endonym:`中文 (臺灣)`,dir:`ltr`,script:`Hant`},person:{first_name:{female:`俊馳.凱瑞.博濤.嘉懿.子涵.子騫.子默.思淼.懿軒.擎蒼.旭堯.昊焱.晟睿.智宸.智淵.曉博.曉嘯.楷瑞.樂駒.瀟然.炫明.煜城.煜祺.熠彤.燁磊.燁華.燁霖.瑾瑜.睿淵.立軒.笑愚.聰健.苑博.越彬.鈺軒.錦程.靖琪.風華.鶴軒.鷺洋.黎昕`.split(`.`),male:`修傑.修潔.偉宸.偉澤.偉祺.偉誠.健柏.健雄.博文.博超.君浩.哲瀚.嘉熙.天宇.天磊.天翊.子軒.展鵬.峻熙.建輝.弘文.志強.志澤.思源.思聰.思遠.振家.擎宇.文博.文昊.文軒.昊天.昊強.昊然.明哲.明杰.明軒.明輝.晉鵬.智輝.梓晨.榮軒.正豪.浩宇.浩然.浩軒.澤洋.炎彬.燁偉.瑞霖.皓軒.立果.立誠.立輝.紹輝.紹齊.耀傑.胤祥.致遠.語堂.越澤.遠航.金鑫.鑫磊.鑫鵬.雨澤.雪松.鴻濤.鴻煊.鵬濤.鵬煊.鵬飛`.split(`.`)},last_name:{generic:`丁.任.何.侯.傅.劉.史.吳.呂.唐.嚴.夏.姚.姜.孔.孟.孫.宋.尹.崔.廖.張.彭.徐.戴.方.於.曹.曾.朱.李.杜.林.梁.楊.武.段.毛.江.汪.沈.洪.潘.熊.王.田.白.盧.石.秦.程.範.羅.胡.莫.萬.葉.董.蔡.蔣.蕭.薛.蘇.袁.覃.許.謝.譚.賀.賈.賴.趙.週.邱.邵.郝.郭.鄒.鄧.鄭.金.錢.鐘.閻.陳.陶.陸.雷.韋.韓.顧.餘.馬.馮.高.魏.黃.黎.龍.龔`.split(`.`)},last_name_pattern:{generic:[{value:`{{person.last_name.generic}}`,weight:1}]},name:[{value:`{{person.lastName}}{{person.firstName}}`,weight:1}],prefix:null,sex:[`女`,`男`]},phone_number:{format:{human:[`0#-#######`,`02-########`,`09##-######`],international:[`+886########`,`+8862########`,`+8869########`],mobile:[`09########`],national:[`0# ### ####`,`02 #### ####`,`09## ### ###`]}}},i=new base_BpJm8uRb.n({locale:[r,en_Blck6vH3.t,base_BpJm8uRb.t]});
;// CONCATENATED MODULE: ./node_modules/@faker-js/faker/dist/locale/zh_TW.js


/***/ })

};
