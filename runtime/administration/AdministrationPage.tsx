import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shared/layout/usePageTitle';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

// The user list arrives with the administration issue; this is where administrators land after login.
export function AdministrationPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  usePageTitle(t('administration.title'));
  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('administration.title')}</Title1>
    </section>
  );
}
