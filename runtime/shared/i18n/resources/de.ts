import type { Translation } from './en';

const de: Translation = {
  common: {
    productName: 'Feldfragebögen',
    backToLogin: 'Zurück zur Anmeldung',
  },
  shell: {
    skipToContent: 'Zum Inhalt springen',
    skipToFooter: 'Zur Fußzeile springen',
    language: 'Sprache',
    accessibilityDeclaration: 'Erklärung zur Barrierefreiheit',
  },
  login: {
    title: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    emailRequired: 'E-Mail ist erforderlich',
    passwordRequired: 'Passwort ist erforderlich',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    show: 'Anzeigen',
    hide: 'Verbergen',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    forgotPassword: 'Passwort vergessen?',
    register: 'Konto erstellen',
    errorTitle: 'Fehler bei der Anmeldung',
    errorBody: 'Prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort und versuchen Sie es erneut.',
  },
  registration: {
    title: 'Registrierung',
  },
  forgotPassword: {
    title: 'Passwort vergessen',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    message: 'Die angegebene Seite wurde nicht gefunden.',
    goHome: 'Zur Startseite',
  },
  studio: {
    appName: 'Fragebogen-Studio',
    structureTitle: 'Fragebogenstruktur',
    emptyStructure: 'Es ist noch keine Fragebogenstruktur geöffnet.',
    adminOnlyTitle: 'Dieser Bereich ist für Administratoren',
    adminOnlyBody: 'Melden Sie sich mit einem Administratorkonto an, um Fragebogenstrukturen zu bearbeiten.',
    goToLogin: 'Zur Anmeldung',
  },
};

export default de;
