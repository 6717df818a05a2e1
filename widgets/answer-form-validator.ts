import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  createErrorHandler,
  getDefaultFormState,
  ROOT_SCHEMA_PREFIX,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  withIdRefPrefix,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';

/** RJSF's schemas are draft 7 (its ajv validator's default). */
const DRAFT = '7';

/** A schema compiled for one root schema: the root decides where `#/…` references lead. */
interface Prepared {
  rootSchema: RJSFSchema;
  validator: Validator;
}

/**
 * The validator every answer form hands to RJSF (`validator={answerFormValidator}`). It generates no
 * code: `@rjsf/validator-ajv8` compiles each schema with `new Function`, which the app's Content
 * Security Policy (no `'unsafe-eval'`) refuses with a console error per schema. This one interprets
 * the schema with `@cfworker/json-schema`, a validator written for hosts without `eval`.
 *
 * - `isValid` answers exactly, for any draft-7 schema: RJSF asks it which `oneOf`/`anyOf` option a
 *   value matches (a chosen option's title, the defaults of an answered question) and whether an
 *   `if` holds.
 * - `validateFormData` reports no schema errors of its own: the engine's rules judge every answer
 *   and the forms show their translated verdict through `extraErrors`. A second verdict from the
 *   schema would be weaker (typed numbers are strings there) and untranslated. A `customValidate`
 *   and `transformErrors` passed to the form still run, as RJSF documents.
 * - `rawValidation` gives the schema's own verdict, every error of it, for tools and tests.
 *
 * Stateless apart from a cache of prepared schemas keyed by the schema objects themselves, so one
 * instance serves every form.
 */
class AnswerFormValidator implements ValidatorType {
  private prepared = new WeakMap<object, Prepared>();

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    try {
      return this.prepare(schema, rootSchema).validate(jsonValue(formData)).valid;
    } catch {
      // RJSF's contract: a schema that cannot be used (e.g. an unresolvable $ref) matches nothing.
      return false;
    }
  }

  rawValidation<Result = OutputUnit>(
    schema: RJSFSchema,
    formData?: unknown,
  ): { errors?: Result[]; validationError?: Error } {
    try {
      const result = new Validator(schemaCopy(schema), DRAFT, false).validate(jsonValue(formData));
      // RJSF's interface lets the caller name the error type; these are cfworker's output units.
      return result.valid ? {} : { errors: result.errors as Result[] };
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    const errors: RJSFValidationError[] = transformErrors ? transformErrors([], uiSchema) : [];
    const errorSchema = toErrorSchema(errors);
    if (!customValidate) return { errors, errorSchema };
    // As RJSF's own validators do: custom rules see every field, unanswered ones as undefined.
    const withEveryField = getDefaultFormState(this, schema, formData, schema, true);
    const handler = customValidate(withEveryField, createErrorHandler(withEveryField), uiSchema, errorSchema);
    return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
  }

  reset(): void {
    this.prepared = new WeakMap();
  }

  /** The interpreter for a schema, with `#/…` references leading into the root schema. */
  private prepare(schema: RJSFSchema, rootSchema: RJSFSchema): Validator {
    const cached = this.prepared.get(schema);
    if (cached?.rootSchema === rootSchema) return cached.validator;
    // As RJSF's ajv validator does: every local reference of the schema is pointed at the root
    // schema, which is added under that name when a reference needs it.
    const own = withIdRefPrefix<RJSFSchema>(schema);
    const validator = new Validator(schemaCopy(own), DRAFT);
    if (JSON.stringify(own).includes(`"${ROOT_SCHEMA_PREFIX}#`))
      validator.addSchema(schemaCopy(rootSchema), ROOT_SCHEMA_PREFIX);
    this.prepared.set(schema, { rootSchema, validator });
    return validator;
  }
}

/**
 * A JSON copy of the schema in cfworker's type. cfworker records resolved addresses on the schema
 * objects it reads, so it never gets the form's own (shared, memoised) schema objects.
 */
function schemaCopy(schema: RJSFSchema): Schema {
  const copy: unknown = JSON.parse(JSON.stringify(schema));
  if (!isSchema(copy)) throw new Error('A JSON Schema must be an object');
  return copy;
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value as JSON sees it: properties holding `undefined` are absent, as RJSF's validators treat
 * them. An unanswered question's `undefined` is checked as `null` (cfworker validates JSON values
 * only): no schema the engine emits accepts `null`, so there both fail the same schemas.
 */
function jsonValue(data: unknown): unknown {
  if (data === undefined) return null;
  const text = JSON.stringify(data);
  return text === undefined ? null : JSON.parse(text);
}

/** The one validator of every answer form (runtime, stories, tests); pass it as a value. */
export const answerFormValidator: ValidatorType = new AnswerFormValidator();
