import { widgetsText } from '@widgets/i18n/widgetsText';

// The texts both apps use (the runtime's features keep their own beside them). English is the
// reference language: every other resource file must have exactly these keys.
const en = {
  common: {
    productName: 'Field questionnaires',
    backToLogin: 'Back to login',
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    opensInNewTab: '(opens in a new tab)',
    unexpectedError: 'The server could not be reached. Check your connection and try again later.',
  },
  shell: {
    skipToContent: 'Skip to content',
    skipToFooter: 'Skip to footer',
    language: 'Language',
    accessibilityDeclaration: 'Accessibility declaration',
    documents: 'Documents',
    instruction: 'Instruction (PDF)',
    privacyPolicy: 'Privacy policy (PDF)',
    mobileApp: 'Mobile app',
    menu: 'Menu',
    changePassword: 'Change password',
    logOut: 'Log out',
    loading: 'Loading…',
    cookieBarLabel: 'Cookie notice',
    cookieText:
      'This website uses cookies that it needs to work, for example to keep you logged in. By continuing to use it you agree to them.',
    cookieAccept: 'I agree',
  },
  dialogs: {
    goBack: 'Go back',
    goHome: 'Go to the home page',
    reload: 'Reload the page',
    loadErrorTitle: 'Error while downloading data',
    loadErrorBody: 'The data could not be downloaded. Reload the page to try again.',
  },
  notFound: {
    title: 'Page not found',
    message: 'The given page was not found.',
    goHome: 'Go to the home page',
  },
  validation: {
    FIELD_REQUIRED: 'This field is required',
    ONLY_COMMA: 'Use a comma as the decimal separator',
    VALUE_SHOULD_BE_NUMBER: 'The value should be a number',
    VALUE_SHOULD_BE_INTEGER: 'The value should be a whole number',
    NO_THOUSANDS_SEPARATOR: 'Type the number without thousands separators: {{plain}}',
    AMBIGUOUS_SEPARATOR:
      'It is unclear whether this is a whole number or a decimal: type {{whole}} or {{decimal}}',
    TOO_MANY_DIGITS: 'Use at most {{max}} digits',
    VALUE_BETWEEN: 'The value should be between {{min}} - {{max}}',
    VALUE_GREATER_THAN: 'The value should be greater than {{min}}',
    VALUE_LESS_THAN: 'The value should be less than {{max}}',
    INVALID_DATE_FORMAT: 'Invalid date format (dd/mm/yyyy)',
    FUTURE_DATE: 'A future date cannot be chosen',
    TEXT_TOO_LONG: 'The text exceeds the limit of {{max}} characters',
    INSERT_CORRECT_LAT: 'Enter a correct latitude (from -90 to 90)',
    INSERT_CORRECT_LNG: 'Enter a correct longitude (from -180 to 180)',
    OUTSIDE_COUNTRY: 'The point is outside the borders of Poland',
    UTM_FIELDS_REQUIRED: 'Easting, northing, zone number and zone letter are all required',
    UTM_OUTSIDE_COUNTRY: 'The entered data is outside the borders of Poland',
    OPTION_NOT_OFFERED: 'This option is not available',
    INVALID_EMAIL: 'Invalid e-mail address',
    EMAIL_UPPERCASE: 'The e-mail address must be written in small letters',
    INVALID_PASSWORD_STRUCTURE:
      'Invalid password structure: at least 8 characters with an upper-case and a lower-case letter, a digit and a special character, without spaces',
    PASSWORDS_DIFFERENT: 'The passwords must be identical',
  },
  question: {
    title: 'Question {{number}}',
  },
  studio: {
    appName: 'Questionnaire studio',
    structureTitle: 'Questionnaire structure',
    emptyStructure: 'No questionnaire structure is open yet.',
    adminOnlyTitle: 'This area is for administrators',
    adminOnlyBody: 'Log in with an administrator account to work on questionnaire structures.',
    goToLogin: 'Go to login',
  },
  widgets: widgetsText.en,
};

export type SharedTranslation = typeof en;

export default en;
