import { accessText } from '../access/accessText';
import { administrationText } from '../administration/administrationText';
import { fillText } from '../fill/fillText';
import { fillQuestionsText } from '../fill/fillQuestionsText';
import { fillHelpText } from '../fill/help/fillHelpText';
import { mainNavigationText } from '../mainNavigation/mainNavigationText';
import { questionnairesText } from '../questionnaires/questionnairesText';
import type { LanguageCode } from '../shared/i18n/languages';
import { listsText } from '../shared/lists/listsText';
import { sharedTranslations } from '../shared/i18n/resources';
import { unitsText } from '../units/unitsText';
import { usersText } from '../users/usersText';

/** The runtime's texts in one language: those both apps use, and each feature's own beside them. */
function runtimeTexts(code: LanguageCode) {
  return {
    ...sharedTranslations[code],
    ...accessText[code],
    administration: administrationText[code],
    mainNavigation: mainNavigationText[code],
    lists: listsText[code],
    units: unitsText[code],
    questionnaires: questionnairesText[code],
    users: usersText[code],
    fill: fillText[code],
    fillQuestions: fillQuestionsText[code],
    fillHelp: fillHelpText[code],
  };
}

/** Every key of the runtime, typed from the English texts of each part. */
export type Translation = ReturnType<typeof runtimeTexts>;

/** Bundled with the runtime: six small files cost less than a round trip before the first paint. */
export const translations: Record<LanguageCode, Translation> = {
  en: runtimeTexts('en'),
  pl: runtimeTexts('pl'),
  de: runtimeTexts('de'),
  fi: runtimeTexts('fi'),
  it: runtimeTexts('it'),
  nl: runtimeTexts('nl'),
};
