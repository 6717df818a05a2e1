import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureMessage } from '../forms/FailureMessage';
import { FilterPanel } from './FilterPanel';
import { ListPager } from './ListPager';
import type { ListColumn } from './ListTable';
import { ListTable } from './ListTable';
import type { PagedList } from './usePagedList';

interface PagedListViewProps<Row, Filters> {
  /** Names the table for screen readers, e.g. "Units". */
  label: string;
  list: PagedList<Row, Filters>;
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The list's filter fields, shown in the filter panel. */
  filterFields: ReactNode;
}

/** What every paged list shows: its filter panel, a failed load's message, the table and the pager. */
export function PagedListView<Row, Filters>({
  label,
  list,
  columns,
  rowKey,
  filterFields,
}: PagedListViewProps<Row, Filters>) {
  const { t } = useTranslation();
  return (
    <>
      <FilterPanel onClear={list.resetFilters}>{filterFields}</FilterPanel>
      {list.failure !== undefined && <FailureMessage title={t('lists.loadFailed')} message={list.failure} />}
      <ListTable
        label={label}
        columns={columns}
        rows={list.rows}
        rowKey={rowKey}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={list.loading}
      />
      <ListPager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />
    </>
  );
}
