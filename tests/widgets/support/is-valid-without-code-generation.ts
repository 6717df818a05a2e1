/**
 * Run as `node --disallow-code-generation-from-strings --import tsx <this file>`, with cases
 * (`[{ schema, rootSchema?, value? }]`, JSON) on standard input: answers `isValid` for each case
 * from the answer forms' validator and, as the control, from RJSF's ajv validator, in a process
 * where `eval` and `new Function` throw, as they do under the app's Content Security Policy.
 */
import { readFileSync } from 'node:fs';
import type { RJSFSchema } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import { answerFormValidator } from '@widgets/answer-form-validator';

interface Case {
  schema: RJSFSchema;
  rootSchema?: RJSFSchema;
  value?: unknown;
}

function isCase(value: unknown): value is Case {
  return typeof value === 'object' && value !== null && 'schema' in value;
}

function refusesCodeGeneration(): boolean {
  try {
    new Function('return 1');
    return false;
  } catch {
    return true;
  }
}

const input: unknown = JSON.parse(readFileSync(0, 'utf8'));
const cases = Array.isArray(input) ? input.filter(isCase) : [];

/** Each case's verdict, and how many lines the validator wrote to the console meanwhile. */
function verdicts(validator: typeof answerFormValidator) {
  let logged = 0;
  const count = () => {
    logged += 1;
  };
  const { warn, error } = console;
  console.warn = count;
  console.error = count;
  try {
    // Absent `value` stands for undefined, which JSON cannot carry.
    const answers = cases.map((c) =>
      validator.isValid(c.schema, 'value' in c ? c.value : undefined, c.rootSchema ?? c.schema),
    );
    return { answers, logged };
  } finally {
    console.warn = warn;
    console.error = error;
  }
}

process.stdout.write(
  JSON.stringify({
    codeGenerationRefused: refusesCodeGeneration(),
    ours: verdicts(answerFormValidator),
    ajv: verdicts(ajvValidator),
  }),
);
