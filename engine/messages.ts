/**
 * Stable keys of every message the engine's rules produce. The apps translate them (`validation.<key>`
 * in each language); the server answers them in the same words.
 */
export const messageKeys = [
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
  'UTM_FIELDS_REQUIRED',
  'UTM_OUTSIDE_COUNTRY',
  'GRID_SQUARE_UNKNOWN',
  'OPTION_NOT_OFFERED',
  'INVALID_EMAIL',
  'EMAIL_UPPERCASE',
  'INVALID_PASSWORD_STRUCTURE',
  'PASSWORDS_DIFFERENT',
  'SHORT_NAME_ERROR',
  'TEXT_LENGTH_LIMIT',
  'LENGTH_BETWEEN',
  'ANSWER_TYPE_FIXED',
  'MAP_NOT_IN_FIRST_SUBFORM',
  'NOT_FOR_ANSWER_TYPE',
  'OPTIONS_SOURCE_NOT_TEXT',
  'TOO_MANY_PHOTOS',
  'PHOTO_UNKNOWN',
] as const;

export type MessageKey = (typeof messageKeys)[number];

/** A rule's verdict: a message key and the values its text needs (e.g. `{ min: 0, max: 10 }`). */
export interface RuleMessage {
  key: MessageKey;
  params?: Record<string, string | number>;
}
