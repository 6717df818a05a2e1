import type { FilterList } from '@schemas/generated/api/lists';

export type FilterOperator = FilterList[number]['operator'];

/** One filter of a list, on a property the list accepts. */
export interface ListFilter<Property extends string> {
  operator: FilterOperator;
  property: Property;
  value: string | number | boolean;
}

export interface ListSort<Property extends string> {
  property: Property;
  direction: 'ASC' | 'DESC';
}

/** A paged list request after parsing: every property is one the list names. */
export interface PagedQuery<Filterable extends string, Sortable extends string> {
  start: number;
  limit: number;
  searchText: string;
  sort: ListSort<Sortable>[];
  /** undefined when the request sent no filter at all (a list may then apply its default filter). */
  filter: ListFilter<Filterable>[] | undefined;
}
