import type { SharedTranslation } from './en';
import { widgetsText } from '@widgets/i18n/widgetsText';

const fi: SharedTranslation = {
  common: {
    productName: 'Kenttäkyselyt',
    backToLogin: 'Takaisin kirjautumiseen',
    ok: 'OK',
    cancel: 'Peruuta',
    close: 'Sulje',
    opensInNewTab: '(avautuu uuteen välilehteen)',
    unexpectedError: 'Palvelimeen ei saatu yhteyttä. Tarkista yhteys ja yritä myöhemmin uudelleen.',
  },
  shell: {
    skipToContent: 'Siirry sisältöön',
    skipToFooter: 'Siirry alatunnisteeseen',
    language: 'Kieli',
    accessibilityDeclaration: 'Saavutettavuusseloste',
    documents: 'Asiakirjat',
    instruction: 'Käyttöohje (PDF)',
    privacyPolicy: 'Tietosuojaseloste (PDF)',
    mobileApp: 'Mobiilisovellus',
    menu: 'Valikko',
    changePassword: 'Vaihda salasana',
    logOut: 'Kirjaudu ulos',
    loading: 'Ladataan…',
    cookieBarLabel: 'Evästeilmoitus',
    cookieText:
      'Tämä sivusto käyttää toiminnalleen välttämättömiä evästeitä, esimerkiksi kirjautumisen säilyttämiseen. Jatkamalla sivuston käyttöä hyväksyt niiden käytön.',
    cookieAccept: 'Hyväksyn',
  },
  dialogs: {
    goBack: 'Palaa takaisin',
    goHome: 'Siirry etusivulle',
    reload: 'Lataa sivu uudelleen',
    loadErrorTitle: 'Virhe tietojen lataamisessa',
    loadErrorBody: 'Tietoja ei voitu ladata. Yritä uudelleen lataamalla sivu uudelleen.',
  },
  notFound: {
    title: 'Sivua ei löytynyt',
    message: 'Annettua sivua ei löytynyt.',
    goHome: 'Siirry etusivulle',
  },
  validation: {
    FIELD_REQUIRED: 'Tämä kenttä on pakollinen',
    ONLY_COMMA: 'Käytä desimaalierottimena pilkkua',
    VALUE_SHOULD_BE_NUMBER: 'Arvon tulee olla luku',
    VALUE_SHOULD_BE_INTEGER: 'Arvon tulee olla kokonaisluku',
    NO_THOUSANDS_SEPARATOR: 'Kirjoita luku ilman tuhaterottimia: {{plain}}',
    AMBIGUOUS_SEPARATOR:
      'On epäselvää, onko tämä kokonaisluku vai desimaaliluku: kirjoita {{whole}} tai {{decimal}}',
    TOO_MANY_DIGITS: 'Käytä enintään {{max}} numeroa',
    VALUE_BETWEEN: 'Arvon tulee olla välillä {{min}} - {{max}}',
    VALUE_GREATER_THAN: 'Arvon tulee olla suurempi kuin {{min}}',
    VALUE_LESS_THAN: 'Arvon tulee olla pienempi kuin {{max}}',
    INVALID_DATE_FORMAT: 'Virheellinen päivämäärän muoto (pp/kk/vvvv)',
    FUTURE_DATE: 'Tulevaa päivämäärää ei voi valita',
    TEXT_TOO_LONG: 'Teksti ylittää {{max}} merkin rajan',
    INSERT_CORRECT_LAT: 'Anna oikea leveysaste (-90–90)',
    INSERT_CORRECT_LNG: 'Anna oikea pituusaste (-180–180)',
    OUTSIDE_COUNTRY: 'Piste on Puolan rajojen ulkopuolella',
    UTM_FIELDS_REQUIRED: 'Itäkoordinaatti, pohjoiskoordinaatti, vyöhykkeen numero ja kirjain ovat pakollisia',
    UTM_OUTSIDE_COUNTRY: 'Annetut tiedot ovat Puolan rajojen ulkopuolella',
    OPTION_NOT_OFFERED: 'Tämä vaihtoehto ei ole käytettävissä',
    INVALID_EMAIL: 'Virheellinen sähköpostiosoite',
    EMAIL_UPPERCASE: 'Sähköpostiosoite on kirjoitettava pienillä kirjaimilla',
    INVALID_PASSWORD_STRUCTURE:
      'Virheellinen salasanan rakenne: vähintään 8 merkkiä, iso ja pieni kirjain, numero ja erikoismerkki, ei välilyöntejä',
    PASSWORDS_DIFFERENT: 'Salasanojen on oltava samat',
  },
  question: {
    title: 'Kysymys {{number}}',
  },
  studio: {
    appName: 'Kyselystudio',
    structureTitle: 'Kyselyn rakenne',
    emptyStructure: 'Yhtään kyselyn rakennetta ei ole vielä avattu.',
    adminOnlyTitle: 'Tämä osio on tarkoitettu ylläpitäjille',
    adminOnlyBody: 'Kirjaudu sisään ylläpitäjän tilillä muokataksesi kyselyjen rakenteita.',
    goToLogin: 'Siirry kirjautumiseen',
  },
  widgets: widgetsText.fi,
};

export default fi;
