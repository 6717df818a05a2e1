import { checkSubformEntry } from '@engine/structure/check-subform-entry';

const english = { translations: [{ localeDicId: 1, text: 'Housing' }] };

describe('checkSubformEntry', () => {
  it('accepts a code and an English name', () => {
    expect(checkSubformEntry({ code: 'A.1', text: english })).toEqual([]);
    expect(checkSubformEntry({ code: 'c'.repeat(45), text: english })).toEqual([]);
  });

  it('requires a code that is more than spaces', () => {
    expect(checkSubformEntry({ code: '  ', text: english })).toEqual([
      { field: 'code', message: { key: 'FIELD_REQUIRED' } },
    ]);
  });

  it('refuses a code over 45 characters, spaces around it not counted', () => {
    expect(checkSubformEntry({ code: 'c'.repeat(46), text: english })).toEqual([
      { field: 'code', message: { key: 'TEXT_LENGTH_LIMIT', params: { max: 45 } } },
    ]);
    expect(checkSubformEntry({ code: ` ${'c'.repeat(45)} `, text: english })).toEqual([]);
  });

  it('requires the English name only, and refuses a name over 200 characters in any language', () => {
    expect(
      checkSubformEntry({ code: 'A', text: { translations: [{ localeDicId: 2, text: 'Budynki' }] } }),
    ).toEqual([{ field: 'text.1', message: { key: 'FIELD_REQUIRED' } }]);
    expect(
      checkSubformEntry({
        code: 'A',
        text: { translations: [...english.translations, { localeDicId: 4, text: 'n'.repeat(201) }] },
      }),
    ).toEqual([{ field: 'text.4', message: { key: 'TEXT_LENGTH_LIMIT', params: { max: 200 } } }]);
  });
});
