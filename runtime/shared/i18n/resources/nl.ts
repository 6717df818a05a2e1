import type { Translation } from './en';

const nl: Translation = {
  common: {
    productName: 'Veldvragenlijsten',
    backToLogin: 'Terug naar inloggen',
  },
  shell: {
    skipToContent: 'Naar de inhoud',
    skipToFooter: 'Naar de voettekst',
    language: 'Taal',
    accessibilityDeclaration: 'Toegankelijkheidsverklaring',
  },
  login: {
    title: 'Inloggen',
    email: 'E-mail',
    password: 'Wachtwoord',
    emailRequired: 'E-mail is verplicht',
    passwordRequired: 'Wachtwoord is verplicht',
    showPassword: 'Wachtwoord tonen',
    hidePassword: 'Wachtwoord verbergen',
    show: 'Tonen',
    hide: 'Verbergen',
    submit: 'Inloggen',
    submitting: 'Bezig met inloggen…',
    forgotPassword: 'Wachtwoord vergeten?',
    register: 'Account aanmaken',
    errorTitle: 'Fout bij het inloggen',
    errorBody: 'Controleer uw e-mailadres en wachtwoord en probeer het opnieuw.',
  },
  registration: {
    title: 'Registratie',
  },
  forgotPassword: {
    title: 'Wachtwoord vergeten',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    message: 'De opgegeven pagina is niet gevonden.',
    goHome: 'Naar de startpagina',
  },
  studio: {
    appName: 'Vragenlijststudio',
    structureTitle: 'Structuur van de vragenlijst',
    emptyStructure: 'Er is nog geen vragenlijststructuur geopend.',
    adminOnlyTitle: 'Dit gedeelte is voor beheerders',
    adminOnlyBody: 'Log in met een beheerdersaccount om aan vragenlijststructuren te werken.',
    goToLogin: 'Naar inloggen',
  },
};

export default nl;
