import type { ListFilterItem } from './listFilter';
import type { ListSort } from './listSort';

export interface PagedListRequest {
  page: number;
  pageSize: number;
  searchText?: string;
  sort: ListSort | undefined;
  filter: ListFilterItem[];
}

/** The query string of the paged list calls: start, limit, searchText, and sort and filter as JSON lists. */
export function pagedListQuery(request: PagedListRequest): Record<string, string> {
  const query: Record<string, string> = {
    start: String(request.page * request.pageSize),
    limit: String(request.pageSize),
    filter: JSON.stringify(request.filter),
  };
  const searchText = request.searchText?.trim() ?? '';
  if (searchText !== '') query.searchText = searchText;
  if (request.sort) query.sort = JSON.stringify([request.sort]);
  return query;
}
