import { makeStyles, tokens } from '@fluentui/react-components';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { RouterLink } from '../navigation/RouterLink';
import { AccountActions } from './AccountActions';
import { DocumentLinks } from './DocumentLinks';
import type { HeaderAccount } from './headerAccount';
import { HeaderMenu } from './HeaderMenu';
import { NARROW_SCREEN, useMediaQuery } from './useMediaQuery';

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
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
  },
});

interface AppHeaderProps {
  appName: string;
  account?: HeaderAccount;
}

export function AppHeader({ appName, account }: AppHeaderProps) {
  const styles = useStyles();
  const narrow = useMediaQuery(NARROW_SCREEN);
  return (
    <header className={styles.header}>
      <RouterLink to="/" className={styles.appName}>
        {appName}
      </RouterLink>
      <div className={styles.tools}>
        {!narrow && <DocumentLinks />}
        <LanguageSwitch compact={narrow} />
        {narrow ? <HeaderMenu account={account} /> : account && <AccountActions account={account} />}
      </div>
    </header>
  );
}
