import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  getClosestMatchingOption,
  getDefaultFormState,
  type RJSFSchema,
  type ValidatorType,
} from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import type { JsonSchema } from '@engine/convert/json-schema';
import { answerFormValidator, startEmpty } from '@widgets/index';
import { answerTypes, fixtureQuestion, validValues } from '@tests/fixtures/answer-values';
import { groupForm } from './support/renderAnswerForm';

/**
 * The answer forms' RJSF validator must answer RJSF's questions (which option a value matches, the
 * defaults of an answered question) exactly as RJSF's ajv validator does, without compiling code.
 * ajv, where code may be generated (here in Node), is the oracle.
 */

const form = groupForm();

/** The engine's schema of the fixture question with that answer type, as its form's root. */
function schemaOf(answerType: (typeof answerTypes)[number]): RJSFSchema {
  const schema = form.schema.properties[`q${fixtureQuestion(answerType).questionId}`];
  if (!schema) throw new Error(`no schema for answer type ${answerType}`);
  return schema;
}

/** Values of every shape a question could be handed, right or wrong for each answer type. */
const shapes: readonly unknown[] = [
  undefined,
  null,
  '',
  'text',
  '12,5',
  0,
  -1,
  12.5,
  41,
  43,
  51,
  81,
  104,
  162,
  901,
  999,
  true,
  [],
  [41],
  [61, 63],
  [61, 61],
  [61, 999],
  [901, 902],
  ['61'],
  {},
  { optionId: 51, value: '7' },
  { optionId: 52, value: '' },
  { optionId: 999, value: '1' },
  { optionId: '51', value: '7' },
  { optionId: 51, value: 7 },
  [{ optionId: 71, value: '12' }],
  [{ optionId: 71, value: 12 }],
  [{ optionId: 999, value: '' }],
  { latitude: 51.9, longitude: 19.55 },
  { latitude: 91, longitude: 0 },
  { latitude: 0, longitude: -181 },
  { latitude: '51.9', longitude: 19.55 },
  { squareId: 'E123N456' },
  { squareId: 7 },
  'x'.repeat(225),
  'x'.repeat(226),
];

/** The shapes and valid values of the answer type (a fixed sample, the same on every run). */
function valuesFor(answerType: (typeof answerTypes)[number]): unknown[] {
  return [...shapes, ...fc.sample(validValues[answerType], { numRuns: 25, seed: answerType })];
}

describe('answerFormValidator.isValid', () => {
  it.each(answerTypes)('agrees with ajv on the schema of answer type %i, both ways', (answerType) => {
    const schema = schemaOf(answerType);
    const verdicts = valuesFor(answerType).map((value) => {
      const expected = ajvValidator.isValid(schema, value, schema);
      expect(answerFormValidator.isValid(schema, value, schema), JSON.stringify(value)).toBe(expected);
      return expected;
    });
    // Both answers occur for every type, so the agreement says something.
    expect(new Set(verdicts)).toEqual(new Set([true, false]));
  });

  it('answers for a question inside the whole group form (the root schema) as alone', () => {
    const root: RJSFSchema = form.schema;
    for (const answerType of answerTypes) {
      const schema = schemaOf(answerType);
      for (const value of valuesFor(answerType)) {
        expect(answerFormValidator.isValid(schema, value, root)).toBe(
          ajvValidator.isValid(schema, value, root),
        );
      }
    }
  });

  it("matches each option of a choice to its own id only (RJSF's oneOf option matching)", () => {
    for (const answerType of [4, 5, 8, 10, 16] as const) {
      const schema = schemaOf(answerType);
      const choice = answerType === 5 ? schema.properties?.optionId : schema;
      if (typeof choice !== 'object' || !choice.oneOf) throw new Error(`no options for type ${answerType}`);
      const ids = fixtureQuestion(answerType).answerList.map((option) => option.id);
      for (const option of choice.oneOf) {
        if (typeof option !== 'object') throw new Error('an option is a schema object');
        for (const id of ids) {
          expect(answerFormValidator.isValid(option, id, schema)).toBe(id === option.const);
        }
      }
    }
  });

  it('never changes the schema objects it is given (they are shared, memoised and compared)', () => {
    const schema = deepFreeze(structuredClone(schemaOf(4)));
    const before = JSON.stringify(schema);
    expect(answerFormValidator.isValid(schema, 41, schema)).toBe(true);
    expect(answerFormValidator.isValid(schema, 40, schema)).toBe(false);
    expect(JSON.stringify(schema)).toBe(before);
    expect(Object.getOwnPropertyNames(schema).sort()).toEqual(Object.keys(schema).sort());
  });

  it('follows references into the root schema, per root schema, and answers false for a broken one', () => {
    const schema: RJSFSchema = { $ref: '#/definitions/pen' };
    const small: RJSFSchema = { definitions: { pen: { type: 'integer', maximum: 5 } } };
    const large: RJSFSchema = { definitions: { pen: { type: 'integer', maximum: 50 } } };
    expect(answerFormValidator.isValid(schema, 7, small)).toBe(false);
    expect(answerFormValidator.isValid(schema, 7, large)).toBe(true);
    expect(answerFormValidator.isValid(schema, 3, small)).toBe(true);
    expect(answerFormValidator.isValid({ $ref: '#/definitions/none' }, 3, small)).toBe(false);
  });
});

describe('RJSF with answerFormValidator', () => {
  /** What RJSF computes while rendering a form: the matched option and the form's state. */
  function rendering(validator: ValidatorType, schema: RJSFSchema, value: unknown) {
    const options = (schema.oneOf ?? []).filter((option) => typeof option === 'object');
    return {
      option: options.length > 0 ? getClosestMatchingOption(validator, schema, value, options) : undefined,
      state: getDefaultFormState(validator, schema, value, schema, false, startEmpty),
    };
  }

  it.each(answerTypes)('picks the same option and form state as with ajv, answer type %i', (answerType) => {
    const schema = schemaOf(answerType);
    for (const value of valuesFor(answerType)) {
      expect(rendering(answerFormValidator, schema, value), JSON.stringify(value)).toEqual(
        rendering(ajvValidator, schema, value),
      );
    }
  });

  it('validateFormData leaves the verdict on answers to the engine: no schema errors of its own', () => {
    const schema = schemaOf(3);
    const tooLong = 'x'.repeat(300);
    expect(ajvValidator.validateFormData(tooLong, schema).errors).not.toEqual([]);
    expect(answerFormValidator.validateFormData(tooLong, schema)).toEqual({ errors: [], errorSchema: {} });
  });

  it("validateFormData still runs a form's customValidate and transformErrors", () => {
    const schema: RJSFSchema = { type: 'object', properties: { q1: { type: 'string' } } };
    const result = answerFormValidator.validateFormData(
      { q1: 'abc' },
      schema,
      (data, errors) => {
        if (data?.q1 === 'abc') errors.q1?.addError('Not abc');
        return errors;
      },
      (errors) => [...errors, { name: 'extra', property: '.q1', message: 'Added', stack: 'Added' }],
    );
    expect(result.errorSchema.q1).toEqual({ __errors: ['Added', 'Not abc'] });
    expect(result.errors.map((error) => error.message)).toEqual(['Added', 'Not abc']);
  });

  it("rawValidation gives the schema's own verdict, or the error of a broken schema", () => {
    const schema: RJSFSchema = { type: 'string', maxLength: 3 };
    expect(answerFormValidator.rawValidation(schema, 'abc')).toEqual({});
    expect(answerFormValidator.rawValidation(schema, 'abcd').errors).toEqual([
      expect.objectContaining({ keyword: 'maxLength', instanceLocation: '#' }),
    ]);
    expect(answerFormValidator.rawValidation({ $ref: '#/nowhere' }, 1).validationError).toBeInstanceOf(Error);
  });
});

describe('answerFormValidator generates no code', () => {
  it('answers every case as ajv does here, in a Node process that refuses code generation from strings', () => {
    const cases = answerTypes.flatMap((answerType) =>
      valuesFor(answerType).map((value) => ({ schema: schemaOf(answerType), value })),
    );
    // The repository root is the working directory of the test run (import.meta.url is no file URL
    // under jsdom).
    const root = process.cwd();
    const script = join(root, 'tests/widgets/support/is-valid-without-code-generation.ts');
    const child = spawnSync(
      process.execPath,
      ['--disallow-code-generation-from-strings', '--import', 'tsx', script],
      {
        cwd: root,
        input: JSON.stringify(cases),
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(child.status, child.stderr.slice(0, 2000)).toBe(0);
    const answered: unknown = JSON.parse(child.stdout);
    if (!isChildAnswer(answered)) throw new Error(`unexpected answer: ${child.stdout.slice(0, 500)}`);
    const expected = cases.map((c) => ajvValidator.isValid(c.schema, c.value, c.schema));
    expect(answered.codeGenerationRefused).toBe(true);
    expect(answered.ours).toEqual({ answers: expected, logged: 0 });
    // The control: ajv needs code generation, so there it says yes to nothing and complains.
    expect(answered.ajv.answers).not.toEqual(expected);
    expect(answered.ajv.answers.filter(Boolean)).toEqual([]);
    expect(answered.ajv.logged).toBeGreaterThan(0);
  });
});

interface Verdicts {
  answers: boolean[];
  logged: number;
}

interface ChildAnswer {
  codeGenerationRefused: boolean;
  ours: Verdicts;
  ajv: Verdicts;
}

function isVerdicts(value: unknown): value is Verdicts {
  if (typeof value !== 'object' || value === null) return false;
  const answers: unknown = Reflect.get(value, 'answers');
  return (
    Array.isArray(answers) &&
    answers.every((item) => typeof item === 'boolean') &&
    typeof Reflect.get(value, 'logged') === 'number'
  );
}

function isChildAnswer(value: unknown): value is ChildAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'codeGenerationRefused') === 'boolean' &&
    isVerdicts(Reflect.get(value, 'ours')) &&
    isVerdicts(Reflect.get(value, 'ajv'))
  );
}

function deepFreeze<T extends JsonSchema | RJSFSchema>(schema: T): T {
  for (const value of Object.values(schema)) {
    if (typeof value === 'object' && value !== null) deepFreeze(value);
  }
  return Object.freeze(schema);
}
