import type { Translation } from './en';

const it: Translation = {
  common: {
    productName: 'Questionari sul campo',
    backToLogin: "Torna all'accesso",
  },
  shell: {
    skipToContent: 'Vai al contenuto',
    skipToFooter: 'Vai al piè di pagina',
    language: 'Lingua',
    accessibilityDeclaration: 'Dichiarazione di accessibilità',
  },
  login: {
    title: 'Accedi',
    email: 'E-mail',
    password: 'Password',
    emailRequired: "L'e-mail è obbligatoria",
    passwordRequired: 'La password è obbligatoria',
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    show: 'Mostra',
    hide: 'Nascondi',
    submit: 'Accedi',
    submitting: 'Accesso in corso…',
    forgotPassword: 'Password dimenticata?',
    register: 'Crea un account',
    errorTitle: "Errore durante l'accesso",
    errorBody: "Controlla l'indirizzo e-mail e la password e riprova.",
  },
  registration: {
    title: 'Registrazione',
  },
  forgotPassword: {
    title: 'Password dimenticata',
  },
  notFound: {
    title: 'Pagina non trovata',
    message: 'La pagina richiesta non è stata trovata.',
    goHome: 'Vai alla pagina iniziale',
  },
  studio: {
    appName: 'Studio dei questionari',
    structureTitle: 'Struttura del questionario',
    emptyStructure: 'Nessuna struttura di questionario è ancora aperta.',
    adminOnlyTitle: 'Questa area è riservata agli amministratori',
    adminOnlyBody: 'Accedi con un account amministratore per lavorare sulle strutture dei questionari.',
    goToLogin: "Vai all'accesso",
  },
};

export default it;
