import { FailureMessage } from '@runtime/shared/forms/FailureMessage';
import { Body1, Button, Field, Input, Spinner, Title1 } from '@fluentui/react-components';
import { checkEmail } from '@engine/access/check-email';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../shared/api/apiContext';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { useFormState } from '../../shared/forms/useFormState';
import { useRuleText } from '../../shared/i18n/useRuleText';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import { RouterLink } from '../../shared/navigation/RouterLink';
import { forgotPasswordCall } from '../accessCalls';
import { useAccessPageStyles } from '../useAccessPageStyles';

type RequestStatus = { kind: 'editing' | 'pending' | 'sent' } | { kind: 'failed'; message: string };

/** Asks for a password-reset e-mail; the answer is the same whether the address has an account or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const ruleText = useRuleText();
  const styles = useAccessPageStyles();
  usePageTitle(t('forgotPassword.title'));

  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<RequestStatus>({ kind: 'editing' });
  const { shown, touch, submit } = useFormState<'email'>();
  const emailError = checkEmail(email);

  async function request(): Promise<void> {
    setStatus({ kind: 'pending' });
    const result = await api.send(forgotPasswordCall(email.trim()));
    setStatus(result.ok ? { kind: 'sent' } : { kind: 'failed', message: result.message });
  }

  const pending = status.kind === 'pending';
  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    submit(event, { pending, valid: !emailError, send: () => void request() });
  }

  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('forgotPassword.title')}</Title1>
      <Body1 as="p" block>
        {t('forgotPassword.intro')}
      </Body1>
      {status.kind === 'failed' && (
        <FailureMessage title={t('forgotPassword.errorTitle')} message={status.message} />
      )}
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <Field
          label={t('forgotPassword.email')}
          required
          validationMessage={ruleText(shown('email', emailError))}
        >
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(_event, data) => setEmail(data.value)}
            onBlur={() => touch('email')}
          />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={pending}
          icon={pending ? <Spinner size="tiny" aria-hidden /> : undefined}
        >
          {pending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </Button>
      </form>
      <RouterLink to="/">{t('common.backToLogin')}</RouterLink>
      <MessageDialog
        open={status.kind === 'sent'}
        title={t('forgotPassword.sentTitle')}
        onClose={() => void navigate('/')}
      >
        <Body1 as="p" block>
          {t('forgotPassword.sentBody')}
        </Body1>
      </MessageDialog>
    </section>
  );
}
