import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './AppDialog';

interface MessageDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** What happens once the message is read (often: go on to the next screen). */
  onClose: () => void;
  buttonLabel?: string;
}

/** A message with one button: success notices and the like. */
export function MessageDialog({ open, title, children, onClose, buttonLabel }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} title={title} right={{ label: buttonLabel ?? t('common.ok'), onClick: onClose }}>
      {children}
    </AppDialog>
  );
}
