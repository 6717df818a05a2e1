import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  empty: { padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
  busy: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalS },
});

/** Below a list's rows, as a table or as cards: a spinner while it loads, else a note when it is empty. */
export function ListStatus({ loading, empty }: { loading: boolean; empty: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (loading) {
    return (
      <div className={styles.busy}>
        <Spinner size="tiny" label={t('lists.loading')} />
      </div>
    );
  }
  return empty ? <Text className={styles.empty}>{t('lists.empty')}</Text> : null;
}
