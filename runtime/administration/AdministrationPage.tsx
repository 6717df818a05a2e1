import { Button, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, FormRegular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../shared/layout/usePageTitle';
import { ExpertAccessPanel } from '../units/experts/ExpertAccessPanel';
import { UserList } from '../users/list/UserList';

/** The questionnaire structures (the add-questionnaire screen in admin mode), inside this app. */
const STRUCTURES_PATH = '/add-questionnaire';

/** The questionnaire studio is a separate app on the same host, so it is reached by a plain link. */
export const STUDIO_PATH = '/studio/';

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

/** Administrator mode (tab -1): the user list, and the way into the questionnaire studio. */
export function AdministrationPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
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
      <ExpertAccessPanel showOwner />
      <UserList />
    </section>
  );
}
