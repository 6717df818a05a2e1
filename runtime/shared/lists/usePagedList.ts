import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ApiCall } from '../api/apiCall';
import { callUrl } from '../api/apiCall';
import { useApi } from '../api/apiContext';
import { ApiError } from '../api/ApiError';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import type { ListFilterItem } from './listFilter';
import { countActiveFilters } from './listFilter';
import type { ListSort } from './listSort';
import { isListSort, nextSort } from './listSort';
import { pagedListQuery } from './pagedListQuery';
import { useStoredState } from './useStoredState';

/** Typing in a filter waits this long before the list asks the server again. */
export const FILTER_DEBOUNCE_MS = 250;

export interface PagedListOptions<Row, Filters> {
  /** Where the list keeps its filters, sort and page across reloads (under the `filters:` prefix). */
  storageKey: string;
  pageSize: number;
  initialFilters: Filters;
  isFilters: (value: unknown) => value is Filters;
  /** The filter items the server gets for the screen's filter values. */
  toFilterItems: (filters: Filters) => ListFilterItem[];
  /** The free search text among the filters, if the list has one. */
  toSearchText?: (filters: Filters) => string;
  call: (query: Record<string, string>) => ApiCall<Row[]>;
  /** False while the list must not load yet. */
  enabled?: boolean;
  /** The sort a fresh list starts with (none when left out); the user can still cycle it away. */
  initialSort?: ListSort;
}

export interface PagedList<Row, Filters> {
  rows: Row[];
  total: number;
  /** The first load, or a reload after a change, is under way. */
  loading: boolean;
  /** The server's message when the last load failed; the list is then empty. */
  failure: string | undefined;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  sort: ListSort | undefined;
  toggleSort: (property: string) => void;
  /** Sets the order outright (the sort choice of a narrow screen); undefined = the server's default. */
  setSort: (sort: ListSort | undefined) => void;
  filters: Filters;
  /** How many filter fields differ from a fresh list's (shown on the filter button of a narrow screen). */
  activeFilterCount: number;
  /** Changing a filter returns to the first page. */
  changeFilters: (change: Partial<Filters>) => void;
  resetFilters: () => void;
  reload: () => Promise<void>;
}

interface StoredListState<Filters> {
  filters: Filters;
  sort: ListSort | undefined;
  page: number;
}

interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/**
 * The state of a server-paged list: filters (debounced, kept across reloads), sort cycling, paging,
 * loading and failure. Replies to superseded requests are ignored; a failed load empties the list.
 */
export function usePagedList<Row, Filters>(options: PagedListOptions<Row, Filters>): PagedList<Row, Filters> {
  const { storageKey, pageSize, initialFilters, isFilters, toFilterItems, toSearchText, call, initialSort } =
    options;
  const api = useApi();
  const { i18n } = useTranslation();
  const isStoredState = (value: unknown): value is StoredListState<Filters> =>
    typeof value === 'object' &&
    value !== null &&
    'filters' in value &&
    isFilters(value.filters) &&
    (!('sort' in value) || value.sort === undefined || isListSort(value.sort)) &&
    'page' in value &&
    typeof value.page === 'number' &&
    Number.isInteger(value.page) &&
    value.page >= 0;
  const [state, setState] = useStoredState<StoredListState<Filters>>(
    storageKey,
    { filters: initialFilters, sort: initialSort, page: 0 },
    isStoredState,
  );
  const appliedFilters = useDebouncedValue(state.filters, FILTER_DEBOUNCE_MS);
  const listCall = call(
    pagedListQuery({
      page: state.page,
      pageSize,
      sort: state.sort,
      filter: toFilterItems(appliedFilters),
      searchText: toSearchText?.(appliedFilters),
    }),
  );
  const key =
    options.enabled === false ? null : ['list', callUrl(listCall), i18n.resolvedLanguage ?? i18n.language];
  const { data, error, isLoading, isValidating, mutate } = useSWR<ListPage<Row>, ApiError>(
    key,
    async () => {
      const result = await api.send(listCall);
      if (!result.ok) throw new ApiError(result);
      return { rows: result.data, total: result.total ?? result.data.length };
    },
    { keepPreviousData: true },
  );

  const total = error ? 0 : (data?.total ?? 0);
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  // After a removal the current page can lie past the end; show the last page that exists instead.
  const pastTheEnd = !error && data !== undefined && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setState({ ...state, page: lastPage });
  }, [pastTheEnd, lastPage, state, setState]);

  return {
    rows: error ? [] : (data?.rows ?? []),
    total,
    loading: isLoading || isValidating,
    failure: error?.message,
    page: state.page,
    pageSize,
    setPage: (page) => setState({ ...state, page }),
    sort: state.sort,
    toggleSort: (property) => setState({ ...state, sort: nextSort(state.sort, property), page: 0 }),
    setSort: (sort) => setState({ ...state, sort, page: 0 }),
    filters: state.filters,
    activeFilterCount: countActiveFilters(state.filters, initialFilters),
    changeFilters: (change) => setState({ ...state, filters: { ...state.filters, ...change }, page: 0 }),
    resetFilters: () => setState({ ...state, filters: initialFilters, page: 0 }),
    reload: async () => {
      await mutate();
    },
  };
}
