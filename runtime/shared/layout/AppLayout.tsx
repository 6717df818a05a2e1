import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { AppNameContext } from './appName';
import { CookieBar } from './CookieBar';
import type { HeaderAccount } from './headerAccount';
import { CONTENT_ID } from './landmarks';
import { SkipLinks } from './SkipLinks';
import { ON_NARROW_SCREEN } from './useMediaQuery';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
  },
  main: {
    flexGrow: 1,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    ':focus': { outlineStyle: 'none' },
    // A phone's few hundred pixels go to the content rather than to the margins.
    [ON_NARROW_SCREEN]: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
});

interface AppLayoutProps {
  appName: string;
  /** The logged-in user's e-mail and actions, when the app has a session. */
  account?: HeaderAccount;
  children: ReactNode;
}

/** The frame every page of both apps sits in: skip links, header, main content, footer, cookie notice. */
export function AppLayout({ appName, account, children }: AppLayoutProps) {
  const styles = useStyles();
  return (
    <AppNameContext value={appName}>
      <div className={styles.page}>
        <SkipLinks />
        <AppHeader appName={appName} account={account} />
        <main id={CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <AppFooter />
        <CookieBar />
      </div>
    </AppNameContext>
  );
}
