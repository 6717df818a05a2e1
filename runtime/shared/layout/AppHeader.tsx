import { makeStyles, tokens } from '@fluentui/react-components';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { RouterLink } from '../navigation/RouterLink';
import { AccountActions } from './AccountActions';
import { DocumentLinks } from './DocumentLinks';
import type { HeaderAccount } from './headerAccount';
import { HeaderMenu } from './HeaderMenu';
import { NARROW_SCREEN, ON_NARROW_SCREEN, useMediaQuery } from './useMediaQuery';

/**
 * From this width the whole header fits one row, the e-mail giving way with an ellipsis. Below it the
 * header's parts wrap onto a second row, right-aligned, instead of overlapping; under 768 px the
 * account and the documents fold into a menu.
 */
const ONE_ROW = '@media (min-width: 1200px)';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [ONE_ROW]: { flexWrap: 'nowrap' },
    [ON_NARROW_SCREEN]: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
  // The name stays at the start of the first row; everything else gathers at the end.
  appName: {
    marginInlineEnd: 'auto',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    flexShrink: 0,
  },
  documents: { flexShrink: 0 },
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
      {!narrow && <DocumentLinks className={styles.documents} />}
      <LanguageSwitch compact={narrow} />
      {narrow ? <HeaderMenu account={account} /> : account && <AccountActions account={account} />}
    </header>
  );
}
