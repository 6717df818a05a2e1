import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { allSchemas } from '@schemas/index';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats.default(ajv);
for (const schema of allSchemas) ajv.addSchema(schema);

/** The compiled validator of a schema reference such as `api/access.schema.json#/$defs/LoginForm`. */
export function compiledValidator(ref: string): ValidateFunction {
  const validator = ajv.getSchema(ref);
  if (!validator) throw new Error(`Unknown schema ${ref}`);
  return validator;
}
