import { readInput } from '@engine/indicators/input-reading';
import { indicatorQuestions } from '@tests/fixtures/indicator-tree';

const question = (id: number) => indicatorQuestions.get(id);

describe('readInput', () => {
  it('scales a number between the input range, turned round when lower is better', () => {
    expect(
      readInput({ questionId: 101, min: 4, max: 12 }, question(101), [{ instanceId: 1, answer: '6' }]),
    ).toEqual({
      score: 0.25,
      number: 6,
    });
    expect(
      readInput({ questionId: 101, min: 4, max: 12, higherIsBetter: false }, question(101), [
        { instanceId: 1, answer: '6' },
      ]),
    ).toEqual({ score: 0.75, number: 6 });
  });

  it("falls back to the question's own bounds when the input gives none", () => {
    expect(readInput({ questionId: 101 }, question(101), [{ instanceId: 1, answer: '6' }])).toEqual({
      score: 6 / 24,
      number: 6,
    });
  });

  it('has no score for a number without a usable range, but keeps the number', () => {
    expect(readInput({ questionId: 102 }, question(102), [{ instanceId: 1, answer: '14.5' }])).toEqual({
      score: null,
      number: 14.5,
    });
    expect(
      readInput({ questionId: 102, min: 5, max: 5 }, question(102), [{ instanceId: 1, answer: '5' }]).score,
    ).toBeNull();
  });

  it('takes the mean over the group instances a question is answered in', () => {
    const answers = [
      { instanceId: 1, answer: '4' },
      { instanceId: 2, answer: '12' },
      { instanceId: 3, answer: '' },
    ];
    expect(readInput({ questionId: 101, min: 4, max: 12 }, question(101), answers)).toEqual({
      score: 0.5,
      number: 8,
    });
  });

  it('scores a chosen option, and several chosen options by their mean', () => {
    expect(readInput({ questionId: 103 }, question(103), [{ instanceId: 1, answerListId: 1032 }]).score).toBe(
      0.5,
    );
    expect(
      readInput({ questionId: 104 }, question(104), [
        { instanceId: 1, answerListId: 1041 },
        { instanceId: 1, answerListId: 1042 },
        { instanceId: 1, answerListId: 1043 },
      ]).score,
    ).toBe(0.5);
  });

  it('reads no score from an option without one, an unknown option, text, or no answer', () => {
    expect(
      readInput({ questionId: 103 }, question(103), [{ instanceId: 1, answerListId: 1033 }]).score,
    ).toBeNull();
    expect(
      readInput({ questionId: 103 }, question(103), [{ instanceId: 1, answerListId: 9999 }]).score,
    ).toBeNull();
    expect(readInput({ questionId: 105 }, question(105), [{ instanceId: 1, answer: '7' }]).score).toBeNull();
    expect(readInput({ questionId: 101 }, question(101), []).score).toBeNull();
    expect(readInput({ questionId: 101 }, undefined, [{ instanceId: 1, answer: '7' }]).score).toBeNull();
  });

  it('reads no number from text that is not a stored number', () => {
    for (const answer of ['abc', '1,5', '1e3', ' ', 'Infinity'])
      expect(readInput({ questionId: 101 }, question(101), [{ instanceId: 1, answer }]), answer).toEqual({
        score: null,
        number: null,
      });
  });
});
