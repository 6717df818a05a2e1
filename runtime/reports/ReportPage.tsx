import { Navigate } from 'react-router-dom';
import { mainTabPath } from '../mainNavigation/mainTabs';
import { readOpenedQuestionnaire } from '../shared/questionnaire/openedQuestionnaire';
import { ReportScreen } from './screen/ReportScreen';

/**
 * `/reports/theme?formDicId=…`: the reports of the questionnaire remembered in the session (as the fill
 * screen reads it). With nothing opened it returns to the questionnaire list.
 */
export function ReportPage() {
  const opened = readOpenedQuestionnaire();
  if (!opened) return <Navigate to={mainTabPath('questionnaires')} replace />;
  return <ReportScreen key={opened.questionnaireId} opened={opened} />;
}
