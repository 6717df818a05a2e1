import { makeStyles, tokens } from '@fluentui/react-components';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { RouterLink } from '../navigation/RouterLink';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  appName: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export function AppHeader({ appName }: { appName: string }) {
  const styles = useStyles();
  return (
    <header className={styles.header}>
      <RouterLink to="/" className={styles.appName}>
        {appName}
      </RouterLink>
      <LanguageSwitch />
    </header>
  );
}
