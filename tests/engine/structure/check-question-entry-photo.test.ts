import { checkQuestionEntry, type QuestionEntryContext } from '@engine/structure/check-question-entry';

const adding: QuestionEntryContext = { questionCount: 0, inFirstSubform: false };
const photoQuestion = {
  answerTypeDicId: 17,
  text: { translations: [{ localeDicId: 1, text: 'Photo of the manure store' }] },
  shortName: 'store_ph',
  questionOrderKey: 1,
};

describe('checkQuestionEntry: the photo cap', () => {
  it.each([1, 3, 10, '10'])('accepts a photo question taking %j photos', (max) => {
    expect(checkQuestionEntry({ ...photoQuestion, max }, adding)).toEqual([]);
  });

  it.each([undefined, null, ''])('accepts a photo question with no max (%j: 3 photos)', (max) => {
    expect(checkQuestionEntry({ ...photoQuestion, max }, adding)).toEqual([]);
  });

  it.each([11, 0, 100])('refuses a photo question taking %j photos: 1 to 10', (max) => {
    expect(checkQuestionEntry({ ...photoQuestion, max }, adding)).toEqual([
      { field: 'max', message: { key: 'VALUE_BETWEEN', params: { min: 1, max: 10 } } },
    ]);
  });

  it('refuses a min on a photo question', () => {
    expect(checkQuestionEntry({ ...photoQuestion, min: 1 }, adding)).toEqual([
      { field: 'min', message: { key: 'NOT_FOR_ANSWER_TYPE' } },
    ]);
  });

  it("leaves other types' max uncapped (an integer up to 5000, a text of 4000 characters)", () => {
    const integer = { ...photoQuestion, answerTypeDicId: 1, max: 5000 };
    expect(checkQuestionEntry(integer, adding)).toEqual([]);
    expect(checkQuestionEntry({ ...integer, max: 0 }, adding)).toEqual([]);
    expect(checkQuestionEntry({ ...photoQuestion, answerTypeDicId: 3, max: 4000 }, adding)).toEqual([]);
  });
});
