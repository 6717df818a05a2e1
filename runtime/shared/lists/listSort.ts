/** The one sorted column of a list; undefined = the server's default order. */
export interface ListSort {
  property: string;
  direction: 'ASC' | 'DESC';
}

/** A header click cycles none → ascending → descending → none; another column starts ascending. */
export function nextSort(current: ListSort | undefined, property: string): ListSort | undefined {
  if (current?.property !== property) return { property, direction: 'ASC' };
  return current.direction === 'ASC' ? { property, direction: 'DESC' } : undefined;
}

export function isListSort(value: unknown): value is ListSort {
  return (
    typeof value === 'object' &&
    value !== null &&
    'property' in value &&
    typeof value.property === 'string' &&
    'direction' in value &&
    (value.direction === 'ASC' || value.direction === 'DESC')
  );
}
