import type { SharedTranslation } from './en';
import { widgetsText } from '@widgets/i18n/widgetsText';

const it: SharedTranslation = {
  common: {
    productName: 'Questionari di campo',
    backToLogin: "Torna all'accesso",
    ok: 'OK',
    cancel: 'Annulla',
    close: 'Chiudi',
    opensInNewTab: '(si apre in una nuova scheda)',
    unexpectedError: 'Impossibile raggiungere il server. Controlla la connessione e riprova più tardi.',
  },
  shell: {
    skipToContent: 'Vai al contenuto',
    skipToFooter: 'Vai al piè di pagina',
    language: 'Lingua',
    accessibilityDeclaration: 'Dichiarazione di accessibilità',
    documents: 'Documenti',
    instruction: 'Istruzioni (PDF)',
    privacyPolicy: 'Informativa sulla privacy (PDF)',
    mobileApp: 'App mobile',
    menu: 'Menu',
    changePassword: 'Cambia password',
    logOut: 'Esci',
    loading: 'Caricamento…',
    cookieBarLabel: 'Avviso sui cookie',
    cookieText:
      "Questo sito usa cookie necessari al suo funzionamento, ad esempio per mantenere il tuo accesso. Continuando a usarlo ne accetti l'utilizzo.",
    cookieAccept: 'Accetto',
  },
  dialogs: {
    goBack: 'Torna indietro',
    goHome: 'Vai alla pagina iniziale',
    reload: 'Ricarica la pagina',
    loadErrorTitle: 'Errore durante il download dei dati',
    loadErrorBody: 'Non è stato possibile scaricare i dati. Ricarica la pagina per riprovare.',
  },
  notFound: {
    title: 'Pagina non trovata',
    message: 'La pagina richiesta non è stata trovata.',
    goHome: 'Vai alla pagina iniziale',
  },
  validation: {
    FIELD_REQUIRED: 'Questo campo è obbligatorio',
    ONLY_COMMA: 'Usa la virgola come separatore decimale',
    VALUE_SHOULD_BE_NUMBER: 'Il valore deve essere un numero',
    VALUE_SHOULD_BE_INTEGER: 'Il valore deve essere un numero intero',
    NO_THOUSANDS_SEPARATOR: 'Scrivi il numero senza separatori delle migliaia: {{plain}}',
    AMBIGUOUS_SEPARATOR:
      'Non è chiaro se si tratti di un numero intero o decimale: scrivi {{whole}} oppure {{decimal}}',
    TOO_MANY_DIGITS: 'Usa al massimo {{max}} cifre',
    VALUE_BETWEEN: 'Il valore deve essere compreso tra {{min}} - {{max}}',
    VALUE_GREATER_THAN: 'Il valore deve essere maggiore di {{min}}',
    VALUE_LESS_THAN: 'Il valore deve essere minore di {{max}}',
    INVALID_DATE_FORMAT: 'Formato data non valido (gg/mm/aaaa)',
    FUTURE_DATE: 'Non è possibile scegliere una data futura',
    TEXT_TOO_LONG: 'Il testo supera il limite di {{max}} caratteri',
    INSERT_CORRECT_LAT: 'Inserisci una latitudine corretta (da -90 a 90)',
    INSERT_CORRECT_LNG: 'Inserisci una longitudine corretta (da -180 a 180)',
    OUTSIDE_COUNTRY: 'Il punto è fuori dai confini della Polonia',
    UTM_FIELDS_REQUIRED: 'Est, nord, numero e lettera di zona sono tutti obbligatori',
    UTM_OUTSIDE_COUNTRY: 'I dati inseriti sono fuori dai confini della Polonia',
    OPTION_NOT_OFFERED: 'Questa opzione non è disponibile',
    INVALID_EMAIL: 'Indirizzo e-mail non valido',
    EMAIL_UPPERCASE: "L'indirizzo e-mail deve essere scritto in lettere minuscole",
    INVALID_PASSWORD_STRUCTURE:
      'Struttura della password non valida: almeno 8 caratteri con una lettera maiuscola e una minuscola, una cifra e un carattere speciale, senza spazi',
    PASSWORDS_DIFFERENT: 'Le password devono essere identiche',
  },
  question: {
    title: 'Domanda {{number}}',
  },
  studio: {
    appName: 'Studio dei questionari',
    structureTitle: 'Struttura del questionario',
    emptyStructure: 'Nessuna struttura di questionario è ancora aperta.',
    adminOnlyTitle: 'Questa area è riservata agli amministratori',
    adminOnlyBody: 'Accedi con un account amministratore per lavorare sulle strutture dei questionari.',
    goToLogin: "Vai all'accesso",
  },
  widgets: widgetsText.it,
};

export default it;
