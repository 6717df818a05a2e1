import { checkQuestionGroupEntry } from '@engine/structure/check-question-group-entry';

const everyLanguage = {
  translations: [1, 2, 3, 4, 5, 6].map((localeDicId) => ({ localeDicId, text: `Group ${localeDicId}` })),
};

describe('checkQuestionGroupEntry', () => {
  it.each([0, 1, 2])('accepts number %i with a name in every language and a unit type', (qlNumber) => {
    expect(checkQuestionGroupEntry({ qlNumber, farmTypeId: -1, text: everyLanguage })).toEqual([]);
    expect(checkQuestionGroupEntry({ qlNumber, farmTypeId: 3, text: everyLanguage })).toEqual([]);
  });

  it('needs no name for number -1, whose names are hidden', () => {
    expect(checkQuestionGroupEntry({ qlNumber: -1, farmTypeId: -1 })).toEqual([]);
  });

  it.each([undefined, 3, -2, 0.5])('requires a number of -1, 0, 1 or 2, not %s', (qlNumber) => {
    expect(checkQuestionGroupEntry({ qlNumber, farmTypeId: -1, text: everyLanguage })).toEqual([
      { field: 'qlNumber', message: { key: 'FIELD_REQUIRED' } },
    ]);
  });

  it.each([undefined, 0, -2, 1.5])('requires a unit type (or -1 for all), not %s', (farmTypeId) => {
    expect(checkQuestionGroupEntry({ qlNumber: -1, farmTypeId })).toEqual([
      { field: 'farmTypeId', message: { key: 'FIELD_REQUIRED' } },
    ]);
  });

  it('names each language that lacks a name', () => {
    const text = { translations: everyLanguage.translations.filter((entry) => entry.localeDicId !== 3) };
    expect(checkQuestionGroupEntry({ qlNumber: 1, farmTypeId: -1, text })).toEqual([
      { field: 'text.3', message: { key: 'FIELD_REQUIRED' } },
    ]);
    expect(checkQuestionGroupEntry({ qlNumber: 0, farmTypeId: -1 }).map((found) => found.field)).toEqual([
      'text.1',
      'text.2',
      'text.3',
      'text.4',
      'text.5',
      'text.6',
    ]);
  });
});
