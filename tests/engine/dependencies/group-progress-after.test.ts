import fc from 'fast-check';
import { activeQuestions } from '@engine/convert/active-questions';
import { valueToAnswers } from '@engine/answers/value-to-answers';
import { groupProgressAfter } from '@engine/dependencies/group-progress-after';
import { groupStructure } from '@engine/dependencies/group-structure';
import { groupProgress } from '@engine/progress/group-progress';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import { generatedGroup } from '@tests/fixtures/generated-group';
import { randomGroup, valueFor } from '@tests/fixtures/random-group';

function lookup(group: GroupInstance): (questionId: number) => FillQuestion | undefined {
  const byId = new Map(group.questionList.map((question) => [question.questionId, question]));
  return (questionId) => byId.get(questionId);
}

/** The group with one question's saved answers replaced by those of a random value. */
function saved(group: GroupInstance, target: FillQuestion, roll: number): GroupInstance {
  const answers = valueToAnswers(target, valueFor(target, roll));
  return {
    ...group,
    questionList: group.questionList.map((question) =>
      question.id === target.id ? { ...question, answers, version: question.version + 1 } : question,
    ),
  };
}

describe('groupProgressAfter', () => {
  it('equals the progress counted afresh after each saved answer', () => {
    const groups = fc.oneof(randomGroup, fc.constantFrom(14, 42).map(generatedGroup));
    const saves = fc.array(fc.tuple(fc.nat(), fc.nat({ max: 1000 })), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(groups, saves, (start, steps) => {
        const structure = groupStructure(activeQuestions(start.questionList));
        let group = start;
        let progress = groupProgress(group);
        for (const [pick, roll] of steps) {
          const shown = activeQuestions(group.questionList);
          // A random group may have every question inactive or skipped: nothing left to answer.
          const target = shown[pick % Math.max(shown.length, 1)];
          if (!target) break;
          const next = saved(group, target, roll);
          progress = groupProgressAfter(progress, structure, lookup(group), lookup(next), [
            target.questionId,
          ]);
          expect(progress).toEqual(groupProgress(next));
          group = next;
        }
      }),
      { numRuns: 150 },
    );
  });
});
