import { Label, Option, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { rememberChosenLanguage } from './chosenLanguage';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode, nativeNameOf } from './languages';
import { TranslatedDropdown } from '@widgets/shared/TranslatedDropdown';

const useStyles = makeStyles({
  // Label and box side by side, as wide as they are: a horizontal Field's 33 % / 1fr grid let the box
  // spill over the next header part (and past the window's edge when nothing followed).
  field: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexShrink: 0,
  },
  // Fluent's default minimum (250 px) is far wider than the longest language name.
  dropdown: { minWidth: '8.5rem' },
});

interface LanguageSwitchProps {
  /** Narrow screens: no visible label (the dropdown keeps it as its accessible name). */
  compact?: boolean;
}

/**
 * Languages are listed by their native names, each marked with its own `lang` for screen readers.
 * The choice is remembered until login or logout (see chosenLanguage.ts).
 */
export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const labelId = useId('language-label');
  const dropdownId = useId('language');
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  const dropdown = (
    <TranslatedDropdown
      id={dropdownId}
      className={styles.dropdown}
      aria-label={compact ? t('shell.language') : undefined}
      aria-labelledby={compact ? undefined : labelId}
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
    <div className={styles.field}>
      <Label id={labelId} htmlFor={dropdownId}>
        {t('shell.language')}
      </Label>
      {dropdown}
    </div>
  );
}
