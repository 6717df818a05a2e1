import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/dialogs/ConfirmDialog';
import type { AddUnitQuestion } from './useAddUnitFlow';

interface AddUnitQuestionDialogProps {
  question: AddUnitQuestion | undefined;
  onAddAnyway: () => void;
  onAssignSelf: () => void;
  onCancel: () => void;
}

/** Asks before taking a unit: the farmer already has one, or the expert's farmer was not found. */
export function AddUnitQuestionDialog({
  question,
  onAddAnyway,
  onAssignSelf,
  onCancel,
}: AddUnitQuestionDialogProps) {
  const { t } = useTranslation();
  if (!question) return null;
  const unit = question.unit.description;

  if (question.kind === 'ownUnit') {
    return (
      <ConfirmDialog
        open
        title={t('units.add.ownUnitTitle')}
        confirmLabel={t('units.add.addAnother')}
        onConfirm={onAddAnyway}
        onCancel={onCancel}
      >
        {t('units.add.ownUnitBody', { unit })}
      </ConfirmDialog>
    );
  }

  if (question.kind === 'noFarmer') {
    return (
      <ConfirmDialog
        open
        title={t('units.add.noFarmerTitle')}
        confirmLabel={t('units.add.addForMe')}
        onConfirm={onAddAnyway}
        onCancel={onCancel}
      >
        {t('units.add.noFarmerBody')}
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      open
      title={t('units.add.farmerHasUnitTitle')}
      confirmLabel={t('units.add.assignSelf')}
      onConfirm={onAssignSelf}
      middle={{ label: t('units.add.addForFarmer'), onClick: onAddAnyway }}
      onCancel={onCancel}
    >
      {t('units.add.farmerHasUnitBody', { email: question.farmer.email, unit })}
    </ConfirmDialog>
  );
}
