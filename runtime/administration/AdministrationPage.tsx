import { Button, Spinner, Tab, TabList, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, FormRegular } from '@fluentui/react-icons';
import { Suspense, lazy, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../shared/layout/usePageTitle';
import { ExpertAccessPanel } from '../units/experts/ExpertAccessPanel';
import { UserList } from '../users/list/UserList';

// The security log is read rarely: its chunk loads when its tab is opened, not with the users list.
const AuditLog = lazy(() => import('./audit/AuditLog').then((module) => ({ default: module.AuditLog })));

/** The questionnaire structures (the add-questionnaire screen in admin mode), inside this app. */
const STRUCTURES_PATH = '/add-questionnaire';

/** The questionnaire studio is a separate app on the same host, so it is reached by a plain link. */
export const STUDIO_PATH = '/studio/';

/** The page's sections: the users (the default) and the security log (`?section=audit`). */
type Section = 'users' | 'audit';
const SECTION_PARAM = 'section';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

/**
 * Administrator mode (tab -1): the users (unit access requests and the user list) and the security
 * log, one at a time under tabs kept in the address, and the way into the questionnaire studio.
 */
export function AdministrationPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const section: Section = searchParams.get(SECTION_PARAM) === 'audit' ? 'audit' : 'users';
  const showSection = (next: Section) =>
    setSearchParams(next === 'users' ? {} : { [SECTION_PARAM]: next }, { replace: true });
  usePageTitle(t('administration.title'));
  const openStructures = (event: MouseEvent) => {
    event.preventDefault();
    void navigate(STRUCTURES_PATH);
  };
  return (
    <section className={styles.page}>
      <div className={styles.heading}>
        <Title1 as="h1">{t('administration.title')}</Title1>
        <div className={styles.actions}>
          <Button as="a" href={STRUCTURES_PATH} icon={<FormRegular />} onClick={openStructures}>
            {t('fill.admin.structuresTitle')}
          </Button>
          <Button as="a" href={STUDIO_PATH} appearance="primary" icon={<EditRegular />}>
            {t('users.editQuestionnaire')}
          </Button>
        </div>
      </div>
      <TabList
        selectedValue={section}
        onTabSelect={(_event, data) => showSection(data.value === 'audit' ? 'audit' : 'users')}
      >
        <Tab value="users">{t('administration.section.users')}</Tab>
        <Tab value="audit">{t('administration.section.audit')}</Tab>
      </TabList>
      {section === 'users' ? (
        <>
          <ExpertAccessPanel showOwner />
          <UserList />
        </>
      ) : (
        <Suspense fallback={<Spinner size="small" label={t('shell.loading')} />}>
          <AuditLog />
        </Suspense>
      )}
    </section>
  );
}
