import { FailureMessage } from '@runtime/shared/forms/FailureMessage';
import { Button, Field, Input, Spinner, Title1 } from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/apiContext';
import { useFormState } from '../../shared/forms/useFormState';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import { RouterLink } from '../../shared/navigation/RouterLink';
import { loginCall } from '../accessCalls';
import { PasswordInput } from '../PasswordInput';
import { useAccessPageStyles } from '../useAccessPageStyles';
import { useLogIn } from '../useLogIn';
import { NotActivatedDialog } from './NotActivatedDialog';

type LoginStatus =
  | { kind: 'idle' | 'pending' }
  | { kind: 'failed'; message: string }
  /** The password was right but the e-mail was never confirmed: offer a new activation link. */
  | { kind: 'notActivated'; email: string; message: string };

export function LoginForm() {
  const { t } = useTranslation();
  const api = useApi();
  const logIn = useLogIn();
  const styles = useAccessPageStyles();
  usePageTitle(t('login.title'));

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Required messages appear only once the user has tried to submit, then follow their typing.
  const form = useFormState();
  const { attempted } = form;
  const [status, setStatus] = useState<LoginStatus>({ kind: 'idle' });

  const emailMissing = email.trim() === '';
  const passwordMissing = password === '';

  async function submit(): Promise<void> {
    setStatus({ kind: 'pending' });
    const typedEmail = email.trim();
    const result = await api.send(loginCall(typedEmail, password));
    if (result.ok) {
      // The login page then moves on by itself: to the terms, or to the user's home page.
      await logIn(result.data.user, result.data.token);
      return;
    }
    setStatus(
      result.error === 'NOT_ACTIVATED'
        ? { kind: 'notActivated', email: typedEmail, message: result.message }
        : { kind: 'failed', message: result.message },
    );
  }

  const pending = status.kind === 'pending';
  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    form.submit(event, { pending, valid: !emailMissing && !passwordMissing, send: () => void submit() });
  }

  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('login.title')}</Title1>
      {status.kind === 'failed' && <FailureMessage title={t('login.errorTitle')} message={status.message} />}
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <Field
          label={t('login.email')}
          required
          validationMessage={attempted && emailMissing ? t('login.emailRequired') : undefined}
        >
          <Input
            type="email"
            autoComplete="username"
            value={email}
            onChange={(_event, data) => setEmail(data.value)}
          />
        </Field>
        <Field
          label={t('login.password')}
          required
          validationMessage={attempted && passwordMissing ? t('login.passwordRequired') : undefined}
        >
          <PasswordInput value={password} onChange={setPassword} autoComplete="current-password" />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={pending}
          icon={pending ? <Spinner size="tiny" aria-hidden /> : undefined}
        >
          {pending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <RouterLink to="/forgotPassword">{t('login.forgotPassword')}</RouterLink>
        <RouterLink to="/registration">{t('login.register')}</RouterLink>
      </div>
      {status.kind === 'notActivated' && (
        <NotActivatedDialog
          email={status.email}
          message={status.message}
          onClose={() => setStatus({ kind: 'idle' })}
        />
      )}
    </section>
  );
}
