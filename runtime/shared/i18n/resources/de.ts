import type { Translation } from './en';
import { listsText } from './lists';
import { questionnairesText } from './questionnaires';
import { unitsText } from './units';
import { widgetsText } from '@widgets/i18n/widgetsText';
import { fillText } from './fill';
import { fillHelpText } from './fillHelp';
import { fillQuestionsText } from './fillQuestions';
import { usersText } from './users';

const de: Translation = {
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
    notActivatedTitle: 'Registrierung nicht bestätigt',
    notActivatedQuestion: 'Sollen wir Ihnen den Aktivierungslink noch einmal senden?',
    resendLink: 'Link erneut senden',
    resendSentTitle: 'E-Mail gesendet',
    resendSent:
      'Eine Aktivierungs-E-Mail wurde gesendet. Öffnen Sie den darin enthaltenen Link, um Ihr Konto zu aktivieren.',
    resendFailedTitle: 'Senden fehlgeschlagen',
    resendFailed:
      'Die Aktivierungs-E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  },
  registration: {
    title: 'Registrierung',
    email: 'E-Mail',
    emailChecking: 'Es wird geprüft, ob die Adresse frei ist…',
    emailTaken: 'Ein Konto mit dieser E-Mail-Adresse existiert bereits',
    locale: 'Sprache des Kontos',
    role: 'Rolle',
    rolePlaceholder: 'Rolle wählen',
    institutionType: 'Art der Institution',
    institutionTypePlaceholder: 'Art der Institution wählen',
    institution: 'Institution',
    institutionPlaceholder: 'Institution wählen',
    password: 'Passwort',
    submit: 'Registrieren',
    submitting: 'Registrierung läuft…',
    setupToken: 'Einrichtungstoken',
    setupTokenHint:
      'Es gibt noch keinen Hauptadministrator. Geben Sie das Einrichtungstoken aus dem Serverprotokoll ein, um Hauptadministrator zu werden; lassen Sie das Feld leer für ein gewöhnliches Konto.',
    errorTitle: 'Registrierung fehlgeschlagen',
    successTitle: 'Erfolgreich registriert',
    successBody:
      'Wir haben Ihnen eine E-Mail mit einem Aktivierungslink gesendet. Öffnen Sie ihn, um Ihr Konto zu aktivieren.',
  },
  forgotPassword: {
    title: 'Passwort vergessen',
    intro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen dann einen Link, mit dem Sie ein neues Passwort festlegen können.',
    email: 'E-Mail',
    submit: 'Link senden',
    submitting: 'Wird gesendet…',
    errorTitle: 'Fehler beim Zurücksetzen des Passworts',
    sentTitle: 'E-Mail gesendet',
    sentBody:
      'Falls ein Konto mit dieser Adresse existiert, haben wir einen Link zum Festlegen eines neuen Passworts an sie gesendet. Der Link ist eine Stunde gültig.',
  },
  password: {
    new: 'Neues Passwort',
    repeat: 'Passwort wiederholen',
    hint: 'Mindestens 8 Zeichen mit einem Groß- und einem Kleinbuchstaben, einer Ziffer und einem Sonderzeichen, ohne Leerzeichen.',
    confirmTitle: 'Passwort ändern?',
    confirmBody: 'Ihr bisheriges Passwort gilt dann nicht mehr.',
    confirm: 'Passwort ändern',
    changedTitle: 'Passwort geändert',
    changedBody: 'Ihr Passwort wurde geändert.',
  },
  resetPassword: {
    title: 'Neues Passwort festlegen',
    submit: 'Passwort festlegen',
    errorTitle: 'Fehler beim Zurücksetzen des Passworts',
  },
  changePassword: {
    title: 'Passwort ändern',
    current: 'Aktuelles Passwort',
    submit: 'Passwort ändern',
    errorTitle: 'Fehler beim Ändern des Passworts',
    wrongPassword: 'Prüfen Sie das aktuelle Passwort.',
  },
  activation: {
    title: 'Kontoaktivierung',
    intro: 'Aktivieren Sie Ihr Konto, um die Registrierung abzuschließen.',
    activate: 'Konto aktivieren',
    activating: 'Wird aktiviert…',
    completeTitle: 'Konto aktiviert',
    complete: 'Ihr Konto ist aktiv. Sie können sich jetzt anmelden.',
    awaitingTitle: 'E-Mail-Adresse bestätigt',
    awaiting:
      'Ihre E-Mail-Adresse ist bestätigt. Ein Administrator muss Ihr Konto noch freigeben; danach können Sie sich anmelden.',
    failedTitle: 'Aktivierung fehlgeschlagen',
    goToMain: 'Zur Hauptseite',
  },
  terms: {
    title: 'Datenschutz',
    body: 'Wir verarbeiten Ihre E-Mail-Adresse, Ihre Rolle und Ihre Institution, um Ihr Konto und die von Ihnen ausgefüllten Fragebögen zu führen. Bitte lesen Sie die Datenschutzerklärung und bestätigen Sie, dass Sie diese Bedingungen akzeptieren, bevor Sie fortfahren.',
    privacyPolicyLink: 'Datenschutzerklärung lesen (PDF, öffnet in einem neuen Tab)',
    checkbox: 'Ich habe die Datenschutzerklärung gelesen und akzeptiere die Datenschutzbedingungen',
    confirm: 'Bestätigen',
  },
  dialogs: {
    goBack: 'Zurück',
    goHome: 'Zur Startseite',
    reload: 'Seite neu laden',
    loadErrorTitle: 'Fehler beim Herunterladen der Daten',
    loadErrorBody:
      'Die Daten konnten nicht heruntergeladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  },
  administration: {
    title: 'Verwaltung',
  },
  mainNavigation: {
    questionnaires: 'Fragebögen',
    units: 'Einheiten',
    export: 'Datenexport',
    tabs: 'Hauptbereiche',
    newUnit: 'Neue Einheit',
    exportNotAvailable: 'Das Formular für den Datenexport ist noch nicht verfügbar.',
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
  lists: listsText.de,
  units: unitsText.de,
  questionnaires: questionnairesText.de,
  users: usersText.de,
  fill: fillText.de,
  fillQuestions: fillQuestionsText.de,
  fillHelp: fillHelpText.de,
  widgets: widgetsText.de,
};

export default de;
