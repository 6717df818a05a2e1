import type { RoleName } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A reference to a schema definition under schemas/, e.g. `api/access.schema.json#/$defs/LoginForm`. */
export type SchemaRef = `${string}.schema.json${'' | `#/${string}`}`;

/**
 * The schema of a reply's `data`, with its TypeScript type as a phantom for the client's typing.
 * `schema: null` for replies whose `data` carries nothing a client reads (`null`, or an echo).
 */
export interface ReplySchema<T> {
  readonly schema: SchemaRef | null;
  /** `data` is a list whose every item follows `schema`. */
  readonly list: boolean;
  /** Never set: it only carries the type. */
  readonly type?: T;
}

/**
 * How the request body travels: JSON, the specification's "form data" (urlencoded or multipart text
 * fields), or one uploaded file (multipart, parsed with its limits by the route itself: photos).
 */
export type BodyEncoding = 'json' | 'form' | 'file';

interface EndpointBase<Reply> {
  method: HttpMethod;
  params?: SchemaRef;
  query?: SchemaRef;
  body?: SchemaRef;
  /** Defaults to json when a body schema is given. */
  encoding?: BodyEncoding;
  reply: ReplySchema<Reply>;
}

type Paths<P extends string> = P | readonly [P, ...P[]];

/** A call anyone may make without a session. */
export interface PublicEndpoint<Reply = unknown> extends EndpointBase<Reply> {
  /** Below /api; the Express pattern (`/region/list/:id`), or a list of aliases (the first is the client's). */
  path: Paths<string>;
  roles: 'public';
}

/** A call that needs a session whose role is one of `roles` (anyone else: 403 before the handler). */
export interface SecuredEndpoint<Reply = unknown> extends EndpointBase<Reply> {
  path: Paths<`/secured/${string}`>;
  roles: readonly [RoleName, ...RoleName[]];
}

/** One call of the API: the server registers it, the client calls it, the role matrix tests it. */
export type Endpoint<Reply = unknown> = PublicEndpoint<Reply> | SecuredEndpoint<Reply>;

/** The type of a call's reply `data`. */
export type ReplyOf<E extends Endpoint> = E['reply'] extends ReplySchema<infer T> ? T : never;

/** Keeps the literal type of an entry (its roles, its path) while checking it is a whole endpoint. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The reply's `data` follows this schema definition and has the type T (from schemas/generated). */
export function replyOf<T>(file: string, definition: string): ReplySchema<T> {
  return { schema: ref(file, definition), list: false };
}

/** The reply's `data` is a list of items of this definition. */
export function listOf<T>(file: string, definition: string): ReplySchema<T[]> {
  return { schema: ref(file, definition), list: true };
}

/** The reply's `data` is not read by any client (null, or an echo of what was sent). */
export const unreadReply: ReplySchema<unknown> = { schema: null, list: false };

/** A request-part schema: `api/lists`, `PagedListQuery` → `api/lists.schema.json#/$defs/PagedListQuery`. */
export function ref(file: string, definition: string): SchemaRef {
  return `${file}.schema.json#/$defs/${definition}`;
}

/** The paths of an endpoint, aliases included. */
export function endpointPaths(endpoint: Endpoint): readonly string[] {
  return typeof endpoint.path === 'string' ? [endpoint.path] : endpoint.path;
}
