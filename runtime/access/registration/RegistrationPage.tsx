import { FailureMessage } from '@runtime/shared/forms/FailureMessage';
import { Body1, Button, Spinner, Title1 } from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../shared/api/apiContext';
import { ErrorDialog } from '../../shared/dialogs/ErrorDialog';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { ChoiceField } from '../../shared/forms/ChoiceField';
import { useRuleText } from '../../shared/i18n/useRuleText';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import { RouterLink } from '../../shared/navigation/RouterLink';
import { needsInstitution } from '../../shared/session/roles';
import { registerCall } from '../accessCalls';
import { homePathFor } from '../homePath';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { useAccessPageStyles } from '../useAccessPageStyles';
import { useLogIn } from '../useLogIn';
import { EmailField } from './EmailField';
import { InstitutionFields } from './InstitutionFields';
import { SetupTokenField } from './SetupTokenField';
import { toRegistrationPayload } from './registrationRules';
import { useEmailAvailability } from './useEmailAvailability';
import { useRegistrationDictionaries } from './useRegistrationDictionaries';
import { useRegistrationForm } from './useRegistrationForm';

type RegistrationStatus =
  { kind: 'editing' | 'pending' | 'registered' } | { kind: 'failed'; message: string };

export function RegistrationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const logIn = useLogIn();
  const ruleText = useRuleText();
  const styles = useAccessPageStyles();
  usePageTitle(t('registration.title'));

  const form = useRegistrationForm();
  const { values } = form;
  const availability = useEmailAvailability(values.email);
  const dictionaries = useRegistrationDictionaries(values.institutionTypeId);
  const [status, setStatus] = useState<RegistrationStatus>({ kind: 'editing' });
  const [setupToken, setSetupToken] = useState('');

  async function register(): Promise<void> {
    const payload = toRegistrationPayload(values);
    if (!payload) return;
    setStatus({ kind: 'pending' });
    const result = await api.send(registerCall(payload, setupToken));
    if (!result.ok) {
      setStatus({ kind: 'failed', message: result.message });
      return;
    }
    const { user, token } = result.data;
    if (token) {
      // The registration with the setup token is the main administrator's, logged in at once.
      await navigate(homePathFor(await logIn(user, token)));
      return;
    }
    setStatus({ kind: 'registered' });
  }

  const pending = status.kind === 'pending';
  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    form.submit(event, {
      pending,
      valid: form.isValid && availability !== 'taken',
      send: () => void register(),
    });
  }

  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('registration.title')}</Title1>
      {status.kind === 'failed' && (
        <FailureMessage title={t('registration.errorTitle')} message={status.message} />
      )}
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <EmailField form={form} availability={availability} />
        <ChoiceField
          label={t('registration.locale')}
          required
          choices={dictionaries.locales}
          value={values.localeDicId}
          onChange={form.setLocale}
          onBlur={() => form.touch('localeDicId')}
          validationMessage={ruleText(form.shownError('localeDicId'))}
        />
        <ChoiceField
          label={t('registration.role')}
          placeholder={t('registration.rolePlaceholder')}
          required
          choices={dictionaries.roles}
          value={values.roleDicId}
          onChange={form.setRole}
          onBlur={() => form.touch('roleDicId')}
          validationMessage={ruleText(form.shownError('roleDicId'))}
        />
        {values.roleDicId !== undefined && needsInstitution(values.roleDicId) && (
          <InstitutionFields
            form={form}
            institutionTypes={dictionaries.institutionTypes}
            institutions={dictionaries.institutions}
          />
        )}
        <NewPasswordFields
          password={values.password}
          repeatedPassword={values.repeatedPassword}
          onChange={form.setText}
          onBlur={form.touch}
          passwordLabel={t('registration.password')}
          errors={{
            password: ruleText(form.shownError('password')),
            repeatedPassword: ruleText(form.shownError('repeatedPassword')),
          }}
        />
        <SetupTokenField value={setupToken} onChange={setSetupToken} />
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={pending}
          icon={pending ? <Spinner size="tiny" aria-hidden /> : undefined}
        >
          {pending ? t('registration.submitting') : t('registration.submit')}
        </Button>
      </form>
      <RouterLink to="/">{t('common.backToLogin')}</RouterLink>
      <MessageDialog
        open={status.kind === 'registered'}
        title={t('registration.successTitle')}
        onClose={() => void navigate('/')}
      >
        <Body1 as="p" block>
          {t('registration.successBody')}
        </Body1>
      </MessageDialog>
      <ErrorDialog open={dictionaries.failed} mode="reload" title={t('dialogs.loadErrorTitle')}>
        <Body1 as="p" block>
          {t('dialogs.loadErrorBody')}
        </Body1>
      </ErrorDialog>
    </section>
  );
}
