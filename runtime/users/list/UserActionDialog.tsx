import type { UserListItem } from '@schemas/generated/api/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/apiContext';
import { ConfirmDialog } from '../../shared/dialogs/ConfirmDialog';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import { deleteUserCall, userActiveCall } from '../userCalls';
import type { UserActionKind } from './userActionKind';

interface UserActionDialogProps {
  kind: UserActionKind;
  user: UserListItem;
  /** The action succeeded: the list reloads. */
  onDone: () => void;
  onCancel: () => void;
}

const TEXTS = {
  activate: {
    title: 'users.confirm.activateTitle',
    body: 'users.confirm.activateBody',
    button: 'users.action.activate',
    failure: 'users.failure.activate',
  },
  deactivate: {
    title: 'users.confirm.deactivateTitle',
    body: 'users.confirm.deactivateBody',
    button: 'users.action.deactivate',
    failure: 'users.failure.deactivate',
  },
  delete: {
    title: 'users.confirm.deleteTitle',
    body: 'users.confirm.deleteBody',
    button: 'users.action.delete',
    failure: 'users.failure.delete',
  },
} as const;

/**
 * Asks before activating, deactivating or deleting a user, then makes the call. A refusal stays in
 * the dialog with the server's message (e.g. the e-mail is not verified yet), so nothing is lost.
 */
export function UserActionDialog({ kind, user, onDone, onCancel }: UserActionDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const texts = TEXTS[kind];

  async function confirm() {
    setBusy(true);
    setFailure(undefined);
    const call =
      kind === 'delete' ? deleteUserCall(user.userId) : userActiveCall(user.userId, kind === 'activate');
    const result = await api.send(call);
    setBusy(false);
    if (result.ok) onDone();
    else setFailure(result.message);
  }

  return (
    <ConfirmDialog
      open
      title={t(texts.title)}
      confirmLabel={t(texts.button)}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      busy={busy}
    >
      <p>{t(texts.body, { email: user.email })}</p>
      {failure !== undefined && <FailureMessage title={t(texts.failure)} message={failure} />}
    </ConfirmDialog>
  );
}
