import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isDateRangeReversed } from './listFilter';

interface DateRangeFilterProps {
  /** Names the range, e.g. "Date added". */
  label: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * From/to days (YYYY-MM-DD values; the browser shows them in the user's date format). Future days
 * are not offered, and a start after the end is pointed out under the fields.
 */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const reversed = isDateRangeReversed(from, to);
  const max = today();
  return (
    <>
      <Field
        label={`${label}: ${t('lists.dateFrom')}`}
        validationMessage={reversed ? t('lists.dateRangeReversed') : undefined}
      >
        <Input
          type="date"
          value={from}
          max={max}
          onChange={(_, data) => onChange({ from: data.value, to })}
        />
      </Field>
      <Field label={`${label}: ${t('lists.dateTo')}`}>
        <Input type="date" value={to} max={max} onChange={(_, data) => onChange({ from, to: data.value })} />
      </Field>
    </>
  );
}
