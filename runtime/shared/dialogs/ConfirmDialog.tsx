import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogAction } from './AppDialog';
import { AppDialog } from './AppDialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  /** A third choice between cancelling and confirming. */
  middle?: DialogAction;
  /** While the confirmed action runs, both buttons wait. */
  busy?: boolean;
}

/** Asks before an action: cancel on the left, confirm on the right. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel,
  middle,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      title={title}
      left={{ label: cancelLabel ?? t('common.cancel'), onClick: onCancel, disabled: busy }}
      middle={middle}
      right={{ label: confirmLabel, onClick: onConfirm, disabled: busy }}
    >
      {children}
    </AppDialog>
  );
}
