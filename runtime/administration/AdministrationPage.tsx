import { Button, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shared/layout/usePageTitle';
import { ExpertAccessPanel } from '../units/experts/ExpertAccessPanel';
import { UserList } from '../users/list/UserList';

/** The questionnaire studio is a separate app on the same host, so it is reached by a plain link. */
export const STUDIO_PATH = '/studio/';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

/** Administrator mode (tab -1): the user list, and the way into the questionnaire studio. */
export function AdministrationPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  usePageTitle(t('administration.title'));
  return (
    <section className={styles.page}>
      <div className={styles.heading}>
        <Title1 as="h1">{t('administration.title')}</Title1>
        <Button as="a" href={STUDIO_PATH} appearance="primary" icon={<EditRegular />}>
          {t('users.editQuestionnaire')}
        </Button>
      </div>
      <ExpertAccessPanel showOwner />
      <UserList />
    </section>
  );
}
