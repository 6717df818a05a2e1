import type { SharedTranslation } from './en';
import { widgetsText } from '@widgets/i18n/widgetsText';

const de: SharedTranslation = {
  common: {
    productName: 'Feldfragebögen',
    backToLogin: 'Zurück zur Anmeldung',
    ok: 'OK',
    cancel: 'Abbrechen',
    close: 'Schließen',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    unexpectedError:
      'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es später erneut.',
  },
  shell: {
    skipToContent: 'Zum Inhalt springen',
    skipToFooter: 'Zur Fußzeile springen',
    language: 'Sprache',
    accessibilityDeclaration: 'Erklärung zur Barrierefreiheit',
    documents: 'Dokumente',
    instruction: 'Anleitung (PDF)',
    privacyPolicy: 'Datenschutzerklärung (PDF)',
    mobileApp: 'Mobile App',
    menu: 'Menü',
    changePassword: 'Passwort ändern',
    logOut: 'Abmelden',
    loading: 'Wird geladen…',
    cookieBarLabel: 'Cookie-Hinweis',
    cookieText:
      'Diese Website verwendet Cookies, die für ihren Betrieb nötig sind, zum Beispiel um Sie angemeldet zu halten. Wenn Sie sie weiter nutzen, stimmen Sie ihrer Verwendung zu.',
    cookieAccept: 'Einverstanden',
  },
  dialogs: {
    goBack: 'Zurück',
    goHome: 'Zur Startseite',
    reload: 'Seite neu laden',
    loadErrorTitle: 'Fehler beim Herunterladen der Daten',
    loadErrorBody:
      'Die Daten konnten nicht heruntergeladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    message: 'Die angegebene Seite wurde nicht gefunden.',
    goHome: 'Zur Startseite',
  },
  validation: {
    FIELD_REQUIRED: 'Dieses Feld ist erforderlich',
    ONLY_COMMA: 'Verwenden Sie ein Komma als Dezimaltrennzeichen',
    VALUE_SHOULD_BE_NUMBER: 'Der Wert muss eine Zahl sein',
    VALUE_SHOULD_BE_INTEGER: 'Der Wert muss eine ganze Zahl sein',
    NO_THOUSANDS_SEPARATOR: 'Geben Sie die Zahl ohne Tausendertrennzeichen ein: {{plain}}',
    AMBIGUOUS_SEPARATOR:
      'Unklar, ob dies eine ganze Zahl oder eine Dezimalzahl ist: Geben Sie {{whole}} oder {{decimal}} ein',
    TOO_MANY_DIGITS: 'Verwenden Sie höchstens {{max}} Ziffern',
    VALUE_BETWEEN: 'Der Wert muss zwischen {{min}} - {{max}} liegen',
    VALUE_GREATER_THAN: 'Der Wert muss größer als {{min}} sein',
    VALUE_LESS_THAN: 'Der Wert muss kleiner als {{max}} sein',
    INVALID_DATE_FORMAT: 'Ungültiges Datumsformat (TT/MM/JJJJ)',
    FUTURE_DATE: 'Ein zukünftiges Datum kann nicht gewählt werden',
    TEXT_TOO_LONG: 'Der Text überschreitet die Grenze von {{max}} Zeichen',
    INSERT_CORRECT_LAT: 'Geben Sie eine gültige Breite ein (von -90 bis 90)',
    INSERT_CORRECT_LNG: 'Geben Sie eine gültige Länge ein (von -180 bis 180)',
    OUTSIDE_COUNTRY: 'Der Punkt liegt außerhalb der Grenzen Polens',
    UTM_FIELDS_REQUIRED: 'Rechtswert, Hochwert, Zonennummer und Zonenbuchstabe sind erforderlich',
    UTM_OUTSIDE_COUNTRY: 'Die eingegebenen Daten liegen außerhalb der Grenzen Polens',
    OPTION_NOT_OFFERED: 'Diese Antwort ist nicht verfügbar',
    INVALID_EMAIL: 'Ungültige E-Mail-Adresse',
    EMAIL_UPPERCASE: 'Die E-Mail-Adresse muss in Kleinbuchstaben geschrieben sein',
    INVALID_PASSWORD_STRUCTURE:
      'Ungültige Passwortstruktur: mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen, ohne Leerzeichen',
    PASSWORDS_DIFFERENT: 'Die Passwörter müssen identisch sein',
  },
  question: {
    title: 'Frage {{number}}',
  },
  studio: {
    appName: 'Fragebogen-Studio',
    structureTitle: 'Fragebogenstruktur',
    emptyStructure: 'Es ist noch keine Fragebogenstruktur geöffnet.',
    adminOnlyTitle: 'Dieser Bereich ist für Administratoren',
    adminOnlyBody: 'Melden Sie sich mit einem Administratorkonto an, um Fragebogenstrukturen zu bearbeiten.',
    goToLogin: 'Zur Anmeldung',
  },
  widgets: widgetsText.de,
};

export default de;
