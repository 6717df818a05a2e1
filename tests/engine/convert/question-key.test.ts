import { questionKey } from '@engine/convert/question-key';

describe('questionKey', () => {
  it.each([
    [1, 'q1'],
    [1069, 'q1069'],
    [16, 'q16'],
  ])('names the property of question %i %j', (questionId, key) => {
    expect(questionKey(questionId)).toBe(key);
  });
});
