import type { QuestionnaireListItem } from '@schemas/generated/api/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiCall } from '../../shared/api/apiCall';
import { useApi } from '../../shared/api/apiContext';
import { ConfirmDialog } from '../../shared/dialogs/ConfirmDialog';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import { deleteQuestionnaireCall, questionnaireActiveCall } from '../questionnaireCalls';
import type { QuestionnaireChange } from './questionnaireRules';

interface QuestionnaireChangeDialogProps {
  change: QuestionnaireChange;
  row: QuestionnaireListItem;
  /** The user's own id: the delete call names it. */
  userId: number;
  /**
   * The change succeeded: the list reloads. A confirmation or unblocking names the questionnaire's
   * open review comments, when the server counted them.
   */
  onDone: (openComments?: number) => void;
  onCancel: () => void;
}

function changeCall(change: QuestionnaireChange, questionnaireId: number, userId: number): ApiCall<unknown> {
  if (change === 'delete') return deleteQuestionnaireCall(questionnaireId, userId);
  return questionnaireActiveCall(questionnaireId, change === 'confirm');
}

function openCommentsOf(reply: unknown): number | undefined {
  return typeof reply === 'object' &&
    reply !== null &&
    'openComments' in reply &&
    typeof reply.openComments === 'number'
    ? reply.openComments
    : undefined;
}

/**
 * Asks before deleting, confirming, unblocking or reopening a questionnaire, then makes the call.
 * A refusal stays in the dialog with the server's message, and nothing changes.
 */
export function QuestionnaireChangeDialog({
  change,
  row,
  userId,
  onDone,
  onCancel,
}: QuestionnaireChangeDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function confirm() {
    setBusy(true);
    setFailure(undefined);
    const result = await api.send(changeCall(change, row.id, userId));
    setBusy(false);
    if (result.ok) onDone(openCommentsOf(result.data));
    else setFailure(result.message);
  }

  return (
    <ConfirmDialog
      open
      title={t(`questionnaires.confirm.${change}Title`)}
      confirmLabel={t(`questionnaires.action.${change}`)}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      busy={busy}
    >
      <p>{t(`questionnaires.confirm.${change}Body`, { type: row.questionnaireName, unit: row.farmName })}</p>
      {failure !== undefined && (
        <FailureMessage title={t(`questionnaires.failure.${change}`)} message={failure} />
      )}
    </ConfirmDialog>
  );
}
