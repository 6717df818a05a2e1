import { Body1, Button, Spinner, Title1 } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../shared/api/apiContext';
import { ErrorDialog } from '../../shared/dialogs/ErrorDialog';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import { activeOnceConfirmed } from '../../shared/session/roles';
import { confirmAccountCall } from '../accessCalls';
import { useAccessPageStyles } from '../useAccessPageStyles';

interface AccountActivationProps {
  token: string;
  /** The role the link was issued for; the server's answer names it again. */
  roleId: number;
}

type ActivationStatus =
  | { kind: 'waiting' | 'pending' }
  | { kind: 'activated'; roleId: number }
  | { kind: 'failed'; message: string };

/**
 * One button confirms the e-mail address. Farmers and experts can then log in; the other roles are
 * told that an administrator still has to approve them.
 */
export function AccountActivation({ token, roleId }: AccountActivationProps) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const styles = useAccessPageStyles();
  usePageTitle(t('activation.title'));
  const [status, setStatus] = useState<ActivationStatus>({ kind: 'waiting' });

  async function activate(): Promise<void> {
    setStatus({ kind: 'pending' });
    const result = await api.send(confirmAccountCall(token));
    setStatus(
      result.ok
        ? { kind: 'activated', roleId: result.data.roleDicId }
        : { kind: 'failed', message: result.message },
    );
  }

  const pending = status.kind === 'pending';
  const complete = activeOnceConfirmed(status.kind === 'activated' ? status.roleId : roleId);
  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('activation.title')}</Title1>
      <Body1 as="p" block>
        {t('activation.intro')}
      </Body1>
      <Button
        appearance="primary"
        disabledFocusable={pending}
        icon={pending ? <Spinner size="tiny" aria-hidden /> : undefined}
        onClick={() => void activate()}
      >
        {pending ? t('activation.activating') : t('activation.activate')}
      </Button>
      <MessageDialog
        open={status.kind === 'activated'}
        title={complete ? t('activation.completeTitle') : t('activation.awaitingTitle')}
        buttonLabel={t('activation.goToMain')}
        onClose={() => void navigate('/')}
      >
        <Body1 as="p" block>
          {complete ? t('activation.complete') : t('activation.awaiting')}
        </Body1>
      </MessageDialog>
      <ErrorDialog open={status.kind === 'failed'} mode="home" title={t('activation.failedTitle')}>
        <Body1 as="p" block>
          {status.kind === 'failed' ? status.message : ''}
        </Body1>
      </ErrorDialog>
    </section>
  );
}
