import type { UnitListItem } from '@schemas/generated/api/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/apiContext';
import { ConfirmDialog } from '../../shared/dialogs/ConfirmDialog';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import { deleteUnitCall } from '../unitCalls';

interface DeleteUnitDialogProps {
  row: UnitListItem;
  /** The unit is gone: the list reloads. */
  onDone: () => void;
  onCancel: () => void;
}

/** Asks before removing a unit, then removes it; a refusal stays in the dialog with the server's message. */
export function DeleteUnitDialog({ row, onDone, onCancel }: DeleteUnitDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function confirm() {
    setBusy(true);
    setFailure(undefined);
    const result = await api.send(deleteUnitCall(row.id));
    setBusy(false);
    if (result.ok) onDone();
    else setFailure(result.message);
  }

  return (
    <ConfirmDialog
      open
      title={t('units.list.deleteTitle')}
      confirmLabel={t('units.list.action.delete')}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      busy={busy}
    >
      <p>{t('units.list.deleteBody', { unit: row.description })}</p>
      {failure !== undefined && <FailureMessage title={t('units.list.deleteFailed')} message={failure} />}
    </ConfirmDialog>
  );
}
