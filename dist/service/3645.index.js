export const id = 3645;
export const ids = [3645];
export const modules = {

/***/ 63645:
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
;// CONCATENATED MODULE: ./node_modules/@faker-js/faker/dist/en_IE-DODBA6aC.js
const r={cell_phone:{formats:[`082 ### ####`,`083 ### ####`,`085 ### ####`,`086 ### ####`,`087 ### ####`,`089 ### ####`]},internet:{domain_suffix:[`com`,`eu`,`ie`,`info`,`net`]},location:{city_pattern:[`{{location.city_prefix}} {{person.firstName}}{{location.city_suffix}}`,`{{location.city_prefix}} {{person.firstName}}`,`{{person.firstName}}{{location.city_suffix}}`,`{{person.lastName}}{{location.city_suffix}}`],county:`Carlow.Cavan.Clare.Cork.Donegal.Dublin.Galway.Kerry.Kildare.Kilkenny.Laois.Leitrim.Limerick.Longford.Louth.Mayo.Meath.Monaghan.Offaly.Roscommon.Sligo.Tipperary.Waterford.Westmeath.Wexford.Wicklow`.split(`.`),postal_address:[`{{location.secondaryAddress}}
{{location.streetAddress}}
{{location.city}}
Co. {{location.county}}
{{location.zipCode}}`,`{{location.streetAddress}}
{{location.city}}
Co. {{location.county}}
{{location.zipCode}}`],postcode:[`A## ****`,`D## ****`,`E## ****`,`F## ****`,`H## ****`,`K## ****`,`N## ****`,`P## ****`,`R## ****`,`T## ****`,`V## ****`,`W## ****`,`X## ****`,`Y## ****`],street_pattern:[`{{person.firstName}} {{location.street_suffix}}`,`{{person.lastName}} {{location.street_suffix}}`]},metadata:{title:`English (Ireland)`,code:`en_IE`,country:`IE`,language:`en`,endonym:`English (Ireland)`,dir:`ltr`,script:`Latn`},person:{last_name_pattern:{generic:[{value:`{{person.last_name.generic}}`,weight:95},{value:`{{person.last_name.generic}}-{{person.last_name.generic}}`,weight:5}]}},phone_number:{format:{human:`01 #######.021 #######.022 #######.023 #######.024 #######.025 #######.026 #######.027 #######.028 #######.029 #######.0402 #######.0404 #######.041 #######.042 #######.043 #######.044 #######.045 #######.046 #######.047 #######.049 #######.0504 #######.0505 #######.051 #######.052 #######.053 #######.056 #######.057 #######.058 #######.059 #######.061 #######.062 #######.063 #######.064 #######.065 #######.066 #######.067 #######.068 #######.069 #######.071 #######.074 #######.090 #######.091 #######.093 #######.094 #######.095 #######.096 #######.097 #######.098 #######.099 #######`.split(`.`),international:`+3531#######.+35321#######.+35322#######.+35323#######.+35324#######.+35325#######.+35326#######.+35327#######.+35328#######.+35329#######.+353402#######.+353404#######.+35341#######.+35342#######.+35343#######.+35344#######.+35345#######.+35346#######.+35347#######.+35349#######.+353504#######.+353505#######.+35351#######.+35352#######.+35353#######.+35356#######.+35357#######.+35358#######.+35359#######.+35361#######.+35362#######.+35363#######.+35364#######.+35365#######.+35366#######.+35367#######.+35368#######.+35369#######.+35371#######.+35374#######.+35390#######.+35391#######.+35393#######.+35394#######.+35395#######.+35396#######.+35397#######.+35398#######.+35399#######`.split(`.`),mobile:[`083#######`,`085#######`,`086#######`,`087#######`,`089#######`],national:`(01) ### ####.(021) ### ####.(022) ### ####.(023) ### ####.(024) ### ####.(025) ### ####.(026) ### ####.(027) ### ####.(028) ### ####.(029) ### ####.(040) 2### ####.(040) 4### ####.(041) ### ####.(042) ### ####.(043) ### ####.(044) ### ####.(045) ### ####.(046) ### ####.(049) ### ####.(051) ### ####.(052) ### ####.(053) ### ####.(056) ### ####.(057) ### ####.(058) ### ####.(059) ### ####.(061) ### ####.(062) ### ####.(063) ### ####.(064) ### ####.(065) ### ####.(066) ### ####.(067) ### ####.(068) ### ####.(069) ### ####.(071) ### ####.(074) ### ####.(090) ### ####.(091) ### ####.(093) ### ####.(094) ### ####.(095) ### ####.(096) ### ####.(097) ### ####.(098) ### ####.(099) ### ####.47#######.504#######.505#######`.split(`.`)}}},i=new base_BpJm8uRb.n({locale:[r,en_Blck6vH3.t,base_BpJm8uRb.t]});
;// CONCATENATED MODULE: ./node_modules/@faker-js/faker/dist/locale/en_IE.js


/***/ })

};
