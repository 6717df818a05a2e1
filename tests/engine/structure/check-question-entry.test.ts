import { checkQuestionEntry, type QuestionEntryContext } from '@engine/structure/check-question-entry';

const english = { translations: [{ localeDicId: 1, text: 'How many sows?' }] };
const adding: QuestionEntryContext = { questionCount: 3, inFirstSubform: false };
const valid = { answerTypeDicId: 1, text: english, shortName: 'sows', questionOrderKey: 4 };

const keysOf = (entry: Parameters<typeof checkQuestionEntry>[0], context = adding) =>
  checkQuestionEntry(entry, context).map((found) => [found.field, found.message.key]);

describe('checkQuestionEntry', () => {
  it('accepts a complete new question at the end of its group', () => {
    expect(checkQuestionEntry(valid, adding)).toEqual([]);
  });

  it('requires a known answer type', () => {
    expect(keysOf({ ...valid, answerTypeDicId: undefined })).toEqual([['answerTypeDicId', 'FIELD_REQUIRED']]);
    expect(keysOf({ ...valid, answerTypeDicId: 99 })).toEqual([['answerTypeDicId', 'FIELD_REQUIRED']]);
  });

  it('keeps the answer type fixed once the question exists', () => {
    const editing = { questionCount: 3, inFirstSubform: false, savedAnswerTypeDicId: 1 };
    expect(checkQuestionEntry({ ...valid, questionOrderKey: 3 }, editing)).toEqual([]);
    expect(keysOf({ ...valid, answerTypeDicId: 2, questionOrderKey: 3 }, editing)).toEqual([
      ['answerTypeDicId', 'ANSWER_TYPE_FIXED'],
    ]);
  });

  it('refuses map answer types in the first subform only', () => {
    for (const answerTypeDicId of [11, 12]) {
      expect(keysOf({ ...valid, answerTypeDicId }, { ...adding, inFirstSubform: true })).toEqual([
        ['answerTypeDicId', 'MAP_NOT_IN_FIRST_SUBFORM'],
      ]);
      expect(keysOf({ ...valid, answerTypeDicId })).toEqual([]);
    }
  });

  it('requires the text in English', () => {
    expect(keysOf({ ...valid, text: { translations: [{ localeDicId: 2, text: 'Ile loch?' }] } })).toEqual([
      ['text.1', 'FIELD_REQUIRED'],
    ]);
  });

  it('takes a number from 1 to the count plus one when adding, to the count when editing', () => {
    expect(keysOf({ ...valid, questionOrderKey: 1 })).toEqual([]);
    expect(checkQuestionEntry({ ...valid, questionOrderKey: 5 }, adding)).toEqual([
      { field: 'questionOrderKey', message: { key: 'VALUE_BETWEEN', params: { min: 1, max: 4 } } },
    ]);
    for (const questionOrderKey of [0, 1.5, Number.NaN]) {
      expect(keysOf({ ...valid, questionOrderKey })).toEqual([['questionOrderKey', 'VALUE_BETWEEN']]);
    }
    expect(keysOf({ ...valid, questionOrderKey: undefined })).toEqual([
      ['questionOrderKey', 'FIELD_REQUIRED'],
    ]);
    const editing = { questionCount: 3, inFirstSubform: false, savedAnswerTypeDicId: 1 };
    expect(keysOf({ ...valid, questionOrderKey: 4 }, editing)).toEqual([
      ['questionOrderKey', 'VALUE_BETWEEN'],
    ]);
    // The first question of an empty group.
    expect(keysOf({ ...valid, questionOrderKey: 1 }, { questionCount: 0, inFirstSubform: false })).toEqual(
      [],
    );
  });

  it.each(['', 'x'.repeat(11), 'sows total', 'sows-1', 'łania'])('refuses the short name %j', (shortName) => {
    expect(keysOf({ ...valid, shortName })).toEqual([['shortName', 'SHORT_NAME_ERROR']]);
  });

  it('takes min and max for integer and decimal questions, as non-negative whole numbers, min not above max', () => {
    expect(keysOf({ ...valid, min: '0', max: 100 })).toEqual([]);
    expect(keysOf({ ...valid, answerTypeDicId: 2, min: 1, max: '2' })).toEqual([]);
    expect(keysOf({ ...valid, min: '-1', max: '007' })).toEqual([
      ['min', 'VALUE_SHOULD_BE_NUMBER'],
      ['max', 'VALUE_SHOULD_BE_NUMBER'],
    ]);
    expect(checkQuestionEntry({ ...valid, min: 10, max: 9 }, adding)).toEqual([
      { field: 'max', message: { key: 'VALUE_GREATER_THAN', params: { min: 10 } } },
    ]);
  });

  it('refuses min and max on answer types that have none', () => {
    expect(keysOf({ ...valid, answerTypeDicId: 4, min: 1, max: 2 })).toEqual([
      ['min', 'NOT_FOR_ANSWER_TYPE'],
      ['max', 'NOT_FOR_ANSWER_TYPE'],
    ]);
    expect(keysOf({ ...valid, answerTypeDicId: 4, min: '', max: null })).toEqual([]);
  });

  it('refuses a category over 150 characters', () => {
    expect(keysOf({ ...valid, category: 'c'.repeat(150) })).toEqual([]);
    expect(checkQuestionEntry({ ...valid, category: 'c'.repeat(151) }, adding)).toEqual([
      { field: 'category', message: { key: 'TEXT_LENGTH_LIMIT', params: { max: 150 } } },
    ]);
  });
});
