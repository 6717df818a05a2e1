import { groupLookups } from '@engine/convert/group-rule-context';
import { fixtureToday, question } from '@tests/fixtures/fill-group';

const questions = [question(1, 1), question(2, 2), question(4, 4), question(6, 6)];
const external = {
  today: fixtureToday,
  externalAnswers: {
    30: [{ answer: '12.5' }, { answer: '99' }],
    31: [{ answer: 'many' }],
    40: [{ answerListId: 401 }, { answerListId: 402 }, { answer: 'x' }],
    1: [{ answer: '999' }],
  },
};

describe('groupLookups', () => {
  describe('numberOf', () => {
    it.each([
      [1, { q1: '42' }, 42],
      [1, { q1: ' 42 ' }, 42],
      [2, { q2: '12,5' }, 12.5],
      [2, { q2: '-3,5' }, -3.5],
      [1, { q1: 'abc' }, undefined],
      [1, { q1: '' }, undefined],
      [1, {}, undefined],
      [4, { q4: 41 }, undefined],
    ])('reads question %i of the group from the current values %j: %j', (questionId, values, number) => {
      expect(groupLookups(questions, values, external).rules.numberOf(questionId)).toBe(number);
    });

    it('prefers the current value of a group question to a saved answer of the same id elsewhere', () => {
      expect(groupLookups(questions, { q1: '7' }, external).rules.numberOf(1)).toBe(7);
    });

    it.each([
      [30, 12.5],
      [31, undefined],
      [40, undefined],
      [99, undefined],
    ])(
      'reads question %i outside the group from the first saved answer in the context: %j',
      (questionId, number) => {
        expect(groupLookups(questions, {}, external).rules.numberOf(questionId)).toBe(number);
      },
    );

    it('has no answers outside the group when the context carries none', () => {
      expect(groupLookups(questions, {}, { today: fixtureToday }).rules.numberOf(30)).toBeUndefined();
    });
  });

  describe('chosenIn', () => {
    it.each([
      [4, { q4: 41 }, [41]],
      [6, { q6: [61, 63] }, [61, 63]],
      [4, {}, []],
      [40, {}, [401, 402]],
      [99, {}, []],
    ])('gives the options chosen now in question %i (values %j): %j', (questionId, values, chosen) => {
      expect(groupLookups(questions, values, external).chosenIn(questionId)).toEqual(chosen);
    });
  });

  it('passes today and the country bounds on to the rules', () => {
    const countryBounds = { minLatitude: 1, maxLatitude: 2, minLongitude: 3, maxLongitude: 4 };
    const { rules } = groupLookups(questions, {}, { today: '2030-01-01', countryBounds });
    expect(rules.today).toBe('2030-01-01');
    expect(rules.countryBounds).toEqual(countryBounds);
  });
});
