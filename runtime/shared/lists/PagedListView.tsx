import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureMessage } from '../forms/FailureMessage';
import { NARROW_SCREEN, useMediaQuery } from '../layout/useMediaQuery';
import { FilterPanel } from './FilterPanel';
import { ListCards } from './ListCards';
import { ListPager } from './ListPager';
import { ListSortChoice } from './ListSortChoice';
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

/**
 * What every paged list shows: its filter panel, a failed load's message, the rows and the pager.
 * Below 768 px the rows are cards (each with its buttons inside the screen's width) under a sort
 * choice; wider screens get the sortable table.
 */
export function PagedListView<Row, Filters>({
  label,
  list,
  columns,
  rowKey,
  filterFields,
}: PagedListViewProps<Row, Filters>) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_SCREEN);
  return (
    <>
      <FilterPanel onClear={list.resetFilters} activeCount={list.activeFilterCount}>
        {filterFields}
      </FilterPanel>
      {list.failure !== undefined && <FailureMessage title={t('lists.loadFailed')} message={list.failure} />}
      {narrow ? (
        <>
          <ListSortChoice columns={columns} sort={list.sort} onSort={list.setSort} />
          <ListCards
            label={label}
            columns={columns}
            rows={list.rows}
            rowKey={rowKey}
            loading={list.loading}
          />
        </>
      ) : (
        <ListTable
          label={label}
          columns={columns}
          rows={list.rows}
          rowKey={rowKey}
          sort={list.sort}
          onSort={list.toggleSort}
          loading={list.loading}
        />
      )}
      <ListPager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />
    </>
  );
}
