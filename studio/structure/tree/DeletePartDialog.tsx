import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '@runtime/shared/api/envelope';
import { ConfirmDialog } from '@runtime/shared/dialogs/ConfirmDialog';
import type { RemovablePart } from '@runtime/shared/structure/data';
import { useStructureActions } from '@runtime/shared/structure/data';
import { useStructureHistory } from '../history/historyContext';

interface DeletePartDialogProps {
  part: RemovablePart;
  /** The level's save (useLevelChanges): the change, then the list read again; a refusal goes to its bar. */
  save: (change: Promise<ApiResult<unknown>>, failureTitle: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Asks before deleting a question (with its options) or an answer option, then deletes it whole so
 * that Undo can make it again. A refusal (the part has answers) shows in the level's message bar,
 * next to the part that stayed, once the dialog has closed.
 */
export function DeletePartDialog({ part, save, onClose }: DeletePartDialogProps) {
  const { t } = useTranslation('studio');
  const { removePart } = useStructureActions();
  const [busy, setBusy] = useState(false);
  const history = useStructureHistory();
  const confirm = async () => {
    setBusy(true);
    const change = removePart(part);
    try {
      await save(change, t(`delete.failed.${part.level}`));
    } finally {
      onClose();
    }
    // The dialog gives focus back to its trigger, which went with the row: after it has closed,
    // focus goes to Undo (a refusal keeps the row, and the dialog's own return of focus).
    if ((await change).ok) requestAnimationFrame(() => history?.focusUndo());
  };
  return (
    <ConfirmDialog
      open
      title={t(`delete.title.${part.level}`)}
      confirmLabel={t('delete.confirm')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={busy}
    >
      <p>{t(`delete.body.${part.level}`, { name: part.item.name })}</p>
      <p>{t('delete.undo')}</p>
      <p>{t('delete.withAnswers')}</p>
    </ConfirmDialog>
  );
}
