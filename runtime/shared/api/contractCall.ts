import { unreadReply } from '@schemas/contract/endpoint';
import type { Endpoint } from '@schemas/contract/index';
import { endpointPaths } from '@schemas/contract/index';
import type { ApiCall } from './apiCall';

/** What a call adds to its contract entry: path parameters, query, body. */
export interface CallInput {
  /** The values of the path's `:name` parameters. */
  params?: Record<string, string | number | boolean>;
  query?: Record<string, string>;
  /** Sent as the endpoint's encoding says: form data, or JSON. */
  body?: Record<string, unknown>;
  /** Lets the request finish after the page is left (saving while the user closes the tab). */
  keepalive?: boolean;
  /** Cancels the request (see ApiCall.signal). */
  signal?: AbortSignal;
}

/** The contract path with its parameters filled in, each encoded. */
function fillPath(endpoint: Endpoint, params: CallInput['params'] = {}): string {
  const [pattern = ''] = endpointPaths(endpoint);
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} of ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

function formFields(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
}

/**
 * A call of one endpoint of the API contract: its method and path, the bearer token when it is
 * secured, the body in its encoding, and its reply checked against the contract's schema.
 */
export function contractCall<T>(endpoint: Endpoint<T>, input: CallInput = {}): ApiCall<T> {
  const call: ApiCall<T> = {
    method: endpoint.method,
    path: fillPath(endpoint, input.params),
    accepts: endpoint.reply,
  };
  if (input.query) call.query = input.query;
  if (input.body) {
    if (endpoint.encoding === 'form') call.form = formFields(input.body);
    else call.json = input.body;
  }
  if (endpoint.roles !== 'public') call.secured = true;
  if (input.keepalive) call.keepalive = true;
  if (input.signal) call.signal = input.signal;
  return call;
}

/**
 * For calls whose reply no screen reads (a removal, a state change followed by a reload): any `data`
 * is taken, so a reply that says more or less than its schema never turns a success into a failure.
 */
export function ignoringReply(call: ApiCall<unknown>): ApiCall<unknown> {
  return { ...call, accepts: unreadReply };
}
