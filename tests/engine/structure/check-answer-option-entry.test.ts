import { checkAnswerOptionEntry } from '@engine/structure/check-answer-option-entry';

const everyLanguage = {
  translations: [1, 2, 3, 4, 5, 6].map((localeDicId) => ({ localeDicId, text: `Option ${localeDicId}` })),
};

describe('checkAnswerOptionEntry', () => {
  it('accepts an option with its text in every language and no input', () => {
    expect(checkAnswerOptionEntry({ text: everyLanguage }, false)).toEqual([]);
  });

  it('requires the text in every language', () => {
    const text = { translations: everyLanguage.translations.slice(1) };
    expect(checkAnswerOptionEntry({ text }, false)).toEqual([
      { field: 'text.1', message: { key: 'FIELD_REQUIRED' } },
    ]);
  });

  it('requires a short name of 1 to 10 letters, digits, dots or underscores when the option has an input', () => {
    expect(checkAnswerOptionEntry({ text: everyLanguage, shortName: 'q1.a_B' }, true)).toEqual([]);
    for (const shortName of [undefined, null, '', 'x'.repeat(11), 'a-b', 'ą']) {
      expect(checkAnswerOptionEntry({ text: everyLanguage, shortName }, true)).toEqual([
        { field: 'shortName', message: { key: 'SHORT_NAME_ERROR' } },
      ]);
    }
  });

  it('lets an option without input leave the short name out, but not write a bad one', () => {
    expect(checkAnswerOptionEntry({ text: everyLanguage, shortName: '' }, false)).toEqual([]);
    expect(checkAnswerOptionEntry({ text: everyLanguage, shortName: 'bad name' }, false)).toEqual([
      { field: 'shortName', message: { key: 'SHORT_NAME_ERROR' } },
    ]);
  });

  it('refuses min, max, skip count and offset that are not non-negative whole numbers', () => {
    expect(
      checkAnswerOptionEntry(
        {
          text: everyLanguage,
          shortName: 'v',
          min: '-1',
          max: '01',
          skipQuestions: '1.5',
          skipQuestionsOffset: 'x',
        },
        true,
      ).map((found) => [found.field, found.message.key]),
    ).toEqual([
      ['min', 'VALUE_SHOULD_BE_NUMBER'],
      ['max', 'VALUE_SHOULD_BE_NUMBER'],
      ['skipQuestions', 'VALUE_SHOULD_BE_NUMBER'],
      ['skipQuestionsOffset', 'VALUE_SHOULD_BE_NUMBER'],
    ]);
    expect(
      checkAnswerOptionEntry(
        { text: everyLanguage, shortName: 'v', min: 0, max: '5', skipQuestions: 2, skipQuestionsOffset: '0' },
        true,
      ),
    ).toEqual([]);
  });

  it('refuses a max below the min', () => {
    expect(checkAnswerOptionEntry({ text: everyLanguage, shortName: 'v', min: '10', max: 5 }, true)).toEqual([
      { field: 'max', message: { key: 'VALUE_GREATER_THAN', params: { min: 10 } } },
    ]);
    expect(checkAnswerOptionEntry({ text: everyLanguage, shortName: 'v', min: '5', max: 5 }, true)).toEqual(
      [],
    );
  });
});
