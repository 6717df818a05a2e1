import { Field, Input, Option, makeStyles } from '@fluentui/react-components';
import { AUDIT_ACTIONS, isAuditAction } from '@schemas/contract/audit-actions';
import { TranslatedDropdown } from '@widgets/shared/TranslatedDropdown';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../shared/lists/DateRangeFilter';
import { auditActionKey } from './auditActionText';
import type { AuditFilters } from './auditFilters';

interface AuditFilterFieldsProps {
  filters: AuditFilters;
  onChange: (change: Partial<AuditFilters>) => void;
}

const ANY = '';

const useStyles = makeStyles({
  // Fluent's dropdown is at least 250 px wide: in a narrow grid track it would cover the next field.
  dropdown: { minWidth: 0 },
});

/** The security log's filters: the event (every action, translated), a user's e-mail, and days. */
export function AuditFilterFields({ filters, onChange }: AuditFilterFieldsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const anyLabel = t('lists.any');
  return (
    <>
      <Field label={t('administration.audit.filter.action')}>
        <TranslatedDropdown
          className={styles.dropdown}
          value={
            filters.action ? t(`administration.audit.action.${auditActionKey(filters.action)}`) : anyLabel
          }
          selectedOptions={[filters.action ?? ANY]}
          onOptionSelect={(_event, data) =>
            onChange({ action: isAuditAction(data.optionValue) ? data.optionValue : null })
          }
        >
          <Option value={ANY}>{anyLabel}</Option>
          {AUDIT_ACTIONS.map((action) => (
            <Option key={action} value={action}>
              {t(`administration.audit.action.${auditActionKey(action)}`)}
            </Option>
          ))}
        </TranslatedDropdown>
      </Field>
      <Field label={t('administration.audit.filter.user')}>
        <Input type="search" value={filters.user} onChange={(_, data) => onChange({ user: data.value })} />
      </Field>
      <DateRangeFilter
        label={t('administration.audit.filter.date')}
        from={filters.from}
        to={filters.to}
        onChange={({ from, to }) => onChange({ from, to })}
      />
    </>
  );
}
