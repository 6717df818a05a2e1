/** HTTP status of every error code of the API; the message is translated from `errors.<code>`. */
const statusByCode = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  INSTITUTION_REQUIRED: 400,
  INVALID_EMAIL: 400,
  EMAIL_UPPERCASE: 400,
  INVALID_PASSWORD_STRUCTURE: 400,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 400,
  TOKEN_USED: 400,
  WRONG_PASSWORD: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_ACTIVATED: 403,
  AWAITING_APPROVAL: 403,
  ACCOUNT_INACTIVE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  TOO_MANY_FAILED_LOGINS: 429,
  UNKNOWN_LIST_PROPERTY: 400,
  UNIT_HAS_QUESTIONNAIRES: 409,
  UNIT_NOT_INACTIVE: 409,
  FARMER_NOT_FOUND: 404,
  FARMER_HAS_UNIT: 409,
  QUESTIONNAIRE_ACTIVE: 409,
  QUESTIONNAIRE_HAS_SUBMITTED_FORM: 409,
  USER_NOT_DELETABLE: 409,
  SUPERUSER_PROTECTED: 403,
  EMAIL_NOT_VERIFIED: 409,
  RIGHTS_NOT_APPLICABLE: 409,
  QUESTIONNAIRE_TYPE_UNAVAILABLE: 409,
  // Answer rules of the engine (engine/messages.ts), answered by question/save in the same words.
  FIELD_REQUIRED: 400,
  ONLY_COMMA: 400,
  VALUE_SHOULD_BE_NUMBER: 400,
  VALUE_SHOULD_BE_INTEGER: 400,
  NO_THOUSANDS_SEPARATOR: 400,
  AMBIGUOUS_SEPARATOR: 400,
  TOO_MANY_DIGITS: 400,
  VALUE_BETWEEN: 400,
  VALUE_GREATER_THAN: 400,
  VALUE_LESS_THAN: 400,
  INVALID_DATE_FORMAT: 400,
  FUTURE_DATE: 400,
  TEXT_TOO_LONG: 400,
  INSERT_CORRECT_LAT: 400,
  INSERT_CORRECT_LNG: 400,
  OUTSIDE_COUNTRY: 400,
  OPTION_NOT_OFFERED: 400,
  ANSWER_TYPE_MISMATCH: 400,
  QUESTION_MISMATCH: 400,
  STALE_ANSWER: 409,
  FORM_SUBMITTED: 409,
  QUESTION_SKIPPED: 409,
  GROUP_NOT_REPEATABLE: 409,
  GROUP_NOT_REMOVABLE: 409,
  LAST_GROUP_INSTANCE: 409,
  GROUP_NOT_OPTIONAL: 409,
  GROUP_NOT_NAMED: 409,
  MANDATORY_ANSWERS_MISSING: 409,
  TERMS_NOT_ACCEPTED: 403,
  SETUP_TOKEN_REQUIRED: 403,
  ADMINISTRATOR_EXISTS: 409,
  ASSIGNMENT_NOT_PENDING: 409,
  EXPERT_NOT_ASSIGNED: 404,
  INTERNAL_ERROR: 500,
  BAD_GATEWAY: 502,
  MAIL_FAILED: 502,
  DATABASE_UNAVAILABLE: 503,
} as const;

/** Stable error codes of the API. */
export type ErrorCode = keyof typeof statusByCode;

/** Every error code, for the test that each one is translated. */
export const errorCodes = Object.keys(statusByCode) as ErrorCode[];

/** The one error type of the server: the central middleware turns it into a translated reply. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    /** Translation key params, e.g. `{ max: 10 }`. */
    readonly params: Record<string, string | number> = {},
    /** Extra lines shown under the message (already translated), e.g. each invalid field. */
    readonly details: string[] = [],
  ) {
    super(code);
    this.status = statusByCode[code];
  }
}
