import { Navigate, useParams } from 'react-router-dom';
import { MainTabContent } from './MainTabContent';
import { DEFAULT_MAIN_TAB, isMainTab, mainTabPath } from './mainTabs';

/** `/main-navigation/:tab`; an unknown tab is replaced by the questionnaire list. */
export function MainNavigationPage() {
  const { tab } = useParams();
  if (!isMainTab(tab)) return <Navigate to={mainTabPath(DEFAULT_MAIN_TAB)} replace />;
  return <MainTabContent tab={tab} />;
}
