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
