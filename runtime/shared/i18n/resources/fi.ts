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
