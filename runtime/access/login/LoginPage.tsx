import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Title1,
} from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localeIdToCode } from '../shared/i18n/languages';
import { usePageTitle } from '../shared/layout/usePageTitle';
import { RouterLink } from '../shared/navigation/RouterLink';
import { writeSessionUser } from '../shared/session/sessionUser';
import { homePathFor } from './homePath';
import { requestLogin } from './loginRequest';
import { PasswordInput } from './PasswordInput';
import { useAccessPageStyles } from './useAccessPageStyles';

type LoginStatus = 'idle' | 'pending' | 'failed';

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const styles = useAccessPageStyles();
  usePageTitle(t('login.title'));

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Required messages appear only once the user has tried to submit, then follow their typing.
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<LoginStatus>('idle');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const emailMissing = email.trim() === '';
  const passwordMissing = password === '';

  async function logIn(): Promise<void> {
    setStatus('pending');
    const user = await requestLogin({ email: email.trim(), password }, i18n.language);
    if (!user) {
      setStatus('failed');
      return;
    }
    writeSessionUser(user);
    await i18n.changeLanguage(localeIdToCode(user.localeDicId));
    await navigate(homePathFor(user));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (status === 'pending') return;
    setAttempted(true);
    if (emailMissing || passwordMissing) {
      (emailMissing ? emailRef : passwordRef).current?.focus();
      return;
    }
    void logIn();
  }

  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('login.title')}</Title1>
      {status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>{t('login.errorTitle')}</MessageBarTitle>
            {t('login.errorBody')}
          </MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <Field
          label={t('login.email')}
          required
          validationMessage={attempted && emailMissing ? t('login.emailRequired') : undefined}
        >
          <Input
            ref={emailRef}
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
          <PasswordInput
            ref={passwordRef}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={status === 'pending'}
          icon={status === 'pending' ? <Spinner size="tiny" /> : undefined}
        >
          {status === 'pending' ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <RouterLink to="/forgotPassword">{t('login.forgotPassword')}</RouterLink>
        <RouterLink to="/registration">{t('login.register')}</RouterLink>
      </div>
    </section>
  );
}
