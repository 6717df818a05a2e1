import { Button, Input } from '@fluentui/react-components';
import type { Ref } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete: 'current-password' | 'new-password';
  ref?: Ref<HTMLInputElement>;
}

/** A password input whose text can be revealed; its label and id come from the surrounding Field. */
export function PasswordInput({ value, onChange, onBlur, autoComplete, ref }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      ref={ref}
      type={visible ? 'text' : 'password'}
      value={value}
      autoComplete={autoComplete}
      onChange={(_event, data) => onChange(data.value)}
      onBlur={onBlur}
      contentAfter={
        <Button
          type="button"
          size="small"
          appearance="transparent"
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('login.hide') : t('login.show')}
        </Button>
      }
    />
  );
}
