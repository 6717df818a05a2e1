import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { unitTypeListCall } from '../../shared/dictionaries/dictionaryCalls';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { institutionTypeListCall } from '../../shared/dictionaries/dictionaryCalls';
import { localeCodeToId } from '../../shared/i18n/languages';
import { DateRangeFilter } from '../../shared/lists/DateRangeFilter';
import { FilterChoice } from '../../shared/lists/FilterChoice';
import type { UnitFilters } from './unitFilters';

interface UnitFilterFieldsProps {
  filters: UnitFilters;
  onChange: (change: Partial<UnitFilters>) => void;
}

/** The unit list's filters: unit name and type, institution type and name, date added. */
export function UnitFilterFields({ filters, onChange }: UnitFilterFieldsProps) {
  const { t, i18n } = useTranslation();
  const localeId = localeCodeToId(i18n.resolvedLanguage);
  const unitTypes = useApiQuery(unitTypeListCall(localeId));
  const institutionTypes = useApiQuery(institutionTypeListCall(localeId));
  return (
    <>
      <Field label={t('units.list.filter.unitName')}>
        <Input value={filters.unitName} onChange={(_, data) => onChange({ unitName: data.value })} />
      </Field>
      <FilterChoice
        label={t('units.list.filter.unitType')}
        choices={(unitTypes.data ?? []).map((type) => ({ id: type.id, name: type.text }))}
        value={filters.unitTypeId}
        onChange={(unitTypeId) => onChange({ unitTypeId })}
      />
      <FilterChoice
        label={t('units.list.filter.institutionType')}
        choices={institutionTypes.data ?? []}
        value={filters.institutionTypeId}
        onChange={(institutionTypeId) => onChange({ institutionTypeId })}
      />
      <Field label={t('units.list.filter.institutionName')}>
        <Input
          value={filters.institutionName}
          onChange={(_, data) => onChange({ institutionName: data.value })}
        />
      </Field>
      <DateRangeFilter
        label={t('units.list.filter.dateAdded')}
        from={filters.addedFrom}
        to={filters.addedTo}
        onChange={({ from, to }) => onChange({ addedFrom: from, addedTo: to })}
      />
    </>
  );
}
