import type { Express } from 'express';
import { apiContract, endpointPaths } from '@schemas/contract/index';

/** One route of the running app: its method and its full path pattern (`/api/secured/farm/:id`). */
export interface AppRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
}

const routeMethod = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: unknown };
}

function isLayer(value: unknown): value is LayerLike {
  return typeof value === 'object' && value !== null;
}

function paths(raw: unknown): string[] {
  if (typeof raw === 'string') return [raw];
  return Array.isArray(raw) ? raw.filter((path): path is string => typeof path === 'string') : [];
}

function join(prefix: string, path: string): string {
  return `${prefix}${path === '/' ? '' : path}`.replace(/\/{2,}/g, '/');
}

function walk(stack: unknown, prefix: string, into: AppRoute[]): void {
  if (!Array.isArray(stack)) return;
  for (const layer of stack) {
    if (!isLayer(layer)) continue;
    if (layer.route) {
      for (const path of paths(layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && (method === 'get' || method === 'post' || method === 'put' || method === 'delete')) {
            into.push({ method, path: join(prefix, path) });
          }
        }
      }
    } else if (layer.handle?.stack) {
      for (const path of paths(layer.rawPath ?? '/')) walk(layer.handle.stack, join(prefix, path), into);
    }
  }
}

/** Every route the app serves, read from its Express routers: the API as it really is, not as documented. */
export function routeTable(app: Express): AppRoute[] {
  const routes: AppRoute[] = [];
  walk((app as unknown as { router: { stack: unknown } }).router.stack, '', routes);
  return routes;
}

/** Every route the API contract describes, as the app would serve it below /api. */
export function contractRoutes(): AppRoute[] {
  return Object.values(apiContract).flatMap((endpoint) =>
    endpointPaths(endpoint).map((path) => ({ method: routeMethod[endpoint.method], path: `/api${path}` })),
  );
}
