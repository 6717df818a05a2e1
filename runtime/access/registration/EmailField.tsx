import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRuleText } from '../../shared/i18n/useRuleText';
import type { RegistrationForm } from './useRegistrationForm';
import type { EmailAvailability } from './useEmailAvailability';

interface EmailFieldProps {
  form: RegistrationForm;
  availability: EmailAvailability;
}

/** The e-mail with its rules and, once those pass, whether the address is still free. */
export function EmailField({ form, availability }: EmailFieldProps) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const ruleMessage = ruleText(form.shownError('email'));
  const validationMessage =
    ruleMessage ?? (availability === 'taken' ? t('registration.emailTaken') : undefined);
  return (
    <Field
      label={t('registration.email')}
      required
      validationMessage={validationMessage}
      hint={availability === 'checking' ? t('registration.emailChecking') : undefined}
    >
      <Input
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(_event, data) => form.setText('email', data.value)}
        onBlur={() => form.touch('email')}
      />
    </Field>
  );
}
