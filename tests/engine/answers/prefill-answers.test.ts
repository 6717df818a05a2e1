import type { SavedAnswer } from '@schemas/generated/answers';
import { prefillAnswers } from '@engine/answers/prefill-answers';
import { square } from '@tests/fixtures/answer-values';

const lastPen: SavedAnswer[] = [
  { id: 9001, answerListId: 61, answer: null, date: '2026-06-01T10:00:00Z' },
  { id: 9002, answerListId: 62, answer: '12', text: 'note', date: '2026-06-01T10:00:00Z' },
];
const lastPoint: SavedAnswer[] = [
  { id: 9003, geomAnswer: { type: 'Point', coordinates: [21, 52] }, date: '2026-06-01T10:00:00Z' },
];
const lastSquare: SavedAnswer[] = [{ id: 9004, answer: 'E1N1', gridGeomAnswer: square(21, 52) }];

const latest = new Map<number, readonly SavedAnswer[]>([
  [140, lastPen],
  [141, lastPoint],
  [142, lastSquare],
  [143, []],
]);

describe('prefillAnswers', () => {
  it.each([
    [140, lastPen],
    [141, lastPoint],
    [142, lastSquare],
  ])('copies the latest answers of source question %i without ids or saving dates', (source, answers) => {
    const prefilled = prefillAnswers([{ id: 7001, prefillFromQuestionId: source }], latest).get(7001)!;
    expect(prefilled).toHaveLength(answers.length);
    prefilled.forEach((copy, index) => {
      const { id: _id, date: _date, ...content } = answers[index]!;
      expect(copy).toEqual(content);
      expect(copy.id).toBeUndefined();
      expect(copy.date).toBeUndefined();
    });
  });

  it.each([
    ['has no answers', 143],
    ['is unknown', 999],
  ])('leaves a target out when its source question %s', (_name, source) => {
    expect(prefillAnswers([{ id: 7001, prefillFromQuestionId: source }], latest).has(7001)).toBe(false);
  });

  it('fills every target from its own source, keyed by the new filled question id', () => {
    const prefilled = prefillAnswers(
      [
        { id: 7001, prefillFromQuestionId: 140 },
        { id: 7002, prefillFromQuestionId: 141 },
        { id: 7003, prefillFromQuestionId: 140 },
      ],
      latest,
    );
    expect([...prefilled.keys()]).toEqual([7001, 7002, 7003]);
    expect(prefilled.get(7002)![0]!.geomAnswer).toEqual({ type: 'Point', coordinates: [21, 52] });
    expect(prefilled.get(7003)!.map((answer) => answer.answerListId)).toEqual([61, 62]);
  });

  it('leaves the source answers untouched', () => {
    const before = structuredClone(lastPen);
    prefillAnswers([{ id: 7001, prefillFromQuestionId: 140 }], latest);
    expect(lastPen).toEqual(before);
  });
});
