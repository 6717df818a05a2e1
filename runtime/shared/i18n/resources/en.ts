// English is the reference language: every other resource file must have exactly these keys.
const en = {
  common: {
    productName: 'Field questionnaires',
    backToLogin: 'Back to login',
  },
  shell: {
    skipToContent: 'Skip to content',
    skipToFooter: 'Skip to footer',
    language: 'Language',
    accessibilityDeclaration: 'Accessibility declaration',
  },
  login: {
    title: 'Log in',
    email: 'E-mail',
    password: 'Password',
    emailRequired: 'E-mail is required',
    passwordRequired: 'Password is required',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    show: 'Show',
    hide: 'Hide',
    submit: 'Log in',
    submitting: 'Logging in…',
    forgotPassword: 'Forgot your password?',
    register: 'Create an account',
    errorTitle: 'Error while logging in',
    errorBody: 'Check your e-mail and password and try again.',
  },
  registration: {
    title: 'Registration',
  },
  forgotPassword: {
    title: 'Forgot password',
  },
  notFound: {
    title: 'Page not found',
    message: 'The given page was not found.',
    goHome: 'Go to the home page',
  },
  studio: {
    appName: 'Questionnaire studio',
    structureTitle: 'Questionnaire structure',
    emptyStructure: 'No questionnaire structure is open yet.',
    adminOnlyTitle: 'This area is for administrators',
    adminOnlyBody: 'Log in with an administrator account to work on questionnaire structures.',
    goToLogin: 'Go to login',
  },
};

export type Translation = typeof en;

export default en;
