import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { HeaderAccount } from './headerAccount';

const useStyles = makeStyles({
  account: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  email: { fontWeight: tokens.fontWeightSemibold },
});

/** Wide screens: the user's e-mail with the change-password and logout buttons beside it. */
export function AccountActions({ account }: { account: HeaderAccount }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.account}>
      <Text className={styles.email}>{account.email}</Text>
      <Button appearance="subtle" onClick={account.onChangePassword}>
        {t('shell.changePassword')}
      </Button>
      <Button appearance="secondary" onClick={account.onLogOut}>
        {t('shell.logOut')}
      </Button>
    </div>
  );
}
