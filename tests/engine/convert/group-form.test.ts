import type { GroupInstance } from '@schemas/generated/api/fill';
import { widgetByAnswerType } from '@engine/answer-types';
import type { AnswerValue } from '@engine/answers/answer-value';
import { buildGroupForm, type QuestionUiSchema } from '@engine/convert/group-form';
import type { FillContext } from '@engine/context';
import { answerTypes } from '@tests/fixtures/answer-values';
import { everyAnswerTypeGroup, fixtureToday, GROUP_ID, option, question } from '@tests/fixtures/fill-group';

const context: FillContext = { today: fixtureToday };

const ui = (form: ReturnType<typeof buildGroupForm>, key: string): QuestionUiSchema =>
  form.uiSchema[key] as QuestionUiSchema;

const card = (form: ReturnType<typeof buildGroupForm>, key: string) => ui(form, key)['ui:options'].card;

const fixtureKeys = [
  'q1',
  'q2',
  'q3',
  'q4',
  'q5',
  'q6',
  'q7',
  'q8',
  'q9',
  'q10',
  'q11',
  'q12',
  'q13',
  'q16',
  'q17',
];

/** The fixture group with saved answers for the given question ids. */
function withAnswers(
  answers: Readonly<Record<number, GroupInstance['questionList'][number]['answers']>>,
): GroupInstance {
  const group = everyAnswerTypeGroup();
  group.questionList = group.questionList.map((q) => ({ ...q, answers: answers[q.questionId] ?? q.answers }));
  return group;
}

describe('buildGroupForm', () => {
  describe('schema and order', () => {
    it('has one property per active question, keyed q<questionId>, in orderKey order', () => {
      const group = everyAnswerTypeGroup();
      group.questionList.reverse();
      const form = buildGroupForm(group, context);
      expect(form.schema.type).toBe('object');
      expect(Object.keys(form.schema.properties)).toEqual(fixtureKeys);
      expect(form.uiSchema['ui:order']).toEqual(fixtureKeys);
    });

    it('orders by orderKey, not by dictionary id', () => {
      const group = everyAnswerTypeGroup();
      group.questionList = [
        question(1, 1, { orderKey: 3 }),
        question(2, 1, { orderKey: 1 }),
        question(3, 1, { orderKey: 2 }),
      ];
      expect(buildGroupForm(group, context).uiSchema['ui:order']).toEqual(['q2', 'q3', 'q1']);
    });

    it.each([
      [false, ['q1', 'q3']],
      [true, ['q1', 'q2', 'q3']],
    ])('with includeInactive %s shows the questions %j', (includeInactive, keys) => {
      const group = everyAnswerTypeGroup();
      group.questionList = [question(1, 1), question(2, 1, { isActive: false }), question(3, 1)];
      const form = buildGroupForm(group, context, { includeInactive });
      expect(form.uiSchema['ui:order']).toEqual(keys);
      expect(Object.keys(form.schema.properties)).toEqual(keys);
      expect(Object.keys(form.formData)).toEqual(keys);
    });
  });

  describe('widgets', () => {
    it.each(answerTypes)('names the widget of answer type %i in ui:widget and on the card', (type) => {
      const form = buildGroupForm(everyAnswerTypeGroup(), context);
      expect(ui(form, `q${type}`)['ui:widget']).toBe(widgetByAnswerType[type]);
      expect(card(form, `q${type}`).widget).toBe(widgetByAnswerType[type]);
      expect(card(form, `q${type}`).answerType).toBe(type);
    });

    it.each(answerTypes.map((type) => [type, [5, 7, 11, 12, 17].includes(type)] as const))(
      'renders type %i through the answer field: %s',
      (type, composite) => {
        const form = buildGroupForm(everyAnswerTypeGroup(), context);
        expect(ui(form, `q${type}`)['ui:field']).toBe(composite ? 'answer' : undefined);
      },
    );
  });

  describe('card', () => {
    it('carries the ids, number, text and version of the question', () => {
      const group = everyAnswerTypeGroup();
      group.questionList = [question(7, 1, { orderKey: 3, version: 4, filledQuestionListId: 777 })];
      expect(card(buildGroupForm(group, context), 'q7')).toMatchObject({
        id: 1007,
        questionId: 7,
        filledQuestionListId: 777,
        number: 3,
        text: 'Question text 7',
        version: 4,
      });
    });

    it('falls back to the group instance id for filledQuestionListId', () => {
      const group = everyAnswerTypeGroup();
      group.questionList = [question(7, 1, { filledQuestionListId: undefined })];
      expect(card(buildGroupForm(group, context), 'q7').filledQuestionListId).toBe(GROUP_ID);
    });

    it('shows the tip and the group heading when the question has them', () => {
      const form = buildGroupForm(everyAnswerTypeGroup(), context);
      expect(card(form, 'q1').tip).toBe('Count every animal.');
      expect(card(form, 'q2').groupHeading).toBe('Water and energy');
      expect(card(form, 'q3')).not.toHaveProperty('tip');
      expect(card(form, 'q3')).not.toHaveProperty('groupHeading');
    });

    it.each([
      [{ 2: 'Welfare report', 3: 'Emissions report' }, ['Welfare report', 'Emissions report']],
      [{ 3: 'Emissions report' }, ['Emissions report']],
      [undefined, []],
    ])('names the recommended forms from context.formNames %j: %j', (formNames, names) => {
      const form = buildGroupForm(everyAnswerTypeGroup(), { ...context, formNames });
      expect(card(form, 'q1')).toMatchObject({ recommended: true, recommendedForms: names });
      expect(card(form, 'q2')).toMatchObject({ recommended: false, recommendedForms: [] });
    });

    it('gives numeric questions their bounds and long texts their limit', () => {
      const form = buildGroupForm(everyAnswerTypeGroup(), context);
      expect(card(form, 'q1').bounds).toEqual({ min: 0, max: 500 });
      expect(card(form, 'q2').bounds).toEqual({ max: 100 });
      expect(card(form, 'q3').textLimit).toBe(225);
      expect(card(form, 'q3')).not.toHaveProperty('bounds');
      expect(card(form, 'q4')).not.toHaveProperty('textLimit');
    });

    it("takes a bound from another question's current value in the group", () => {
      const group = everyAnswerTypeGroup();
      group.questionList.push(question(20, 1, { orderKey: 20, maxAnswerQuestionId: 1 }));
      const form = buildGroupForm(group, context, { values: { q1: '30' } });
      expect(card(form, 'q20').bounds).toEqual({ max: 30 });
    });

    it('takes a bound from a saved answer outside the group (context.externalAnswers)', () => {
      const group = everyAnswerTypeGroup();
      group.questionList.push(question(20, 2, { orderKey: 20, min: 1, maxAnswerQuestionId: 900 }));
      const form = buildGroupForm(group, { ...context, externalAnswers: { 900: [{ answer: '7.5' }] } });
      expect(card(form, 'q20').bounds).toEqual({ min: 1, max: 7.5 });
    });
  });

  describe('options', () => {
    it('offers the options of a choice in the card and the schema, without those with empty text', () => {
      const form = buildGroupForm(everyAnswerTypeGroup(), context);
      expect(card(form, 'q4').options.map((o) => o.id)).toEqual([41, 42, 43]);
      expect(form.schema.properties.q4!.oneOf!.map((o) => o.const)).toEqual([41, 42, 43]);
    });

    it('shows the chosen option with empty text', () => {
      const form = buildGroupForm(everyAnswerTypeGroup(), context, { values: { q4: 44 } });
      expect(card(form, 'q4').options.map((o) => o.id)).toEqual([41, 42, 43, 44]);
    });

    it.each([
      [undefined, [43]],
      [43, undefined],
    ])('disables inactive options in ui:enumDisabled unless chosen (chosen %j → %j)', (chosen, disabled) => {
      const form = buildGroupForm(everyAnswerTypeGroup(), context, { values: { q4: chosen } });
      expect(ui(form, 'q4')['ui:enumDisabled']).toEqual(disabled);
    });

    it('sets no ui:enumDisabled when no option is inactive', () => {
      expect(ui(buildGroupForm(everyAnswerTypeGroup(), context), 'q6')).not.toHaveProperty('ui:enumDisabled');
    });

    describe('availableWhen', () => {
      const dependent = (trackedId: number) =>
        question(75, 4, {
          orderKey: 75,
          answerList: [
            option(751, 'Always'),
            option(752, 'With straw', { availableWhen: { questionId: trackedId, optionIds: [61, 9001] } }),
          ],
        });

      it.each([
        [{ q6: [61] }, [751, 752]],
        [{ q6: [62, 61] }, [751, 752]],
        [{ q6: [62] }, [751]],
        [{}, [751]],
      ])(
        'offers a dependent option while a question of the group has a listed option chosen (%j → %j)',
        (values, offered) => {
          const group = everyAnswerTypeGroup();
          group.questionList.push(dependent(6));
          const form = buildGroupForm(group, context, { values });
          expect(card(form, 'q75').options.map((o) => o.id)).toEqual(offered);
        },
      );

      it.each([
        [[{ answerListId: 9001 }], [751, 752]],
        [[{ answerListId: 9002 }], [751]],
        [[], [751]],
      ])(
        'offers a dependent option while a question outside the group has a listed option saved (%j → %j)',
        (saved, offered) => {
          const group = everyAnswerTypeGroup();
          group.questionList.push(dependent(900));
          const form = buildGroupForm(group, { ...context, externalAnswers: { 900: saved } });
          expect(card(form, 'q75').options.map((o) => o.id)).toEqual(offered);
        },
      );
    });

    it('offers the answers of another question to type 13 from context.answersAsOptions', () => {
      const form = buildGroupForm(everyAnswerTypeGroup(), {
        ...context,
        answersAsOptions: {
          3: [
            { id: 5, answer: 'Barn A' },
            { id: 6, answer: 'Barn B' },
          ],
        },
      });
      expect(card(form, 'q13').options.map((o) => [o.id, o.text])).toEqual([
        [5, 'Barn A'],
        [6, 'Barn B'],
      ]);
    });
  });

  describe('formData', () => {
    it('starts from the saved answers', () => {
      const form = buildGroupForm(
        withAnswers({
          1: [{ answer: '12' }],
          2: [{ answer: '7.25' }],
          9: [{ answer: '2020-02-01' }],
          6: [{ answerListId: 61 }, { answerListId: 63 }],
          11: [{ geomAnswer: { type: 'Point', coordinates: [21, 52] } }],
        }),
        context,
      );
      expect(form.formData).toMatchObject({
        q1: '12',
        q2: '7,25',
        q9: '01/02/2020',
        q6: [61, 63],
        q11: { latitude: 52, longitude: 21 },
        q3: undefined,
      });
    });

    it('uses the values being edited instead of the saved answers', () => {
      const form = buildGroupForm(withAnswers({ 1: [{ answer: '12' }] }), context, {
        values: { q1: '13', q3: 'x' },
      });
      expect(form.formData.q1).toBe('13');
      expect(form.formData.q3).toBe('x');
      expect(form.formData.q2).toBeUndefined();
    });
  });

  describe('skips', () => {
    const skipping: Record<string, AnswerValue> = {
      q4: 42,
      q5: { optionId: 51, value: '5' },
      q6: [61],
      q7: [{ optionId: 73, value: '' }],
    };

    it('marks the questions skipped by a chosen option read-only and skipped on the card', () => {
      const form = buildGroupForm(everyAnswerTypeGroup(), context, { values: skipping });
      for (const key of ['q5', 'q6']) {
        expect(ui(form, key)['ui:readonly']).toBe(true);
        expect(card(form, key).skipped).toBe(true);
      }
      for (const key of ['q4', 'q7']) {
        expect(ui(form, key)).not.toHaveProperty('ui:readonly');
        expect(card(form, key).skipped).toBe(false);
      }
    });

    it('clears the formData of skipped questions and lists them to delete', () => {
      const form = buildGroupForm(everyAnswerTypeGroup(), context, { values: skipping });
      expect(form.formData).toMatchObject({
        q4: 42,
        q5: undefined,
        q6: undefined,
        q7: [{ optionId: 73, value: '' }],
      });
      expect([...form.skips.skipped]).toEqual([5, 6]);
      expect(form.skips.toDelete.map((q) => q.questionId)).toEqual([5, 6]);
    });

    it('applies skips from the saved answers too', () => {
      const form = buildGroupForm(
        withAnswers({ 8: [{ answerListId: 82 }], 10: [{ answerListId: 101 }] }),
        context,
      );
      expect(card(form, 'q10').skipped).toBe(true);
      expect(form.formData.q10).toBeUndefined();
      expect(form.skips.toDelete.map((q) => q.questionId)).toEqual([10]);
    });

    it('keeps the value of a skipped type 16 question', () => {
      const group = everyAnswerTypeGroup();
      group.questionList = [
        question(1, 4, { answerList: [option(11, 'Skip the next', { skipQuestions: 1 })] }),
        question(2, 16, { answerList: [option(21, 'Well')] }),
      ];
      const form = buildGroupForm(group, context, { values: { q1: 11, q2: 21 } });
      expect(card(form, 'q2').skipped).toBe(true);
      expect(ui(form, 'q2')['ui:readonly']).toBe(true);
      expect(form.formData.q2).toBe(21);
      expect(form.skips.toDelete).toEqual([]);
    });

    it('releases the questions when the skipping choice is undone', () => {
      const form = buildGroupForm(everyAnswerTypeGroup(), context, { values: { ...skipping, q4: 41 } });
      expect(card(form, 'q5').skipped).toBe(false);
      expect(form.formData.q6).toEqual([61]);
      expect(form.skips.skipped.size).toBe(0);
    });
  });

  describe('read-only', () => {
    it('sets ui:readonly on every question', () => {
      const form = buildGroupForm(everyAnswerTypeGroup(), context, { readOnly: true });
      for (const key of fixtureKeys) expect(ui(form, key)['ui:readonly']).toBe(true);
    });

    it('leaves questions writable otherwise', () => {
      const form = buildGroupForm(everyAnswerTypeGroup(), context);
      for (const key of fixtureKeys) expect(ui(form, key)).not.toHaveProperty('ui:readonly');
    });
  });
});
