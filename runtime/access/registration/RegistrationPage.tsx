import { Title1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shared/layout/usePageTitle';
import { RouterLink } from '../shared/navigation/RouterLink';
import { useAccessPageStyles } from './useAccessPageStyles';

// The registration form itself arrives with the accounts issue; the route exists so links resolve.
export function RegistrationPage() {
  const { t } = useTranslation();
  const styles = useAccessPageStyles();
  usePageTitle(t('registration.title'));
  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('registration.title')}</Title1>
      <RouterLink to="/">{t('common.backToLogin')}</RouterLink>
    </section>
  );
}
