export const id = 8485;
export const ids = [8485];
export const modules = {

/***/ 48485:
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
;// CONCATENATED MODULE: ./node_modules/@faker-js/faker/dist/fi-DJEadld9.js
const r={cell_phone:{formats:[`04# ### ## ##`,`0457 ### ## ##`,`050 ### ## ##`]},location:{building_number:[`###`,`##`,`#`],city_name:[`Espoo`,`Helsinki`,`Hyvink\u00e4\u00e4`,`Iisalmi`,`Joensuu`,`Jyv\u00e4skyl\u00e4`,`Kokkola`,`Kuopio`,`Lahti`,`Oulu`,`Pori`,`Porvoo`,`Raisio`,`Rovaniemi`,`Sastamala`,`Tampere`,`Turku`,`Vaasa`,`Valkeakoski`,`Vantaa`],city_pattern:[`{{location.city_name}}`],postcode:[`#####`],secondary_address:[`A`,`B`,`C`,`A #`,`A ##`,`B #`,`B ##`,`C #`,`C ##`],state:[`Ahvenanmaa`,`Etel\u00e4-Karjala`,`Etel\u00e4-Pohjanmaa`,`Etel\u00e4-Savo`,`Kainuu`,`Kanta-H\u00e4me`,`Keski-Pohjanmaa`,`Keski-Suomi`,`Kymenlaakso`,`Lappi`,`P\u00e4ij\u00e4t-H\u00e4me`,`Pirkanmaa`,`Pohjanmaa`,`Pohjois-Karjala`,`Pohjois-Pohjanmaa`,`Pohjois-Savo`,`Satakunta`,`Uusimaa`,`Varsinais-Suomi`],street_address:{normal:`{{location.street}} {{location.buildingNumber}}`,full:`{{location.street}} {{location.buildingNumber}} {{location.secondaryAddress}}`},street_pattern:[`{{person.firstName}}{{location.street_suffix}}`,`{{person.lastName}}{{location.street_suffix}}`],street_suffix:[`katu`,`tie`,`kuja`,`polku`,`kaari`,`linja`,`raitti`,`rinne`,`penger`,`ranta`,`v\u00e4yl\u00e4`]},metadata:{title:`Finnish`,code:`fi`,language:`fi`,endonym:`suomi`,dir:`ltr`,script:`Latn`},person:{first_name:{female:`Aino.Anja.Anna.Anne.Anneli.Annikki.Eeva.Elina.Elisabet.Emilia.Eveliina.Hanna.Hannele.Helena.Inkeri.Irmeli.Johanna.Kaarina.Karoliina.Katariina.Kristiina.Kyllikki.Laura.Leena.Liisa.Maarit.Maija.Mari.Maria.Marika.Marja.Marjatta.Minna.Orvokki.Pauliina.Pirjo.Pirkko.P\u00e4ivi.Riitta.Ritva.Sari.Satu.Sinikka.Sofia.Susanna.Tarja.Tellervo.Tiina.Tuula.Tuulikki`.split(`.`),male:`Aleksi.Antero.Antti.Ari.Eero.Ensio.Erik.Erkki.Hannu.Heikki.Henrik.Ilmari.Jaakko.Janne.Jari.Johannes.Juha.Juhani.Juho.Jukka.Kalervo.Kalevi.Kari.Kristian.Lauri.Markku.Marko.Markus.Martti.Matias.Matti.Mika.Mikael.Mikko.Olavi.Oskari.Pekka.Pentti.Petri.Petteri.Sakari.Sami.Seppo.Tapani.Tapio.Timo.Tuomas.Valtteri.Veikko.Ville`.split(`.`)},last_name:{generic:`Aaltonen.Ahonen.Anttila.Hakala.Heikkil\u00e4.Heikkinen.Heinonen.Hiltunen.Hirvonen.H\u00e4m\u00e4l\u00e4inen.Jokinen.J\u00e4rvinen.Kallio.Karjalainen.Kinnunen.Koivisto.Korhonen.Koskinen.Laakso.Laaksonen.Lahtinen.Laine.Laitinen.Lehtinen.Lehto.Lehtonen.Leinonen.Lepp\u00e4nen.Manninen.Mattila.Miettinen.Mustonen.M\u00e4kel\u00e4.M\u00e4kinen.Niemi.Nieminen.Ojala.Pitk\u00e4nen.Rantanen.R\u00e4s\u00e4nen.Saarinen.Salminen.Salo.Salonen.Savolainen.Toivonen.Tuominen.Turunen.Virtanen.V\u00e4is\u00e4nen`.split(`.`)},last_name_pattern:{generic:[{value:`{{person.last_name.generic}}`,weight:1}]},name:[{value:`{{person.firstName}} {{person.lastName}}`,weight:1}]},phone_number:{format:{human:[`013 ## ## ## ##`,`014 ## ## ## ##`,`015 ## ## ## ##`,`016 ## ## ## ##`,`017 ## ## ## ##`,`018 ## ## ## ##`,`019 ## ## ## ##`,`02 ## ## ## ##`,`03 ## ## ## ##`,`05 ## ## ## ##`,`06 ## ## ## ##`,`08 ## ## ## ##`,`09 ## ## ## ##`],international:[`+35813########`,`+35814########`,`+35815########`,`+35816########`,`+35817########`,`+35818########`,`+35819########`,`+3582########`,`+3583########`,`+3585########`,`+3586########`,`+3588########`,`+3589########`],mobile:[`04########`,`05########`],national:[`013########`,`014########`,`015########`,`016########`,`017########`,`018########`,`019########`,`02########`,`03########`,`05########`,`06########`,`08########`,`09########`]}}},i=new base_BpJm8uRb.n({locale:[r,en_Blck6vH3.t,base_BpJm8uRb.t]});
;// CONCATENATED MODULE: ./node_modules/@faker-js/faker/dist/locale/fi.js


/***/ })

};
