import type { RequestHandler, Router } from 'express';
import { endpointPaths, ROLE, type Endpoint } from '@schemas/contract/index';
import { formBody } from './form-body';
import { requireRole } from './require-role';
import { validate, type RequestSchemas } from './validate';

/** Middlewares of one route beyond what its contract entry implies (rate limits, their order). */
export interface RouteMiddlewares {
  /** Run after the role check and before the body is parsed and validated (request limits). */
  before?: RequestHandler[];
  /** Run once the request is valid (limits keyed by a validated field, such as the login's e-mail). */
  afterValidation?: RequestHandler[];
}

const SECURED_PREFIX = '/secured';

const routerMethod = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/**
 * The path on the router that serves it: secured endpoints are registered on the router mounted
 * at /secured (behind the session and terms checks), so their path there starts after it.
 */
function routerPath(endpoint: Endpoint, path: string): string {
  if (endpoint.roles === 'public') return path;
  if (!path.startsWith(`${SECURED_PREFIX}/`)) throw new Error(`A secured endpoint outside /secured: ${path}`);
  return path.slice(SECURED_PREFIX.length);
}

function requestSchemas(endpoint: Endpoint): RequestSchemas | undefined {
  const schemas: RequestSchemas = {};
  if (endpoint.params) schemas.params = endpoint.params;
  if (endpoint.query) schemas.query = endpoint.query;
  if (endpoint.body) schemas.body = endpoint.body;
  return Object.keys(schemas).length === 0 ? undefined : schemas;
}

/**
 * Serves one endpoint of the API contract: the role check of its `roles` (403 before anything else
 * for a secured one), the form-data parser for a form body, the validation of its params, query and
 * body against schemas/, then the handler. The session itself is the /secured router's.
 */
export function registerEndpoint(
  router: Router,
  endpoint: Endpoint,
  handler: RequestHandler,
  middlewares: RouteMiddlewares = {},
): void {
  const chain: RequestHandler[] = [];
  if (endpoint.roles !== 'public') chain.push(requireRole(...endpoint.roles.map((role) => ROLE[role])));
  chain.push(...(middlewares.before ?? []));
  if (endpoint.encoding === 'form') chain.push(formBody);
  const schemas = requestSchemas(endpoint);
  if (schemas) chain.push(validate(schemas));
  chain.push(...(middlewares.afterValidation ?? []), handler);
  const paths = endpointPaths(endpoint).map((path) => routerPath(endpoint, path));
  router[routerMethod[endpoint.method]](paths.length === 1 ? (paths[0] ?? '') : paths, ...chain);
}
