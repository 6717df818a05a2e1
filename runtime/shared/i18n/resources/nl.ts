import type { SharedTranslation } from './en';
import { widgetsText } from '@widgets/i18n/widgetsText';

const nl: SharedTranslation = {
  common: {
    productName: 'Veldvragenlijsten',
    backToLogin: 'Terug naar inloggen',
    ok: 'OK',
    cancel: 'Annuleren',
    close: 'Sluiten',
    opensInNewTab: '(opent in een nieuw tabblad)',
    unexpectedError: 'De server is niet bereikbaar. Controleer uw verbinding en probeer het later opnieuw.',
  },
  shell: {
    skipToContent: 'Naar de inhoud',
    skipToFooter: 'Naar de voettekst',
    language: 'Taal',
    accessibilityDeclaration: 'Toegankelijkheidsverklaring',
    documents: 'Documenten',
    instruction: 'Handleiding (PDF)',
    privacyPolicy: 'Privacybeleid (PDF)',
    mobileApp: 'Mobiele app',
    menu: 'Menu',
    changePassword: 'Wachtwoord wijzigen',
    logOut: 'Uitloggen',
    loading: 'Laden…',
    cookieBarLabel: 'Cookiemelding',
    cookieText:
      'Deze website gebruikt cookies die nodig zijn om te werken, bijvoorbeeld om u ingelogd te houden. Door de website te blijven gebruiken, gaat u hiermee akkoord.',
    cookieAccept: 'Akkoord',
  },
  dialogs: {
    goBack: 'Ga terug',
    goHome: 'Naar de startpagina',
    reload: 'Pagina opnieuw laden',
    loadErrorTitle: 'Fout bij het downloaden van gegevens',
    loadErrorBody:
      'De gegevens konden niet worden gedownload. Laad de pagina opnieuw om het nog eens te proberen.',
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
    NO_THOUSANDS_SEPARATOR: 'Typ het getal zonder scheidingstekens voor duizendtallen: {{plain}}',
    AMBIGUOUS_SEPARATOR:
      'Het is onduidelijk of dit een geheel getal of een decimaal getal is: typ {{whole}} of {{decimal}}',
    TOO_MANY_DIGITS: 'Gebruik maximaal {{max}} cijfers',
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
  widgets: widgetsText.nl,
};

export default nl;
