import type { ApiCall } from '@runtime/shared/api/apiCall';
import type { ApiClient } from '@runtime/shared/api/apiClient';
import type { ApiFailure, ApiResult } from '@runtime/shared/api/envelope';
import { replyGuard } from '@runtime/shared/api/replyCheck';
import type { ListFilterItem } from '@runtime/shared/lists/listFilter';

/** What the stand-in server answers one call with, given the call's query. */
export type StoryAnswer = (query: Record<string, string>) => ApiResult<unknown> | Promise<ApiResult<unknown>>;

/** Answers keyed `METHOD /path` (below /api, without the query), as the tests' fake API keys them. */
export type StoryRoutes = Record<string, StoryAnswer>;

/** How a story's list call is answered. */
export type ListReply = 'rows' | 'empty' | 'loading' | 'fails';

/** A reply that never comes: the list stays loading. */
export function never(): Promise<never> {
  return new Promise(() => undefined);
}

export function ok(data: unknown): ApiResult<unknown> {
  return { ok: true, data };
}

/** The server's refusal of a list, with its message in the request's language. */
export function listFailure(localeId: number): ApiFailure {
  return {
    ok: false,
    status: 500,
    error: 'INTERNAL_ERROR',
    message:
      localeId === 2
        ? 'Serwer nie mógł teraz wczytać listy. Spróbuj ponownie później.'
        : 'The server could not load the list just now. Please try again later.',
  };
}

/** How the stand-in server reads one filter or sort property of a row (the database column). */
export type RowFields<Row> = Record<string, (row: Row) => string | number | boolean | null>;

function isFilterItem(value: unknown): value is ListFilterItem {
  return typeof value === 'object' && value !== null && 'operator' in value && 'property' in value;
}

function parseList(text: string | undefined): unknown[] {
  if (text === undefined) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : [];
}

function matches<Row>(row: Row, item: ListFilterItem, fields: RowFields<Row>): boolean {
  const read = fields[item.property];
  if (!read) {
    // A filter the stand-in cannot apply would show rows the real server leaves out.
    console.error(`The story server cannot filter by ${item.property}`);
    return true;
  }
  const value = read(row);
  switch (item.operator) {
    case 'like':
      return String(value ?? '')
        .toLowerCase()
        .includes(String(item.value).toLowerCase());
    case 'eq':
      return value === item.value;
    case 'gte':
      return String(value ?? '').slice(0, 10) >= String(item.value);
    case 'lte':
      return String(value ?? '').slice(0, 10) <= String(item.value);
  }
}

/**
 * One page of `rows` as the paged list calls answer it: filtered, sorted and sliced by the query the
 * list sent (`filter`, `sort`, `start`, `limit`, and `searchText` through `search`), with the total.
 */
export function pageOf<Row>(
  rows: readonly Row[],
  query: Record<string, string>,
  fields: RowFields<Row>,
  search?: (row: Row, text: string) => boolean,
): ApiResult<Row[]> {
  const filter = parseList(query.filter).filter(isFilterItem);
  const searchText = query.searchText?.toLowerCase();
  const found = rows.filter(
    (row) =>
      filter.every((item) => matches(row, item, fields)) &&
      (searchText === undefined || search === undefined || search(row, searchText)),
  );
  const [sort] = parseList(query.sort);
  if (typeof sort === 'object' && sort !== null && 'property' in sort && typeof sort.property === 'string') {
    const read = fields[sort.property];
    const sign = 'direction' in sort && sort.direction === 'DESC' ? -1 : 1;
    if (read) found.sort((a, b) => sign * String(read(a) ?? '').localeCompare(String(read(b) ?? '')));
  }
  const start = Number(query.start ?? 0);
  const limit = Number(query.limit ?? found.length);
  return { ok: true, data: found.slice(start, start + limit), total: found.length };
}

/**
 * The stories' stand-in for the server at the network edge: each call is answered from fixtures
 * without a request, and every answer is checked against the API contract as the real client checks
 * the server's, so a fixture that drifts from the contract fails its story (a console error).
 */
export function storyClient(routes: StoryRoutes): ApiClient {
  return {
    async send<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
      const key = `${call.method} ${call.path}`;
      const answer = routes[key];
      if (!answer) {
        console.error(`The story has no answer for ${key}`);
        return { ok: false, status: 404, error: 'NOT_FOUND', message: `No story answer for ${key}` };
      }
      const result = await answer(call.query ?? {});
      if (!result.ok) return result;
      const accepts = typeof call.accepts === 'function' ? call.accepts : await replyGuard(call.accepts);
      const data = result.data;
      if (!accepts(data)) {
        console.error(`The story's answer to ${key} breaks the API contract`);
        return { ok: false, status: 200, error: 'UNEXPECTED_REPLY', message: `Bad story answer for ${key}` };
      }
      return result.total === undefined ? { ok: true, data } : { ok: true, data, total: result.total };
    },
    async download() {
      return { ok: false, status: 501, error: 'NO_DOWNLOAD', message: 'No downloads in the list stories.' };
    },
  };
}
