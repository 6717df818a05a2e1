import { schemaRef } from '@schemas/index';
import type { FilterList, PagedListQuery, SortList } from '@schemas/generated/api/lists';
import type { FilterOperator, PagedQuery } from '../../shared/list-query';
import { compiledValidator } from '../../shared/schema-validator';
import { AppError } from '../app-error';

/** The property names a list accepts, and which operators each filter property takes. */
export interface ListProperties<Filterable extends string, Sortable extends string> {
  filter: Readonly<Record<Filterable, readonly FilterOperator[]>>;
  sort: readonly Sortable[];
  defaultLimit: number;
}

function parseJson(text: string, where: 'sort' | 'filter'): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION_FAILED', {}, [`${where}: not a JSON list`]);
  }
}

function checked<T>(value: unknown, definition: 'SortList' | 'FilterList', where: string): T {
  const check = compiledValidator(schemaRef('api/lists', definition));
  if (!check(value)) {
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      (check.errors ?? []).map((error) => `${where}${error.instancePath}: ${error.message ?? error.keyword}`),
    );
  }
  // The validator just proved the shape the generated type describes.
  return value as T;
}

function isOneOf<P extends string>(names: readonly P[], value: string): value is P {
  return (names as readonly string[]).includes(value);
}

/**
 * Parses `start`, `limit`, `searchText`, `sort` and `filter` of a paged list call (already checked
 * against PagedListQuery). A property or operator the list does not name is a 400
 * UNKNOWN_LIST_PROPERTY, so that a typo never silently returns an unfiltered list.
 */
export function parsePagedQuery<Filterable extends string, Sortable extends string>(
  query: PagedListQuery,
  properties: ListProperties<Filterable, Sortable>,
): PagedQuery<Filterable, Sortable> {
  const filterNames = Object.keys(properties.filter) as Filterable[];
  const sort = query.sort
    ? checked<SortList>(parseJson(query.sort, 'sort'), 'SortList', 'sort').map((item) => {
        if (!isOneOf(properties.sort, item.property)) {
          throw new AppError('UNKNOWN_LIST_PROPERTY', { property: item.property });
        }
        return { property: item.property, direction: item.direction };
      })
    : [];
  const filter = query.filter
    ? checked<FilterList>(parseJson(query.filter, 'filter'), 'FilterList', 'filter').map((item) => {
        if (
          !isOneOf(filterNames, item.property) ||
          !properties.filter[item.property].includes(item.operator)
        ) {
          throw new AppError('UNKNOWN_LIST_PROPERTY', { property: `${item.property} ${item.operator}` });
        }
        return { operator: item.operator, property: item.property, value: item.value };
      })
    : undefined;
  return {
    start: query.start ? Number(query.start) : 0,
    limit: query.limit ? Number(query.limit) : properties.defaultLimit,
    searchText: query.searchText?.trim() ?? '',
    sort,
    filter,
  };
}
