import { messageKeys } from '@engine/messages';

describe('messageKeys', () => {
  it('lists every key once', () => {
    expect(new Set(messageKeys).size).toBe(messageKeys.length);
  });

  it.each([
    'FIELD_REQUIRED',
    'ONLY_COMMA',
    'VALUE_SHOULD_BE_NUMBER',
    'VALUE_SHOULD_BE_INTEGER',
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
    'OPTION_NOT_OFFERED',
  ])('has the key %s the rules produce', (key) => {
    expect(messageKeys).toContain(key);
  });
});
