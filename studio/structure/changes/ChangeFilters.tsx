import { Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { TranslatedDropdown } from '@widgets/shared/TranslatedDropdown';
import type { ChangeFilter } from './structureChangesCall';

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  user: { flex: '1 1 240px', minWidth: 0 },
  date: { flex: '1 1 150px', minWidth: 0 },
  dropdown: { minWidth: 0, width: '100%' },
});

const ALL = 'all';

interface ChangeFiltersProps {
  filter: ChangeFilter;
  users: readonly { id: number; email: string }[];
  onChange: (filter: ChangeFilter) => void;
}

/** Whose changes (everyone who changed the type) and from which day to which, wrapping on a phone. */
export function ChangeFilters({ filter, users, onChange }: ChangeFiltersProps) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const selected = users.find((user) => user.id === filter.userId);
  return (
    <div className={styles.filters} role="group" aria-label={t('changes.filters')}>
      <Field label={t('changes.user')} className={styles.user}>
        <TranslatedDropdown
          className={styles.dropdown}
          value={selected?.email ?? t('changes.allUsers')}
          selectedOptions={[selected ? String(selected.id) : ALL]}
          onOptionSelect={(_event, data) =>
            onChange({
              ...filter,
              userId: data.optionValue && data.optionValue !== ALL ? Number(data.optionValue) : null,
            })
          }
        >
          <Option value={ALL}>{t('changes.allUsers')}</Option>
          {users.map((user) => (
            <Option key={user.id} value={String(user.id)}>
              {user.email}
            </Option>
          ))}
        </TranslatedDropdown>
      </Field>
      <Field label={t('changes.from')} className={styles.date}>
        <Input
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(_event, data) => onChange({ ...filter, from: data.value })}
        />
      </Field>
      <Field label={t('changes.to')} className={styles.date}>
        <Input
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(_event, data) => onChange({ ...filter, to: data.value })}
        />
      </Field>
    </div>
  );
}
