import { Field, Option, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { rememberChosenLanguage } from './chosenLanguage';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode, nativeNameOf } from './languages';
import { TranslatedDropdown } from '@widgets/shared/TranslatedDropdown';

const useStyles = makeStyles({
  // Fluent's default minimum (250 px) would push a phone-sized header sideways.
  compact: { minWidth: '8.5rem' },
});

interface LanguageSwitchProps {
  /** Narrow screens: no visible label (the dropdown keeps it as its accessible name), a narrower box. */
  compact?: boolean;
}

/**
 * Languages are listed by their native names, each marked with its own `lang` for screen readers.
 * The choice is remembered until login or logout (see chosenLanguage.ts).
 */
export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  const dropdown = (
    <TranslatedDropdown
      className={compact ? styles.compact : undefined}
      aria-label={compact ? t('shell.language') : undefined}
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
    </TranslatedDropdown>
  );
  if (compact) return dropdown;
  return (
    <Field label={t('shell.language')} orientation="horizontal">
      {dropdown}
    </Field>
  );
}
