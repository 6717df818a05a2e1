import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppDialog } from './AppDialog';

/** How the user gets out of an error: back to the previous page, to the home page, or by reloading. */
export type ErrorDialogMode = 'back' | 'home' | 'reload';

interface ErrorDialogProps {
  open: boolean;
  mode: ErrorDialogMode;
  title: string;
  children: ReactNode;
  /** Reloading the page; passed in by tests, whose document cannot reload. */
  reload?: () => void;
}

export function ErrorDialog({ open, mode, title, children, reload = reloadPage }: ErrorDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = {
    back: { label: t('dialogs.goBack'), onClick: () => void navigate(-1) },
    home: { label: t('dialogs.goHome'), onClick: () => void navigate('/') },
    reload: { label: t('dialogs.reload'), onClick: reload },
  }[mode];
  return (
    <AppDialog open={open} title={title} right={action}>
      {children}
    </AppDialog>
  );
}

function reloadPage(): void {
  window.location.reload();
}
