import accessEn from '../access/locales/en/access.json';
import administrationEn from '../administration/locales/en/administration.json';
import exportEn from '../export/locales/en/export.json';
import fillHelpEn from '../fill/help/locales/en/fillHelp.json';
import fillEn from '../fill/locales/en/fill.json';
import fillQuestionsEn from '../fill/locales/en/fillQuestions.json';
import mainNavigationEn from '../mainNavigation/locales/en/mainNavigation.json';
import questionnairesEn from '../questionnaires/locales/en/questionnaires.json';
import reportsEn from '../reports/locales/en/reports.json';
import { englishSharedTexts } from '../shared/i18n/sharedTexts';
import type { SharedTranslation } from '../shared/i18n/sharedTexts';
import listsEn from '../shared/lists/locales/en/lists.json';
import unitsEn from '../units/locales/en/units.json';
import usersEn from '../users/locales/en/users.json';

/** The runtime's texts in one language, one part per namespace file (the shared ones already joined). */
export interface RuntimeTextParts {
  shared: SharedTranslation;
  access: typeof accessEn;
  administration: typeof administrationEn;
  mainNavigation: typeof mainNavigationEn;
  lists: typeof listsEn;
  units: typeof unitsEn;
  questionnaires: typeof questionnairesEn;
  users: typeof usersEn;
  fill: typeof fillEn;
  fillQuestions: typeof fillQuestionsEn;
  fillHelp: typeof fillHelpEn;
  reports: typeof reportsEn;
  export: typeof exportEn;
}

/**
 * The runtime's texts in one language as one i18next `translation` namespace: those both apps use and
 * the access screens' at the top (t('login.title')), each other feature's under its name (t('units.title')).
 */
export function runtimeTexts(parts: RuntimeTextParts) {
  return {
    ...parts.shared,
    ...parts.access,
    administration: parts.administration,
    mainNavigation: parts.mainNavigation,
    lists: parts.lists,
    units: parts.units,
    questionnaires: parts.questionnaires,
    users: parts.users,
    fill: parts.fill,
    fillQuestions: parts.fillQuestions,
    fillHelp: parts.fillHelp,
    reports: parts.reports,
    export: parts.export,
  };
}

/** Every key of the runtime, typed from the English files (the reference language). */
export type Translation = ReturnType<typeof runtimeTexts>;

/** English is bundled: it is the fallback, so it must be there before anything else is loaded. */
export const englishTexts: Translation = runtimeTexts({
  shared: englishSharedTexts,
  access: accessEn,
  administration: administrationEn,
  mainNavigation: mainNavigationEn,
  lists: listsEn,
  units: unitsEn,
  questionnaires: questionnairesEn,
  users: usersEn,
  fill: fillEn,
  fillQuestions: fillQuestionsEn,
  fillHelp: fillHelpEn,
  reports: reportsEn,
  export: exportEn,
});
