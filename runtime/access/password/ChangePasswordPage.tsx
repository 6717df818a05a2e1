import { FailureMessage } from '@runtime/shared/forms/FailureMessage';
import { Body1, Button, Field, Title1 } from '@fluentui/react-components';
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
import { changePasswordCall } from '../accessCalls';
import { homePathFor } from '../homePath';
import { PasswordInput } from '../PasswordInput';
import { useAccessPageStyles } from '../useAccessPageStyles';
import { NewPasswordFields } from './NewPasswordFields';
import type { ChangePasswordField, ChangePasswordValues } from './passwordRules';
import { checkChangePassword, isValid } from './passwordRules';
import { useSessionUser } from '../../shared/session/useSessionUser';

type ChangeStatus =
  { kind: 'editing' | 'confirming' | 'pending' | 'changed' } | { kind: 'failed'; message: string };

const EMPTY: ChangePasswordValues = { oldPassword: '', password: '', repeatedPassword: '' };

/** `/change-password`: current, new and repeated password; asks before sending. */
export function ChangePasswordPage() {
  const user = useSessionUser();
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const ruleText = useRuleText();
  const styles = useAccessPageStyles();
  usePageTitle(t('changePassword.title'));

  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [status, setStatus] = useState<ChangeStatus>({ kind: 'editing' });
  const { shown, touch, submit } = useFormState<ChangePasswordField>();
  const errors = checkChangePassword(values);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    submit(event, { valid: isValid(errors), send: () => setStatus({ kind: 'confirming' }) });
  }

  async function change(): Promise<void> {
    setStatus({ kind: 'pending' });
    const result = await api.send(changePasswordCall(user.id, values.oldPassword, values.password));
    if (result.ok) {
      setStatus({ kind: 'changed' });
      return;
    }
    // A 401 has already ended the session; the other failures are told here.
    const message = result.error === 'WRONG_PASSWORD' ? t('changePassword.wrongPassword') : result.message;
    setStatus({ kind: 'failed', message });
  }

  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('changePassword.title')}</Title1>
      {status.kind === 'failed' && (
        <FailureMessage title={t('changePassword.errorTitle')} message={status.message} />
      )}
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <Field
          label={t('changePassword.current')}
          required
          validationMessage={ruleText(shown('oldPassword', errors.oldPassword))}
        >
          <PasswordInput
            value={values.oldPassword}
            onChange={(value) => setValues((current) => ({ ...current, oldPassword: value }))}
            onBlur={() => touch('oldPassword')}
            autoComplete="current-password"
          />
        </Field>
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
          {t('changePassword.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={status.kind === 'confirming' || status.kind === 'pending'}
        busy={status.kind === 'pending'}
        title={t('password.confirmTitle')}
        confirmLabel={t('password.confirm')}
        onConfirm={() => void change()}
        onCancel={() => setStatus({ kind: 'editing' })}
      >
        <Body1 as="p" block>
          {t('password.confirmBody')}
        </Body1>
      </ConfirmDialog>
      <MessageDialog
        open={status.kind === 'changed'}
        title={t('password.changedTitle')}
        onClose={() => void navigate(homePathFor(user))}
      >
        <Body1 as="p" block>
          {t('password.changedBody')}
        </Body1>
      </MessageDialog>
    </section>
  );
}
