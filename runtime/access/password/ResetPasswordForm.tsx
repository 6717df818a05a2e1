import { FailureMessage } from '@runtime/shared/forms/FailureMessage';
import { Body1, Button, Title1 } from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../shared/api/apiContext';
import { ConfirmDialog } from '../../shared/dialogs/ConfirmDialog';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { useFormState } from '../../shared/forms/useFormState';
import { useRuleText } from '../../shared/i18n/useRuleText';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import { RouterLink } from '../../shared/navigation/RouterLink';
import type { AccountWithToken } from '../accessCalls';
import { resetPasswordCall } from '../accessCalls';
import { homePathFor } from '../homePath';
import { useAccessPageStyles } from '../useAccessPageStyles';
import { useLogIn } from '../useLogIn';
import type { NewPasswordField } from './NewPasswordFields';
import { NewPasswordFields } from './NewPasswordFields';
import type { NewPasswordValues } from './passwordRules';
import { checkNewPassword, isValid } from './passwordRules';

type ResetStatus =
  | { kind: 'editing' | 'confirming' | 'pending' }
  | { kind: 'done'; account: AccountWithToken }
  | { kind: 'failed'; message: string };

/** New password, confirmation, then the account is logged in (or, if it may not log in, home). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const logIn = useLogIn();
  const ruleText = useRuleText();
  const styles = useAccessPageStyles();
  usePageTitle(t('resetPassword.title'));

  const [values, setValues] = useState<NewPasswordValues>({ password: '', repeatedPassword: '' });
  const [status, setStatus] = useState<ResetStatus>({ kind: 'editing' });
  const { shown, touch, submit } = useFormState<NewPasswordField>();
  const errors = checkNewPassword(values);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    submit(event, { valid: isValid(errors), send: () => setStatus({ kind: 'confirming' }) });
  }

  async function reset(): Promise<void> {
    setStatus({ kind: 'pending' });
    const language = i18n.resolvedLanguage ?? i18n.language;
    const result = await api.send(resetPasswordCall(token, values.password, language));
    setStatus(
      result.ok ? { kind: 'done', account: result.data } : { kind: 'failed', message: result.message },
    );
  }

  async function finish(account: AccountWithToken): Promise<void> {
    if (!account.token) {
      await navigate('/');
      return;
    }
    await navigate(homePathFor(await logIn(account.user, account.token)));
  }

  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('resetPassword.title')}</Title1>
      {status.kind === 'failed' && (
        <FailureMessage title={t('resetPassword.errorTitle')} message={status.message} />
      )}
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <NewPasswordFields
          password={values.password}
          repeatedPassword={values.repeatedPassword}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          onBlur={touch}
          passwordLabel={t('password.new')}
          errors={{
            password: ruleText(shown('password', errors.password)),
            repeatedPassword: ruleText(shown('repeatedPassword', errors.repeatedPassword)),
          }}
        />
        <Button type="submit" appearance="primary">
          {t('resetPassword.submit')}
        </Button>
      </form>
      <RouterLink to="/">{t('common.backToLogin')}</RouterLink>
      <ConfirmDialog
        open={status.kind === 'confirming' || status.kind === 'pending'}
        busy={status.kind === 'pending'}
        title={t('password.confirmTitle')}
        confirmLabel={t('password.confirm')}
        onConfirm={() => void reset()}
        onCancel={() => setStatus({ kind: 'editing' })}
      >
        <Body1 as="p" block>
          {t('password.confirmBody')}
        </Body1>
      </ConfirmDialog>
      {status.kind === 'done' && (
        <MessageDialog open title={t('password.changedTitle')} onClose={() => void finish(status.account)}>
          <Body1 as="p" block>
            {t('password.changedBody')}
          </Body1>
        </MessageDialog>
      )}
    </section>
  );
}
