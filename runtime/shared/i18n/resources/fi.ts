import type { Translation } from './en';

const fi: Translation = {
  common: {
    productName: 'Maastokyselyt',
    backToLogin: 'Takaisin kirjautumiseen',
  },
  shell: {
    skipToContent: 'Siirry sisältöön',
    skipToFooter: 'Siirry alatunnisteeseen',
    language: 'Kieli',
    accessibilityDeclaration: 'Saavutettavuusseloste',
  },
  login: {
    title: 'Kirjaudu sisään',
    email: 'Sähköposti',
    password: 'Salasana',
    emailRequired: 'Sähköposti on pakollinen',
    passwordRequired: 'Salasana on pakollinen',
    showPassword: 'Näytä salasana',
    hidePassword: 'Piilota salasana',
    show: 'Näytä',
    hide: 'Piilota',
    submit: 'Kirjaudu sisään',
    submitting: 'Kirjaudutaan…',
    forgotPassword: 'Unohditko salasanasi?',
    register: 'Luo tili',
    errorTitle: 'Virhe kirjautumisessa',
    errorBody: 'Tarkista sähköpostiosoite ja salasana ja yritä uudelleen.',
  },
  registration: {
    title: 'Rekisteröityminen',
  },
  forgotPassword: {
    title: 'Unohtunut salasana',
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
};

export default fi;
