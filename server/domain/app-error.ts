/**
 * Stable error codes of the API, one list for the whole server. The HTTP layer gives each its status
 * (server/http/error-status.ts); the message is translated from `errors.<code>`.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'INSTITUTION_REQUIRED',
  'INVALID_EMAIL',
  'EMAIL_UPPERCASE',
  'INVALID_PASSWORD_STRUCTURE',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
  'WRONG_PASSWORD',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_ACTIVATED',
  'AWAITING_APPROVAL',
  'ACCOUNT_INACTIVE',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'TOO_MANY_FAILED_LOGINS',
  'UNKNOWN_LIST_PROPERTY',
  'UNIT_HAS_QUESTIONNAIRES',
  'UNIT_NOT_INACTIVE',
  'FARMER_NOT_FOUND',
  'FARMER_HAS_UNIT',
  'QUESTIONNAIRE_ACTIVE',
  'QUESTIONNAIRE_HAS_SUBMITTED_FORM',
  'USER_NOT_DELETABLE',
  'SUPERUSER_PROTECTED',
  'EMAIL_NOT_VERIFIED',
  'RIGHTS_NOT_APPLICABLE',
  'QUESTIONNAIRE_TYPE_UNAVAILABLE',
  // The grid squares of a map view (issue 15): more than GRID_MAX_SQUARES are not drawn.
  'GRID_AREA_TOO_LARGE',
  // Reports (issue 16): a report needs a submitted form that has indicators.
  'REPORT_FORM_NOT_SUBMITTED',
  'REPORT_NOT_AVAILABLE',
  // Answer rules of the engine (engine/messages.ts), answered by question/save in the same words.
  'FIELD_REQUIRED',
  'ONLY_COMMA',
  'VALUE_SHOULD_BE_NUMBER',
  'VALUE_SHOULD_BE_INTEGER',
  'NO_THOUSANDS_SEPARATOR',
  'AMBIGUOUS_SEPARATOR',
  'TOO_MANY_DIGITS',
  'VALUE_BETWEEN',
  'VALUE_GREATER_THAN',
  'VALUE_LESS_THAN',
  'INVALID_DATE_FORMAT',
  'FUTURE_DATE',
  'TEXT_TOO_LONG',
  'INSERT_CORRECT_LAT',
  'INSERT_CORRECT_LNG',
  'OUTSIDE_COUNTRY',
  // A grid-square answer that is no square of the 1 km EEA grid (the map-grid kind's validate, issue 15).
  'GRID_SQUARE_UNKNOWN',
  'OPTION_NOT_OFFERED',
  'ANSWER_TYPE_MISMATCH',
  'QUESTION_MISMATCH',
  'STALE_ANSWER',
  'OPERATION_REUSED',
  'COMMENT_RESOLVED',
  'FORM_SUBMITTED',
  'QUESTION_SKIPPED',
  'GROUP_NOT_REPEATABLE',
  'GROUP_NOT_REMOVABLE',
  'LAST_GROUP_INSTANCE',
  'GROUP_NOT_OPTIONAL',
  'GROUP_NOT_NAMED',
  'MANDATORY_ANSWERS_MISSING',
  'TERMS_NOT_ACCEPTED',
  'SETUP_TOKEN_REQUIRED',
  'ADMINISTRATOR_EXISTS',
  'ASSIGNMENT_NOT_PENDING',
  'EXPERT_NOT_ASSIGNED',
  // Structure rules of the engine (engine/structure/) and the structure editor's refusals (issue 13).
  'SHORT_NAME_ERROR',
  'TEXT_LENGTH_LIMIT',
  'LENGTH_BETWEEN',
  'ANSWER_TYPE_FIXED',
  'MAP_NOT_IN_FIRST_SUBFORM',
  'NOT_FOR_ANSWER_TYPE',
  'OPTIONS_SOURCE_NOT_TEXT',
  // Photo answers (issue 24).
  'TOO_MANY_PHOTOS',
  'PHOTO_UNKNOWN',
  'PHOTO_TYPE_REFUSED',
  'PHOTO_TOO_LARGE',
  'PHOTO_MISSING',
  'PHOTO_ONE_AT_A_TIME',
  'NOT_A_PHOTO_QUESTION',
  'NOT_ADJACENT_SIBLINGS',
  'STRUCTURE_HAS_ANSWERS',
  'STRUCTURE_INACTIVE',
  // Import of a structure document (issue 14).
  'STRUCTURE_REFERENCES_BROKEN',
  'STRUCTURE_KEY_TAKEN',
  'STRUCTURE_IN_USE',
  // The studio's indicator editor (issue 16).
  'INDICATOR_KEY_DUPLICATE',
  'INDICATOR_NAME_REQUIRED',
  'INDICATOR_QUESTION_NOT_IN_FORM',
  'INDICATOR_LEAF_WITH_CHILDREN',
  'INDICATOR_WEIGHT_NOT_POSITIVE',
  'INDICATOR_MIN_NOT_BELOW_MAX',
  // The data export (issue 17): the request's rules, and 417 when nothing matches.
  'EXPORT_UNITS_EXCLUSIVE',
  'EXPORT_INSTITUTION_NEEDS_TYPE',
  'EXPORT_INSTITUTION_TYPE_NEEDS_UNIT_TYPE',
  'EXPORT_NOTHING_CHOSEN',
  'EXPORT_DATE_INVALID',
  'EXPORT_DATE_RANGE',
  'EXPORT_FUTURE_DATE',
  'EXPORT_EMPTY',
  'INTERNAL_ERROR',
  'BAD_GATEWAY',
  'MAIL_FAILED',
  'DATABASE_UNAVAILABLE',
  // Readiness (/api/health/ready): starting, shutting down, or the database not answering.
  'NOT_READY',
  'SERVICE_UNAVAILABLE',
] as const;

/** Stable error codes of the API. */
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The one error type of the server: a code, its translation params and detail lines, and no HTTP
 * status (the HTTP layer maps codes to statuses in one place). The central middleware turns it into a
 * translated reply.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Translation key params, e.g. `{ max: 10 }`. */
    readonly params: Record<string, string | number> = {},
    /** Extra lines shown under the message (already translated), e.g. each invalid field. */
    readonly details: string[] = [],
  ) {
    super(code);
  }
}
