import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { nativeNameOf } from '@runtime/shared/i18n/languages';
import { changedFields, type ChangedField } from './changedFields';
import { fieldLabel } from './fieldLabel';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, minWidth: 0 },
  item: { overflowWrap: 'anywhere' },
  old: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
});

/** The values an entry changed, one line each: "field (language): before → after". */
export function ChangedFieldList({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const fields = changedFields(before, after);
  const shown = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('changes.none');
    if (typeof value === 'boolean') return value ? t('changes.yes') : t('changes.no');
    if (Array.isArray(value)) return value.length === 0 ? t('changes.none') : value.map(String).join(', ');
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const name = (field: ChangedField) =>
    field.language === undefined
      ? fieldLabel(t, field.field)
      : t('changes.inLanguage', {
          field: fieldLabel(t, field.field),
          language: nativeNameOf(field.language),
        });
  if (fields.length === 0) return <Caption1>{t('changes.nothingChanged')}</Caption1>;
  return (
    <ul className={styles.list} aria-label={t('changes.values')}>
      {fields.map((field) => (
        <li key={`${field.field}.${field.language ?? ''}`} className={styles.item}>
          {name(field)}: {before !== null && <span className={styles.old}>{shown(field.before)}</span>}
          {before !== null && after !== null && ' → '}
          {after !== null && <span>{shown(field.after)}</span>}
        </li>
      ))}
    </ul>
  );
}
