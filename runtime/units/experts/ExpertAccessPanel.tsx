import {
  Badge,
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ExpertAssignment } from '@schemas/generated/api/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/apiContext';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { ConfirmDialog } from '../../shared/dialogs/ConfirmDialog';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import { acceptExpertCall, expertAccessListCall, removeExpertCall } from './expertAccessCalls';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface ExpertAccessPanelProps {
  /** Administrators see every unit's experts; owners only their own units'. */
  showOwner?: boolean;
}

/**
 * Experts with access to units, or asking for it: the owner (or an administrator) accepts or declines
 * a request and revokes an access at any time. Hidden while there is nothing to show.
 */
export function ExpertAccessPanel({ showOwner = false }: ExpertAccessPanelProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const api = useApi();
  const access = useApiQuery(expertAccessListCall());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [revoking, setRevoking] = useState<ExpertAssignment>();
  const rows = access.data ?? [];
  if (rows.length === 0 && failure === undefined) return null;
  const pending = rows.filter((row) => row.status === 'pending').length;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.resolvedLanguage);

  async function act(call: ReturnType<typeof acceptExpertCall>) {
    setBusy(true);
    setFailure(undefined);
    const result = await api.send(call);
    setBusy(false);
    setRevoking(undefined);
    if (!result.ok) setFailure(result.message);
    await access.mutate();
  }

  return (
    <section className={styles.panel} aria-labelledby="expert-access-title">
      <Title3 as="h2" id="expert-access-title">
        {t('units.experts.title')}
      </Title3>
      {pending > 0 && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('units.experts.pendingNotice', { count: pending })}</MessageBarBody>
        </MessageBar>
      )}
      {failure !== undefined && <FailureMessage title={t('units.experts.failed')} message={failure} />}
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={`${row.unitId}-${row.userId}`} className={styles.item}>
            <div className={styles.who}>
              <Body1>
                <strong>{row.email}</strong> · {row.unitNumber} {row.unitDescription}
              </Body1>
              <Caption1>
                {showOwner && row.ownerEmail
                  ? `${t('units.experts.owner', { email: row.ownerEmail })} · `
                  : ''}
                {t('units.experts.requestedOn', { date: date(row.requestedAt) })}
              </Caption1>
            </div>
            <div className={styles.actions}>
              <Badge appearance="tint" color={row.status === 'pending' ? 'warning' : 'success'}>
                {t(row.status === 'pending' ? 'units.experts.pending' : 'units.experts.accepted')}
              </Badge>
              {row.status === 'pending' ? (
                <>
                  <Button
                    appearance="primary"
                    disabled={busy}
                    onClick={() => void act(acceptExpertCall(row))}
                  >
                    {t('units.experts.accept')}
                  </Button>
                  <Button disabled={busy} onClick={() => void act(removeExpertCall(row))}>
                    {t('units.experts.decline')}
                  </Button>
                </>
              ) : (
                <Button disabled={busy} onClick={() => setRevoking(row)}>
                  {t('units.experts.revoke')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== undefined}
        title={t('units.experts.revokeTitle')}
        confirmLabel={t('units.experts.revoke')}
        onConfirm={() => revoking && void act(removeExpertCall(revoking))}
        onCancel={() => setRevoking(undefined)}
        busy={busy}
      >
        <p>
          {revoking &&
            t('units.experts.revokeBody', {
              email: revoking.email,
              unit: `${revoking.unitNumber} ${revoking.unitDescription}`,
            })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
