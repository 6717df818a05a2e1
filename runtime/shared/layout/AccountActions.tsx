import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { HeaderAccount } from './headerAccount';

const useStyles = makeStyles({
  account: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
  },
  // The e-mail gives way first: a long address is cut with an ellipsis (the whole one in its title)
  // rather than pushing the buttons onto a second row.
  email: {
    fontWeight: tokens.fontWeightSemibold,
    minWidth: '6rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  button: { flexShrink: 0 },
});

/** Wide screens: the user's e-mail with the change-password and logout buttons beside it. */
export function AccountActions({ account }: { account: HeaderAccount }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.account}>
      <Text className={styles.email} title={account.email}>
        {account.email}
      </Text>
      <Button className={styles.button} appearance="subtle" onClick={account.onChangePassword}>
        {t('shell.changePassword')}
      </Button>
      <Button className={styles.button} appearance="secondary" onClick={account.onLogOut}>
        {t('shell.logOut')}
      </Button>
    </div>
  );
}
