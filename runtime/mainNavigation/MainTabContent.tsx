import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shared/layout/usePageTitle';
import type { MainTab } from './mainTabs';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

// The lists themselves arrive with the lists issue; until then the heading names the tab the user is on.
export function MainTabContent({ tab }: { tab: MainTab }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const title = t(`mainNavigation.${tab}`);
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <Title1 as="h1">{title}</Title1>
    </section>
  );
}
