import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { setupStatusCall } from '../accessCalls';

interface SetupTokenFieldProps {
  value: string;
  onChange: (token: string) => void;
}

/**
 * While the deployment has no main administrator, the setup token from the server log turns this
 * registration into the main administrator's; shown only then, and optional.
 */
export function SetupTokenField({ value, onChange }: SetupTokenFieldProps) {
  const { t } = useTranslation();
  const setup = useApiQuery(setupStatusCall());
  if (!setup.data?.setupRequired) return null;
  return (
    <Field label={t('registration.setupToken')} hint={t('registration.setupTokenHint')}>
      <Input
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(_event, data) => onChange(data.value.trim())}
      />
    </Field>
  );
}
