import type { Translation } from './en';

const pl: Translation = {
  common: {
    productName: 'Ankiety terenowe',
    backToLogin: 'Powrót do logowania',
  },
  shell: {
    skipToContent: 'Przejdź do treści',
    skipToFooter: 'Przejdź do stopki',
    language: 'Język',
    accessibilityDeclaration: 'Deklaracja dostępności',
  },
  login: {
    title: 'Logowanie',
    email: 'E-mail',
    password: 'Hasło',
    emailRequired: 'E-mail jest wymagany',
    passwordRequired: 'Hasło jest wymagane',
    showPassword: 'Pokaż hasło',
    hidePassword: 'Ukryj hasło',
    show: 'Pokaż',
    hide: 'Ukryj',
    submit: 'Zaloguj się',
    submitting: 'Logowanie…',
    forgotPassword: 'Nie pamiętasz hasła?',
    register: 'Załóż konto',
    errorTitle: 'Błąd podczas logowania',
    errorBody: 'Sprawdź adres e-mail i hasło, a następnie spróbuj ponownie.',
  },
  registration: {
    title: 'Rejestracja',
  },
  forgotPassword: {
    title: 'Zapomniane hasło',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    message: 'Nie znaleziono podanej strony.',
    goHome: 'Przejdź do strony głównej',
  },
  studio: {
    appName: 'Studio ankiet',
    structureTitle: 'Struktura ankiety',
    emptyStructure: 'Nie otwarto jeszcze żadnej struktury ankiety.',
    adminOnlyTitle: 'Ta sekcja jest przeznaczona dla administratorów',
    adminOnlyBody: 'Zaloguj się na konto administratora, aby pracować nad strukturami ankiet.',
    goToLogin: 'Przejdź do logowania',
  },
};

export default pl;
