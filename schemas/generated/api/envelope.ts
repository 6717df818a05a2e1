/* Generated from schemas/api/envelope.schema.json by `npm run gen:types`. Do not edit. */

/**
 * Every reply of the API: success with data (and a total for paged lists), or a failure with a code and a translated message.
 */
export interface ApiEnvelope {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `ApiEnvelope`'s JSON-Schema
 * via the `definition` "Failure".
 */
export interface ApiFailure {
  success: false;
  error: string;
  message: string;
  details?: string[];
  /**
   * On server-side failures (5xx): the id of the request's log line, also in the X-Request-Id header, for support.
   */
  requestId?: string;
}
/**
 * This interface was referenced by `ApiEnvelope`'s JSON-Schema
 * via the `definition` "Health".
 */
export interface HealthReply {
  success: true;
  /**
   * Anonymous callers get only the status; an administrator's session also the database, migration and uptime.
   */
  data: {
    status: 'ok';
    database?: 'pglite' | 'postgresql' | 'proxy';
    /**
     * Absent in proxy mode, where this instance has no database.
     */
    migration?: {
      version: number;
      known: number;
      latest: string;
    };
    uptimeSeconds?: number;
  };
}
/**
 * This interface was referenced by `ApiEnvelope`'s JSON-Schema
 * via the `definition` "Ready".
 */
export interface ReadyReply {
  success: true;
  /**
   * This instance takes requests: not shutting down, its database answers and is migrated. Otherwise 503 NOT_READY.
   */
  data: {
    status: 'ready';
  };
}
