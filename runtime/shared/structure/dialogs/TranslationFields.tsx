import { Field, Input, Text, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { WarningFilled } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STRUCTURE_DIALOGS_NS } from '../../i18n/structureDialogsTexts';
import { STRUCTURE_LOCALE_IDS, type StructureLocaleId } from '@engine/structure/structure-problem';
import { LANGUAGES } from '../../i18n/languages';
import { missingLocales, type TranslationDraft } from './translationDraft';

const useStyles = makeStyles({
  fieldset: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  summary: { display: 'block', marginBottom: tokens.spacingVerticalS, color: tokens.colorNeutralForeground3 },
  // Side by side while there is room (at least 200 px each), stacked on narrow screens: never wider
  // than the dialog, so a 375 px screen scrolls only vertically.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  control: { width: '100%', minWidth: 0 },
  // The marker is a word and an icon (the hint); the dashed border only repeats it for sighted users.
  missing: { borderBottomStyle: 'dashed', borderBottomColor: tokens.colorPaletteMarigoldBorderActive },
  missingHint: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorPaletteMarigoldForeground2,
  },
});

export interface TranslationFieldsProps {
  /** What the text is ("Subform name"): the legend of the six fields. */
  legend: string;
  value: TranslationDraft;
  onChange: (value: TranslationDraft, localeDicId: StructureLocaleId) => void;
  /** The message shown at one language's field, if any. */
  messageOf?: (localeDicId: StructureLocaleId) => string | undefined;
  onBlur?: (localeDicId: StructureLocaleId) => void;
  /** Which languages must be filled: every one, English only (the others fall back to it), or none. */
  required?: 'all' | 'fallback' | 'none';
  /** Several lines (question text, tip). */
  multiline?: boolean;
}

/**
 * One translatable text in all six languages side by side, each field labelled with the language's
 * native name and typed in that language (`lang`). An empty language is marked "missing translation"
 * in words and with an icon, announced as the field's description, and counted above the fields.
 */
export function TranslationFields({
  legend,
  value,
  onChange,
  messageOf,
  onBlur,
  required = 'none',
  multiline = false,
}: TranslationFieldsProps) {
  const { t } = useTranslation(STRUCTURE_DIALOGS_NS);
  const styles = useStyles();
  const summaryId = useId();
  const missing = missingLocales(value);
  return (
    <fieldset className={styles.fieldset} aria-describedby={summaryId}>
      <legend className={styles.legend}>{legend}</legend>
      <Text id={summaryId} size={200} className={styles.summary}>
        {missing.length === 0 ? t('allLanguagesFilled') : t('missingCount', { count: missing.length })}
      </Text>
      <div className={styles.grid}>
        {STRUCTURE_LOCALE_IDS.map((localeDicId) => {
          const language = LANGUAGES[localeDicId - 1];
          const isMissing = missing.includes(localeDicId);
          const message = messageOf?.(localeDicId);
          const controlProps = {
            className: mergeClasses(styles.control, isMissing && styles.missing),
            lang: language?.code,
            value: value[localeDicId],
            onBlur: () => onBlur?.(localeDicId),
          };
          const change = (text: string) => onChange({ ...value, [localeDicId]: text }, localeDicId);
          return (
            <Field
              key={localeDicId}
              label={`${language?.nativeName ?? localeDicId} (${language?.code ?? ''})`}
              required={required === 'all' || (required === 'fallback' && localeDicId === 1)}
              validationMessage={message}
              hint={
                isMissing ? (
                  <span className={styles.missingHint}>
                    <WarningFilled aria-hidden />
                    {t('missingTranslation')}
                  </span>
                ) : undefined
              }
            >
              {multiline ? (
                <Textarea
                  {...controlProps}
                  rows={2}
                  resize="vertical"
                  onChange={(_e, data) => change(data.value)}
                />
              ) : (
                <Input {...controlProps} onChange={(_e, data) => change(data.value)} />
              )}
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
