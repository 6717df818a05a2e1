import { checkQuestionEntry } from '@engine/structure/check-question-entry';

const mapQuestion = {
  answerTypeDicId: 11,
  text: { translations: [{ localeDicId: 1, text: 'Where is the farmyard?' }] },
  shortName: 'yard',
  questionOrderKey: 1,
};

describe('checkQuestionEntry: map answers in the first subform', () => {
  it('refuses a new map question there', () => {
    expect(checkQuestionEntry(mapQuestion, { questionCount: 0, inFirstSubform: true })).toEqual([
      { field: 'answerTypeDicId', message: { key: 'MAP_NOT_IN_FIRST_SUBFORM' } },
    ]);
  });

  it('lets a map question saved before its subform moved to the top be edited', () => {
    expect(
      checkQuestionEntry(mapQuestion, { questionCount: 1, inFirstSubform: true, savedAnswerTypeDicId: 11 }),
    ).toEqual([]);
  });
});
