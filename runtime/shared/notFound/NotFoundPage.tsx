import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layout/usePageTitle';
import { RouterLink } from '../navigation/RouterLink';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function NotFoundPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  usePageTitle(t('notFound.title'));
  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('notFound.title')}</Title1>
      <Body1 as="p" block>
        {t('notFound.message')}
      </Body1>
      <RouterLink to="/">{t('notFound.goHome')}</RouterLink>
    </section>
  );
}
