import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { rememberChosenLanguage } from './chosenLanguage';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode, nativeNameOf } from './languages';

/**
 * Languages are listed by their native names, each marked with its own `lang` for screen readers.
 * The choice is remembered until login or logout (see chosenLanguage.ts).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  return (
    <Field label={t('shell.language')} orientation="horizontal">
      <Dropdown
        value={nativeNameOf(current)}
        selectedOptions={[current]}
        button={{ lang: current }}
        onOptionSelect={(_event, data) => {
          if (!isLanguageCode(data.optionValue)) return;
          rememberChosenLanguage(data.optionValue);
          void i18n.changeLanguage(data.optionValue);
        }}
      >
        {LANGUAGES.map((language) => (
          <Option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
