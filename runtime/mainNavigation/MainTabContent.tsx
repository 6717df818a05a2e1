import { Button, Tab, TabList, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QuestionnaireList } from '../questionnaires/list/QuestionnaireList';
import { usePageTitle } from '../shared/layout/usePageTitle';
import { lazyPage } from '../shared/navigation/lazyPage';
import { UnitList } from '../units/list/UnitList';
import { ADD_UNIT_PATH } from '../units/unitPaths';
import { worksOnUnits } from '../units/unitRoles';
import type { MainTab } from './mainTabs';
import { isMainTab, mainTabPath } from './mainTabs';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface MainTabContentProps {
  tab: MainTab;
  /** The tabs the user's role sees. */
  tabs: readonly MainTab[];
  roleId: number;
}

// The export form is a chunk of its own, downloaded when its tab is first shown: only coordinators and
// experts have the tab, so the lists do not carry it.
const exportForm = lazyPage(
  () => import('../export/ExportForm'),
  (module) => module.ExportForm,
);

function TabPanelContent({ tab }: { tab: MainTab }) {
  if (tab === 'questionnaires') return <QuestionnaireList />;
  if (tab === 'units') return <UnitList />;
  return exportForm;
}

/**
 * The main area: the tab's heading, the tab list (the chosen tab lives in the address, so a reload
 * keeps it) and the tab's content; on the unit list, farmers and experts also get "New unit".
 */
export function MainTabContent({ tab, tabs, roleId }: MainTabContentProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const idPrefix = useId();
  const title = t(`mainNavigation.${tab}`);
  usePageTitle(title);
  const tabId = (value: MainTab) => `${idPrefix}-tab-${value}`;
  return (
    <section className={styles.page}>
      <div className={styles.bar}>
        <Title1 as="h1">{title}</Title1>
        {tab === 'units' && worksOnUnits(roleId) && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(ADD_UNIT_PATH)}>
            {t('mainNavigation.newUnit')}
          </Button>
        )}
      </div>
      <TabList
        selectedValue={tab}
        aria-label={t('mainNavigation.tabs')}
        onTabSelect={(_event, data) => {
          if (isMainTab(data.value)) void navigate(mainTabPath(data.value));
        }}
      >
        {tabs.map((value) => (
          <Tab key={value} value={value} id={tabId(value)} aria-controls={`${idPrefix}-panel`}>
            {t(`mainNavigation.${value}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={tabId(tab)} className={styles.panel}>
        <TabPanelContent key={tab} tab={tab} />
      </div>
    </section>
  );
}
