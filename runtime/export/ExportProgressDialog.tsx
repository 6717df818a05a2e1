import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../shared/dialogs/AppDialog';

interface ExportProgressDialogProps {
  open: boolean;
  onCancel: () => void;
}

/** The modal shown while the file is prepared: a spinner, and Cancel (which stops the download). */
export function ExportProgressDialog({ open, onCancel }: ExportProgressDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      title={t('export.loadingTitle')}
      right={{ label: t('export.cancel'), onClick: onCancel }}
    >
      <Spinner labelPosition="after" label={t('export.loadingBody')} />
    </AppDialog>
  );
}
