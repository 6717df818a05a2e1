import { Checkbox, Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { institutionTypeListCall, roleListCall, roleName } from '../../shared/dictionaries/dictionaryCalls';
import { localeCodeToId } from '../../shared/i18n/languages';
import { DateRangeFilter } from '../../shared/lists/DateRangeFilter';
import { FilterChoice } from '../../shared/lists/FilterChoice';
import type { UserFilters } from './userFilters';

interface UserFilterFieldsProps {
  filters: UserFilters;
  onChange: (change: Partial<UserFilters>) => void;
}

/** The user list's filters: free search, e-mail, user type, institution, registration days, unconfirmed. */
export function UserFilterFields({ filters, onChange }: UserFilterFieldsProps) {
  const { t, i18n } = useTranslation();
  const localeId = localeCodeToId(i18n.resolvedLanguage);
  const roles = useApiQuery(roleListCall());
  const institutionTypes = useApiQuery(institutionTypeListCall(localeId));
  return (
    <>
      <Field label={t('users.filter.searchText')}>
        <Input
          type="search"
          value={filters.searchText}
          onChange={(_, data) => onChange({ searchText: data.value })}
        />
      </Field>
      <Field label={t('users.filter.email')}>
        <Input value={filters.email} onChange={(_, data) => onChange({ email: data.value })} />
      </Field>
      <FilterChoice
        label={t('users.filter.role')}
        choices={(roles.data ?? []).map((role) => ({ id: role.id, name: roleName(role, localeId) }))}
        value={filters.roleId}
        onChange={(roleId) => onChange({ roleId })}
      />
      <FilterChoice
        label={t('users.filter.institutionType')}
        choices={institutionTypes.data ?? []}
        value={filters.institutionTypeId}
        onChange={(institutionTypeId) => onChange({ institutionTypeId })}
      />
      <Field label={t('users.filter.institutionName')}>
        <Input
          value={filters.institutionName}
          onChange={(_, data) => onChange({ institutionName: data.value })}
        />
      </Field>
      <DateRangeFilter
        label={t('users.filter.registrationDate')}
        from={filters.registeredFrom}
        to={filters.registeredTo}
        onChange={({ from, to }) => onChange({ registeredFrom: from, registeredTo: to })}
      />
      <Checkbox
        label={t('users.filter.showUnconfirmed')}
        checked={filters.showUnconfirmed}
        onChange={(_, data) => onChange({ showUnconfirmed: data.checked === true })}
      />
    </>
  );
}
