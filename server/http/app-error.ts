/** Stable error codes of the API; the message is translated from `errors.<code>`. */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'INVALID_JSON'
  | 'PAYLOAD_TOO_LARGE'
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR'
  | 'BAD_GATEWAY';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  BAD_GATEWAY: 502,
};

/** The one error type of the server: the central middleware turns it into a translated reply. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    /** Translation key params, e.g. `{ what: 'institution type' }`. */
    readonly params: Record<string, string | number> = {},
    /** Extra lines shown under the message (already translated), e.g. each invalid field. */
    readonly details: string[] = [],
  ) {
    super(code);
    this.status = statusByCode[code];
  }
}
