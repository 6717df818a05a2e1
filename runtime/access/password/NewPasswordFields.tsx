import { Field } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../PasswordInput';

export type NewPasswordField = 'password' | 'repeatedPassword';

interface NewPasswordFieldsProps {
  password: string;
  repeatedPassword: string;
  onChange: (field: NewPasswordField, value: string) => void;
  onBlur: (field: NewPasswordField) => void;
  /** Translated messages to show now. */
  errors: Partial<Record<NewPasswordField, string>>;
  passwordLabel: string;
}

/** A new password and its repetition, each with show/hide, and the structure rule as a hint. */
export function NewPasswordFields({
  password,
  repeatedPassword,
  onChange,
  onBlur,
  errors,
  passwordLabel,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={passwordLabel} required hint={t('password.hint')} validationMessage={errors.password}>
        <PasswordInput
          value={password}
          onChange={(value) => onChange('password', value)}
          onBlur={() => onBlur('password')}
          autoComplete="new-password"
        />
      </Field>
      <Field label={t('password.repeat')} required validationMessage={errors.repeatedPassword}>
        <PasswordInput
          value={repeatedPassword}
          onChange={(value) => onChange('repeatedPassword', value)}
          onBlur={() => onBlur('repeatedPassword')}
          autoComplete="new-password"
        />
      </Field>
    </>
  );
}
