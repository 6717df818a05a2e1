import { Field, Input } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter } from 'react-router-dom';
import { RuntimeApp } from '@runtime/App';
import { runtimeRoutes } from '@runtime/routes';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import { isArrayOf, isRecord } from '@runtime/shared/api/guards';
import { createI18n } from '@runtime/translations/createI18n';
import { DateRangeFilter } from '@runtime/shared/lists/DateRangeFilter';
import { dateRangeFilter, textFilter } from '@runtime/shared/lists/listFilter';
import type { ListColumn } from '@runtime/shared/lists/ListTable';
import { PagedListView } from '@runtime/shared/lists/PagedListView';
import { usePagedList } from '@runtime/shared/lists/usePagedList';
import type { ApiRequest, CannedReply } from '../support/fakeApi';

/** A neutral list under test: the building blocks wired together the way the feature lists wire them. */
export const THINGS = 'GET /api/things';
export const HARNESS_PATH = '/list-under-test';
export const HARNESS_PAGE_SIZE = 5;

export interface Thing {
  id: number;
  name: string;
  size: number;
}

interface ThingFilters {
  name: string;
  from: string;
  to: string;
}

const INITIAL: ThingFilters = { name: '', from: '', to: '' };

function isThing(value: unknown): value is Thing {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.size === 'number'
  );
}

function isThingFilters(value: unknown): value is ThingFilters {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.from === 'string' &&
    typeof value.to === 'string'
  );
}

function thingListCall(query: Record<string, string>): ApiCall<Thing[]> {
  return { method: 'GET', path: '/things', query, accepts: isArrayOf(isThing) };
}

const THING_COLUMNS: ListColumn<Thing>[] = [
  { id: 'name', label: 'Name', sortProperty: 'thing_name', render: (row) => row.name },
  { id: 'size', label: 'Size', sortProperty: 'thing_size', render: (row) => row.size },
  { id: 'id', label: 'Number', render: (row) => row.id },
];

function ThingList() {
  const list = usePagedList({
    storageKey: 'things',
    pageSize: HARNESS_PAGE_SIZE,
    initialFilters: INITIAL,
    isFilters: isThingFilters,
    toFilterItems: (filters) => [
      ...textFilter('thing_name', filters.name),
      ...dateRangeFilter('thing_created', filters.from, filters.to),
    ],
    call: thingListCall,
  });
  return (
    <PagedListView
      label="Things"
      list={list}
      columns={THING_COLUMNS}
      rowKey={(row) => row.id}
      filterFields={
        <>
          <Field label="Name filter">
            <Input
              value={list.filters.name}
              onChange={(_, data) => list.changeFilters({ name: data.value })}
            />
          </Field>
          <DateRangeFilter
            label="Created"
            from={list.filters.from}
            to={list.filters.to}
            onChange={({ from, to }) => list.changeFilters({ from, to })}
          />
        </>
      }
    />
  );
}

function routesWithHarness(): RouteObject[] {
  const [root, ...rest] = runtimeRoutes;
  if (!root || root.index === true) throw new Error('runtimeRoutes has no layout root');
  const harness: RouteObject = { path: HARNESS_PATH.slice(1), element: <ThingList /> };
  return [{ ...root, children: [harness, ...(root.children ?? [])] }, ...rest];
}

/** Opens the list (as after a page load: the stored filters are read again). */
export function renderHarness(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const router = createMemoryRouter(routesWithHarness(), { initialEntries: [HARNESS_PATH] });
  const user = userEvent.setup(options);
  const view = render(<RuntimeApp router={router} i18n={createI18n('en')} />);
  return { user, view };
}

/** `count` things numbered from 1, named "Thing 1"… */
export function things(count: number, first = 1): Thing[] {
  return Array.from({ length: count }, (_, index) => ({
    id: first + index,
    name: `Thing ${first + index}`,
    size: (first + index) * 10,
  }));
}

/** A paged server: 12 things, answering the page that start/limit ask for. */
export function pagedThings(total = 12) {
  return (request: ApiRequest): CannedReply => {
    const start = Number(request.query.get('start'));
    const limit = Number(request.query.get('limit'));
    const rows = things(total).slice(start, start + limit);
    return { status: 200, body: { success: true, data: rows, total } };
  };
}
