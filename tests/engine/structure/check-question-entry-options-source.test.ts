import { checkOptionsSource } from '@engine/structure/check-options-source';
import { checkQuestionEntry } from '@engine/structure/check-question-entry';

const question = (answerTypeDicId: number, extra: object = {}) => ({
  answerTypeDicId,
  text: { translations: [{ localeDicId: 1, text: 'Who was trained?' }] },
  shortName: 'trained',
  questionOrderKey: 1,
  ...extra,
});
const adding = { questionCount: 0, inFirstSubform: false };

describe('checkQuestionEntry: the question whose answers are the options', () => {
  it('is required where the answer type reads another question’s answers', () => {
    expect(checkQuestionEntry(question(13), adding)).toEqual([
      { field: 'optionsFromQuestionId', message: { key: 'FIELD_REQUIRED' } },
    ]);
    expect(checkQuestionEntry(question(13, { optionsFromQuestionId: null }), adding)).toEqual([
      { field: 'optionsFromQuestionId', message: { key: 'FIELD_REQUIRED' } },
    ]);
    expect(checkQuestionEntry(question(13, { optionsFromQuestionId: 7 }), adding)).toEqual([]);
  });

  it('is refused for every other answer type', () => {
    expect(checkQuestionEntry(question(3, { optionsFromQuestionId: 7 }), adding)).toEqual([
      { field: 'optionsFromQuestionId', message: { key: 'NOT_FOR_ANSWER_TYPE' } },
    ]);
    expect(checkQuestionEntry(question(6, { optionsFromQuestionId: null }), adding)).toEqual([]);
  });

  it('is not the question itself', () => {
    const editing = { questionCount: 1, inFirstSubform: false, savedAnswerTypeDicId: 13 };
    expect(checkQuestionEntry(question(13, { id: 7, optionsFromQuestionId: 7 }), editing)).toEqual([
      { field: 'optionsFromQuestionId', message: { key: 'OPTIONS_SOURCE_NOT_TEXT' } },
    ]);
  });
});

describe('checkOptionsSource', () => {
  it('takes a long-text question, whose written answers become the options', () => {
    expect(checkOptionsSource(3)).toEqual([]);
  });

  it.each([1, 2, 4, 6, 9, 11, 13, 99])('refuses a question of answer type %i', (typeId) => {
    expect(checkOptionsSource(typeId)).toEqual([
      { field: 'optionsFromQuestionId', message: { key: 'OPTIONS_SOURCE_NOT_TEXT' } },
    ]);
  });
});
