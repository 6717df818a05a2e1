import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DateProblem, DateProblems } from './exportDates';

interface ExportDateFieldsProps {
  dateFrom: string;
  dateTo: string;
  /** The last day that may be chosen (today, UTC). */
  today: string;
  problems: DateProblems;
  onChange: (range: { dateFrom: string; dateTo: string }) => void;
}

const MESSAGE_KEYS = {
  invalid: 'export.dateInvalid',
  future: 'export.dateFuture',
  afterEnd: 'export.dateAfterEnd',
} as const satisfies Record<DateProblem, string>;

/**
 * The range of the questionnaires' creation days (`YYYY-MM-DD` values; the browser shows them in the
 * user's date format). Days after today are not offered; each problem is named under its field.
 */
export function ExportDateFields({ dateFrom, dateTo, today, problems, onChange }: ExportDateFieldsProps) {
  const { t } = useTranslation();
  const message = (problem: DateProblem | undefined) => (problem ? t(MESSAGE_KEYS[problem]) : undefined);
  return (
    <>
      <Field label={t('export.dateFrom')} validationMessage={message(problems.dateFrom)}>
        <Input
          type="date"
          value={dateFrom}
          max={today}
          onChange={(_event, data) => onChange({ dateFrom: data.value, dateTo })}
        />
      </Field>
      <Field label={t('export.dateTo')} validationMessage={message(problems.dateTo)}>
        <Input
          type="date"
          value={dateTo}
          max={today}
          onChange={(_event, data) => onChange({ dateFrom, dateTo: data.value })}
        />
      </Field>
    </>
  );
}
