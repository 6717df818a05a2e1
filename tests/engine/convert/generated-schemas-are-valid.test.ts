import { Ajv } from 'ajv';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { GroupInstance } from '@schemas/generated/api/fill';
import type { FillContext } from '@engine/context';
import { buildGroupForm, type GroupForm, type GroupFormOptions } from '@engine/convert/group-form';
import { everyAnswerTypeGroup, fixtureToday } from '@tests/fixtures/fill-group';
import { generatedContext, generatedGroup } from '@tests/fixtures/generated-group';

/** RJSF's validator (@rjsf/validator-ajv8) uses ajv's default draft-07 class; here in strict mode. */
function strictAjv(): Ajv {
  return new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });
}

const context: FillContext = {
  today: fixtureToday,
  formNames: { 2: 'Welfare report', 3: 'Emissions report' },
  answersAsOptions: {
    3: [
      { id: 901, answer: 'Pen A' },
      { id: 902, answer: 'Pen B' },
      { id: 903, answer: ' ' },
    ],
  },
};

/** Saved answers for every question of `everyAnswerTypeGroup()`, by question dictionary id. */
const savedAnswers: Record<number, SavedAnswer[]> = {
  1: [{ id: 1, answer: '120' }],
  2: [{ id: 2, answer: '12.75' }],
  3: [{ id: 3, answer: 'Straw, changed weekly.' }],
  4: [{ id: 4, answerListId: 43 }], // the inactive option stays chosen and offered
  5: [{ id: 5, answerListId: 51, answer: '40' }],
  6: [
    { id: 6, answerListId: 61 },
    { id: 7, answerListId: 63 },
  ],
  7: [
    { id: 8, answerListId: 71, answer: '12' },
    { id: 9, answerListId: 73, answer: null },
  ],
  8: [{ id: 10, answerListId: 81 }],
  9: [{ id: 11, answer: '2026-05-31' }],
  10: [{ id: 12, answerListId: 104 }],
  11: [{ id: 13, geomAnswer: { type: 'Point', coordinates: [19.55, 51.9] } }],
  12: [
    {
      id: 14,
      answer: 'E190N519',
      gridGeomAnswer: {
        type: 'Polygon',
        coordinates: [
          [
            [19, 51.9],
            [19.01, 51.9],
            [19.01, 51.91],
            [19, 51.91],
            [19, 51.9],
          ],
        ],
      },
    },
  ],
  13: [{ id: 15, answer: '902' }],
  16: [{ id: 16, answerListId: 162 }],
};

function answered(group: GroupInstance): GroupInstance {
  return {
    ...group,
    questionList: group.questionList.map((question) => ({
      ...question,
      answers: savedAnswers[question.questionId] ?? [],
    })),
  };
}

/** Every schema of a group form compiles strictly: the whole group and each question on its own. */
function expectStrictSchemas(form: GroupForm): void {
  const ajv = strictAjv();
  expect(() => ajv.compile(form.schema)).not.toThrow();
  for (const [key, schema] of Object.entries(form.schema.properties)) {
    expect(() => ajv.compile(schema), key).not.toThrow();
  }
}

function expectValidData(form: GroupForm): void {
  const validate = strictAjv().compile(form.schema);
  const valid = validate(form.formData);
  expect(valid, JSON.stringify(validate.errors)).toBe(true);
}

describe('the JSON Schemas buildGroupForm emits', () => {
  const everyTypeCases: [string, GroupInstance, GroupFormOptions][] = [
    ['unanswered', everyAnswerTypeGroup(), {}],
    ['with saved answers', answered(everyAnswerTypeGroup()), {}],
    [
      'read-only, inactive questions included',
      answered(everyAnswerTypeGroup()),
      { readOnly: true, includeInactive: true },
    ],
    [
      'with option 42 chosen (questions 5 and 6 skipped)',
      answered(everyAnswerTypeGroup()),
      { values: { q4: 42 } },
    ],
  ];

  it.each(everyTypeCases)('every answer type, %s: compile in strict mode', (_, group, options) => {
    const form = buildGroupForm(group, context, options);
    expect(Object.keys(form.schema.properties)).toHaveLength(group.questionList.length);
    expectStrictSchemas(form);
  });

  it.each(everyTypeCases)('every answer type, %s: the formData is valid', (_, group, options) => {
    expectValidData(buildGroupForm(group, context, options));
  });

  it('every answer type without type-13 options (a choice with no options is a bare integer list)', () => {
    const form = buildGroupForm(everyAnswerTypeGroup(), { today: fixtureToday });
    expect(form.schema.properties.q13).toMatchObject({ type: 'array', items: { type: 'integer' } });
    expectStrictSchemas(form);
    expectValidData(form);
  });

  it('the saved answers reach the formData of every question', () => {
    const form = buildGroupForm(answered(everyAnswerTypeGroup()), context);
    expect(form.formData).toMatchObject({
      q1: '120',
      q2: '12,75',
      q4: 43,
      q5: { optionId: 51, value: '40' },
      q6: [61, 63],
      q7: [
        { optionId: 71, value: '12' },
        { optionId: 73, value: '' },
      ],
      q9: '31/05/2026',
      q11: { latitude: 51.9, longitude: 19.55 },
      q12: { squareId: 'E190N519' },
      q13: [902],
      q16: 162,
    });
    expect(Object.values(form.formData).filter((value) => value !== undefined)).toHaveLength(14);
  });

  it('generatedGroup(200): every schema compiles strictly and the saved answers are valid data', () => {
    const form = buildGroupForm(generatedGroup(200), generatedContext(200));
    expect(Object.keys(form.schema.properties)).toHaveLength(200);
    // The fixture has skips (some with answers to delete) and enough answers to make this meaningful.
    expect(form.skips.skipped.size).toBeGreaterThan(0);
    expect(form.skips.toDelete.length).toBeGreaterThan(0);
    expect(Object.values(form.formData).filter((value) => value !== undefined).length).toBeGreaterThan(100);
    expectStrictSchemas(form);
    expectValidData(form);
  });

  it('the schemas do check the data: an option that is not offered and a too-long text are refused', () => {
    const form = buildGroupForm(everyAnswerTypeGroup(), context);
    const validate = strictAjv().compile(form.schema);
    expect(validate({ q4: 999 })).toBe(false);
    expect(validate({ q6: [61, 61] })).toBe(false);
    expect(validate({ q3: 'x'.repeat(226) })).toBe(false);
    expect(validate({ q11: { latitude: 91, longitude: 19 } })).toBe(false);
    expect(validate({ q4: 41, q6: [61, 62], q3: 'x'.repeat(225) })).toBe(true);
  });
});
