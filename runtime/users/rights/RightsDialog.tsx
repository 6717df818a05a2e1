import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { QuestionnaireTypeRight, UserListItem } from '@schemas/generated/api/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/apiContext';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { AppDialog } from '../../shared/dialogs/AppDialog';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import { assignedRightsCall, changeRightCall } from '../userCalls';

interface RightsDialogProps {
  user: UserListItem;
  onClose: () => void;
}

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  name: { display: 'flex', flexDirection: 'column' },
  state: { color: tokens.colorNeutralForeground3 },
});

/**
 * The questionnaire types a coordinator or observer may see: each granted or revoked with one
 * button. The list is read again from the server after every change, so it always shows what holds.
 */
export function RightsDialog({ user, onClose }: RightsDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const api = useApi();
  const rights = useApiQuery(assignedRightsCall(user.userId));
  const [changing, setChanging] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function change(right: QuestionnaireTypeRight) {
    setChanging(true);
    setFailure(undefined);
    const result = await api.send(changeRightCall(right.id, user.userId, !right.assigned));
    if (!result.ok) setFailure(result.message);
    await rights.mutate();
    setChanging(false);
  }

  return (
    <AppDialog
      open
      title={t('users.rights.title', { email: user.email })}
      right={{ label: t('common.close'), onClick: onClose }}
    >
      <div className={styles.content}>
        <Text>{t('users.rights.intro')}</Text>
        {failure !== undefined && <FailureMessage title={t('users.rights.changeFailed')} message={failure} />}
        {rights.error && (
          <FailureMessage title={t('users.rights.loadFailed')} message={rights.error.message} />
        )}
        {rights.isLoading && <Spinner size="tiny" label={t('lists.loading')} />}
        {rights.data?.length === 0 && <Text>{t('users.rights.empty')}</Text>}
        {rights.data && rights.data.length > 0 && (
          <ul className={styles.list} aria-busy={changing}>
            {rights.data.map((right) => (
              <li key={right.id} className={styles.item}>
                <span className={styles.name}>
                  <Text weight="semibold">{right.name}</Text>
                  <Text size={200} className={styles.state}>
                    {right.assigned ? t('users.rights.granted') : t('users.rights.notGranted')}
                  </Text>
                </span>
                <Button
                  size="small"
                  appearance={right.assigned ? 'secondary' : 'primary'}
                  disabled={changing}
                  aria-label={t(right.assigned ? 'users.rights.revokeType' : 'users.rights.grantType', {
                    type: right.name,
                  })}
                  onClick={() => void change(right)}
                >
                  {right.assigned ? t('users.rights.revoke') : t('users.rights.grant')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AppDialog>
  );
}
