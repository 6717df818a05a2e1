import type { SharedTranslation } from './en';
import { widgetsText } from '@widgets/i18n/widgetsText';

const pl: SharedTranslation = {
  common: {
    productName: 'Ankiety terenowe',
    backToLogin: 'Powrót do logowania',
    ok: 'OK',
    cancel: 'Anuluj',
    close: 'Zamknij',
    opensInNewTab: '(otwiera się w nowej karcie)',
    unexpectedError: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie później.',
  },
  shell: {
    skipToContent: 'Przejdź do treści',
    skipToFooter: 'Przejdź do stopki',
    language: 'Język',
    accessibilityDeclaration: 'Deklaracja dostępności',
    documents: 'Dokumenty',
    instruction: 'Instrukcja (PDF)',
    privacyPolicy: 'Polityka prywatności (PDF)',
    mobileApp: 'Aplikacja mobilna',
    menu: 'Menu',
    changePassword: 'Zmień hasło',
    logOut: 'Wyloguj się',
    loading: 'Wczytywanie…',
    cookieBarLabel: 'Informacja o plikach cookie',
    cookieText:
      'Ta strona używa plików cookie niezbędnych do jej działania, na przykład do utrzymania zalogowania. Korzystając z niej, zgadzasz się na ich użycie.',
    cookieAccept: 'Zgadzam się',
  },
  dialogs: {
    goBack: 'Wróć',
    goHome: 'Przejdź do strony głównej',
    reload: 'Odśwież stronę',
    loadErrorTitle: 'Błąd podczas pobierania danych',
    loadErrorBody: 'Nie udało się pobrać danych. Odśwież stronę, aby spróbować ponownie.',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    message: 'Nie znaleziono podanej strony.',
    goHome: 'Przejdź do strony głównej',
  },
  validation: {
    FIELD_REQUIRED: 'To pole jest wymagane',
    ONLY_COMMA: 'Użyj przecinka jako separatora dziesiętnego',
    VALUE_SHOULD_BE_NUMBER: 'Wartość powinna być liczbą',
    VALUE_SHOULD_BE_INTEGER: 'Wartość powinna być liczbą całkowitą',
    NO_THOUSANDS_SEPARATOR: 'Wpisz liczbę bez separatorów tysięcy: {{plain}}',
    AMBIGUOUS_SEPARATOR:
      'Nie wiadomo, czy to liczba całkowita, czy dziesiętna: wpisz {{whole}} lub {{decimal}}',
    TOO_MANY_DIGITS: 'Użyj najwyżej {{max}} cyfr',
    VALUE_BETWEEN: 'Wartość powinna mieścić się w przedziale {{min}} - {{max}}',
    VALUE_GREATER_THAN: 'Wartość powinna być większa niż {{min}}',
    VALUE_LESS_THAN: 'Wartość powinna być mniejsza niż {{max}}',
    INVALID_DATE_FORMAT: 'Nieprawidłowy format daty (dd/mm/rrrr)',
    FUTURE_DATE: 'Nie można wybrać daty z przyszłości',
    TEXT_TOO_LONG: 'Długość tekstu przekracza limit {{max}} znaków',
    INSERT_CORRECT_LAT: 'Wpisz poprawną szerokość geograficzną (od -90 do 90)',
    INSERT_CORRECT_LNG: 'Wpisz poprawną długość geograficzną (od -180 do 180)',
    OUTSIDE_COUNTRY: 'Punkt znajduje się poza granicami Polski',
    UTM_FIELDS_REQUIRED: 'Wymagane są: easting, northing, numer strefy i litera strefy',
    UTM_OUTSIDE_COUNTRY: 'Wprowadzone dane znajdują się poza granicami Polski',
    OPTION_NOT_OFFERED: 'Ta odpowiedź jest niedostępna',
    INVALID_EMAIL: 'Nieprawidłowy adres e-mail',
    EMAIL_UPPERCASE: 'Adres e-mail musi być zapisany małymi literami',
    INVALID_PASSWORD_STRUCTURE:
      'Nieprawidłowa struktura hasła: co najmniej 8 znaków, wielka i mała litera, cyfra i znak specjalny, bez spacji',
    PASSWORDS_DIFFERENT: 'Hasła muszą być identyczne',
  },
  question: {
    title: 'Pytanie {{number}}',
  },
  studio: {
    appName: 'Studio ankiet',
    structureTitle: 'Struktura ankiety',
    emptyStructure: 'Nie otwarto jeszcze żadnej struktury ankiety.',
    adminOnlyTitle: 'Ta sekcja jest przeznaczona dla administratorów',
    adminOnlyBody: 'Zaloguj się na konto administratora, aby pracować nad strukturami ankiet.',
    goToLogin: 'Przejdź do logowania',
  },
  widgets: widgetsText.pl,
};

export default pl;
