import { isRecord } from '../api/guards';

/** One filter item as the paged list calls take it (a JSON list in the `filter` parameter). */
export interface ListFilterItem {
  operator: 'eq' | 'like' | 'gte' | 'lte';
  property: string;
  value: string | number | boolean;
}

/** `like` on a text filter, left out while the text is blank. */
export function textFilter(property: string, text: string): ListFilterItem[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : [{ operator: 'like', property, value: trimmed }];
}

/** `eq` on a chosen dictionary id, left out while nothing is chosen. */
export function idFilter(property: string, id: number | undefined): ListFilterItem[] {
  return id === undefined ? [] : [{ operator: 'eq', property, value: id }];
}

/** A from/to day range (YYYY-MM-DD), each end left out while empty. */
export function dateRangeFilter(property: string, from: string, to: string): ListFilterItem[] {
  return [
    ...(from === '' ? [] : [{ operator: 'gte' as const, property, value: from }]),
    ...(to === '' ? [] : [{ operator: 'lte' as const, property, value: to }]),
  ];
}

/** A range whose start lies after its end cannot match anything; the filter panel says so. */
export function isDateRangeReversed(from: string, to: string): boolean {
  return from !== '' && to !== '' && from > to;
}

/**
 * How many filter fields differ from the value a fresh list starts with: what the filter button of a
 * narrow screen counts. Each field counts once, so a date range with both ends set counts two.
 */
export function countActiveFilters(filters: unknown, initial: unknown): number {
  if (!isRecord(filters) || !isRecord(initial)) return 0;
  // Blank text filters nothing (the text filters send trimmed text), so it is not counted either.
  const applied = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  return Object.keys(initial).filter((key) => applied(filters[key]) !== applied(initial[key])).length;
}
