import { Body1 } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/apiContext';
import { ConfirmDialog } from '../../shared/dialogs/ConfirmDialog';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { resendActivationCall } from '../accessCalls';

interface NotActivatedDialogProps {
  email: string;
  /** The server's explanation, already in the interface language. */
  message: string;
  onClose: () => void;
}

type ResendStatus = 'asking' | 'sending' | 'sent' | 'failed';

/** Registration not confirmed: offers to e-mail the activation link again, then says how that went. */
export function NotActivatedDialog({ email, message, onClose }: NotActivatedDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [status, setStatus] = useState<ResendStatus>('asking');

  async function resend(): Promise<void> {
    setStatus('sending');
    const result = await api.send(resendActivationCall(email));
    setStatus(result.ok ? 'sent' : 'failed');
  }

  if (status === 'sent' || status === 'failed') {
    return (
      <MessageDialog
        open
        title={status === 'sent' ? t('login.resendSentTitle') : t('login.resendFailedTitle')}
        onClose={onClose}
      >
        {status === 'sent' ? t('login.resendSent') : t('login.resendFailed')}
      </MessageDialog>
    );
  }
  return (
    <ConfirmDialog
      open
      title={t('login.notActivatedTitle')}
      confirmLabel={t('login.resendLink')}
      cancelLabel={t('common.close')}
      busy={status === 'sending'}
      onConfirm={() => void resend()}
      onCancel={onClose}
    >
      <Body1 as="p" block>
        {message}
      </Body1>
      <Body1 as="p" block>
        {t('login.notActivatedQuestion')}
      </Body1>
    </ConfirmDialog>
  );
}
