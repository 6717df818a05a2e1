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
