import { Navigate, useParams } from 'react-router-dom';
import { ADMINISTRATION_PATH } from '../access/homePath';
import { useSessionUser } from '../shared/session/useSessionUser';
import { MainTabContent } from './MainTabContent';
import { DEFAULT_MAIN_TAB, isMainTab, mainTabPath, mainTabsFor } from './mainTabs';

/**
 * `/main-navigation/:tab`. Administrators work in administrator mode (the user list); for everybody
 * else an unknown tab, or one their role does not see, is replaced by the questionnaire list.
 */
export function MainNavigationPage() {
  const { tab } = useParams();
  const user = useSessionUser();
  const tabs = mainTabsFor(user.roleDicId);
  if (tabs.length === 0) return <Navigate to={ADMINISTRATION_PATH} replace />;
  if (!isMainTab(tab) || !tabs.includes(tab)) return <Navigate to={mainTabPath(DEFAULT_MAIN_TAB)} replace />;
  return <MainTabContent tab={tab} tabs={tabs} roleId={user.roleDicId} />;
}
