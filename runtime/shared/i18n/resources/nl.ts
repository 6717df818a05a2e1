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
  validation: {
    FIELD_REQUIRED: 'Dit veld is verplicht',
    ONLY_COMMA: 'Gebruik een komma als decimaalteken',
    VALUE_SHOULD_BE_NUMBER: 'De waarde moet een getal zijn',
    VALUE_SHOULD_BE_INTEGER: 'De waarde moet een geheel getal zijn',
    VALUE_BETWEEN: 'De waarde moet tussen {{min}} - {{max}} liggen',
    VALUE_GREATER_THAN: 'De waarde moet groter zijn dan {{min}}',
    VALUE_LESS_THAN: 'De waarde moet kleiner zijn dan {{max}}',
    INVALID_DATE_FORMAT: 'Ongeldige datumnotatie (dd/mm/jjjj)',
    FUTURE_DATE: 'Een datum in de toekomst kan niet worden gekozen',
    TEXT_TOO_LONG: 'De tekst overschrijdt de limiet van {{max}} tekens',
    INSERT_CORRECT_LAT: 'Voer een juiste breedtegraad in (van -90 tot 90)',
    INSERT_CORRECT_LNG: 'Voer een juiste lengtegraad in (van -180 tot 180)',
    OUTSIDE_COUNTRY: 'Het punt ligt buiten de grenzen van Polen',
    UTM_FIELDS_REQUIRED: 'Oostwaarde, noordwaarde, zonenummer en zoneletter zijn allemaal verplicht',
    UTM_OUTSIDE_COUNTRY: 'De ingevoerde gegevens liggen buiten de grenzen van Polen',
    OPTION_NOT_OFFERED: 'Deze optie is niet beschikbaar',
    INVALID_EMAIL: 'Ongeldig e-mailadres',
    EMAIL_UPPERCASE: 'Het e-mailadres moet in kleine letters worden geschreven',
    INVALID_PASSWORD_STRUCTURE:
      'Ongeldige wachtwoordstructuur: minstens 8 tekens met een hoofdletter en een kleine letter, een cijfer en een speciaal teken, zonder spaties',
    PASSWORDS_DIFFERENT: 'De wachtwoorden moeten identiek zijn',
  },
  question: {
    title: 'Vraag {{number}}',
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
