import { Field, Option } from '@fluentui/react-components';
import { TranslatedDropdown } from '@widgets/shared/TranslatedDropdown';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './ListTable';
import type { ListSort } from './listSort';

interface ListSortChoiceProps<Row> {
  columns: readonly ListColumn<Row>[];
  sort: ListSort | undefined;
  onSort: (sort: ListSort | undefined) => void;
}

/** The option of the server's own order. */
const DEFAULT_ORDER = '';

function optionValue(sort: ListSort): string {
  return `${sort.direction}:${sort.property}`;
}

/**
 * The order of a list shown as cards, where no column headers can be clicked: one choice among the
 * sortable columns in either direction, or the server's default order.
 */
export function ListSortChoice<Row>({ columns, sort, onSort }: ListSortChoiceProps<Row>) {
  const { t } = useTranslation();
  const options = columns.flatMap((column) => {
    const property = column.sortProperty;
    if (property === undefined) return [];
    return (['ASC', 'DESC'] as const).map((direction) => ({
      sort: { property, direction },
      text: t(direction === 'ASC' ? 'lists.sortAscending' : 'lists.sortDescending', { column: column.label }),
    }));
  });
  if (options.length === 0) return null;
  const chosen =
    sort === undefined ? undefined : options.find((option) => optionValue(option.sort) === optionValue(sort));
  return (
    <Field label={t('lists.sortBy')}>
      <TranslatedDropdown
        value={chosen?.text ?? t('lists.defaultOrder')}
        selectedOptions={[chosen ? optionValue(chosen.sort) : DEFAULT_ORDER]}
        onOptionSelect={(_event, data) => {
          const picked = options.find((option) => optionValue(option.sort) === data.optionValue);
          onSort(picked?.sort);
        }}
      >
        <Option value={DEFAULT_ORDER}>{t('lists.defaultOrder')}</Option>
        {options.map((option) => (
          <Option key={optionValue(option.sort)} value={optionValue(option.sort)}>
            {option.text}
          </Option>
        ))}
      </TranslatedDropdown>
    </Field>
  );
}
