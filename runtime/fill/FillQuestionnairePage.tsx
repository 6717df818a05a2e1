import { Navigate } from 'react-router-dom';
import { mainTabPath } from '../mainNavigation/mainTabs';
import { readOpenedQuestionnaire } from '../shared/questionnaire/openedQuestionnaire';
import { FillScreen } from './FillScreen';

/**
 * `/fill-questionnaire`: fills in the questionnaire remembered in the session (Show, Edit, review or
 * just added). With nothing opened it returns to the questionnaire list.
 */
export function FillQuestionnairePage() {
  const opened = readOpenedQuestionnaire();
  if (!opened) return <Navigate to={mainTabPath('questionnaires')} replace />;
  return <FillScreen key={opened.questionnaireId} opened={opened} />;
}
