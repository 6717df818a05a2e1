import fc from 'fast-check';
import type { AnswerValue } from '@engine/answers/answer-value';
import type { FillContext } from '@engine/context';
import { buildGroupForm, type GroupForm } from '@engine/convert/group-form';
import { questionKey } from '@engine/convert/question-key';
import { dependentQuestions } from '@engine/dependencies/dependent-questions';
import { groupStructure } from '@engine/dependencies/group-structure';
import { rebuildQuestions } from '@engine/dependencies/rebuild-questions';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { fixtureToday } from '@tests/fixtures/fill-group';
import { generatedContext, generatedGroup } from '@tests/fixtures/generated-group';
import { groupSource } from '@tests/fixtures/partial-build';
import { randomGroup, valueFor } from '@tests/fixtures/random-group';

type Values = Record<string, AnswerValue | undefined>;

/** A change: which shown question (modulo their count) gets which random value. */
const changes = fc.array(fc.tuple(fc.nat(), fc.nat({ max: 1000 })), { minLength: 1, maxLength: 12 });

/**
 * Plays the changes as the fill screen does (each change, then the skipped answers cleared) and checks
 * at each step that rebuilding the changed question and its dependents gives what a full build gives
 * them, and that no other question's part of the form changed.
 */
function checkChanges(
  group: GroupInstance,
  context: FillContext,
  initial: Values,
  steps: [number, number][],
) {
  let before = buildGroupForm(group, context, { values: initial });
  let values: Values = before.formData;
  const { shown } = groupSource(group, values);
  const structure = groupStructure(shown);
  for (const [pick, roll] of steps) {
    // A random group may have every question inactive: nothing to change.
    const changed = shown[pick % Math.max(shown.length, 1)];
    if (!changed) break;
    const next: Values = { ...values, [questionKey(changed.questionId)]: valueFor(changed, roll) };
    const after = buildGroupForm(group, context, { values: next });
    const ids = [changed.questionId, ...dependentQuestions(structure, changed.questionId)];
    const partial = rebuildQuestions(structure, groupSource(group, next).source, context, ids);

    expect(partial.questions.map((entry) => entry.questionId)).toEqual(ids);
    for (const entry of partial.questions) {
      const key = questionKey(entry.questionId);
      expect(entry.schema).toEqual(after.schema.properties[key]);
      expect(entry.ui).toEqual(after.uiSchema[key]);
      expect(entry.skipped).toBe(after.skips.skipped.has(entry.questionId));
    }
    const rebuilt = new Set(ids);
    for (const question of shown) {
      if (rebuilt.has(question.questionId)) continue;
      const key = questionKey(question.questionId);
      expect(view(after, key), `question ${question.questionId} is no dependent`).toEqual(view(before, key));
    }
    expect(partial.toDelete.map((question) => question.questionId)).toEqual(
      after.skips.toDelete.map((question) => question.questionId),
    );
    before = after;
    values = after.formData;
  }
}

function view(form: GroupForm, key: string) {
  return { schema: form.schema.properties[key], ui: form.uiSchema[key] };
}

function randomValues(group: GroupInstance, rolls: readonly number[]): Values {
  const values: Values = {};
  group.questionList.forEach((question, index) => {
    values[questionKey(question.questionId)] = valueFor(question, rolls[index % rolls.length] ?? 0);
  });
  return values;
}

describe('rebuildQuestions', () => {
  it('gives a changed question and its dependents what a full build gives them (random groups)', () => {
    fc.assert(
      fc.property(
        randomGroup,
        fc.array(fc.nat({ max: 1000 }), { minLength: 1 }),
        changes,
        (group, rolls, steps) => {
          checkChanges(group, { today: fixtureToday }, randomValues(group, rolls), steps);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('does so in generated groups, from their saved answers', () => {
    fc.assert(
      fc.property(fc.constantFrom(14, 42, 70), changes, (size, steps) => {
        const group = generatedGroup(size);
        const initial = buildGroupForm(group, generatedContext(size)).formData;
        checkChanges(group, generatedContext(size), initial, steps);
      }),
      { numRuns: 40 },
    );
  });

  it('reads a skipped answer being deleted as none, and lists it to delete', () => {
    const group = generatedGroup(14);
    const values = buildGroupForm(group, generatedContext(14)).formData;
    // Question 4's last option skips question 5 (offset 0, one question); question 5 still holds its answer.
    const last = group.questionList[3]!.answerList.at(-1)!.id;
    const next = { ...values, q4: last, q5: { optionId: 51, value: '3' } };
    const structure = groupStructure(group.questionList);
    const partial = rebuildQuestions(structure, groupSource(group, next).source, generatedContext(14), [5]);
    expect(partial.questions[0]?.skipped).toBe(true);
    expect(partial.questions[0]?.ui['ui:readonly']).toBe(true);
    expect(partial.toDelete.map((question) => question.questionId)).toEqual([5]);
  });

  it('marks every question read-only in a read-only build', () => {
    const group = generatedGroup(14);
    const values = buildGroupForm(group, generatedContext(14)).formData;
    const structure = groupStructure(group.questionList);
    const partial = rebuildQuestions(
      structure,
      groupSource(group, values).source,
      generatedContext(14),
      [1, 3],
      true,
    );
    expect(partial.questions.map((entry) => entry.ui['ui:readonly'])).toEqual([true, true]);
  });
});
