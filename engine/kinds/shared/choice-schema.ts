import type { JsonSchema } from '../../convert/json-schema';
import type { OfferedOption } from '../../options/offered-options';

/** A chosen option id, with the option texts as `oneOf` titles. */
export function choiceSchema(options: readonly OfferedOption[], title?: string): JsonSchema {
  const schema: JsonSchema = { type: 'integer' };
  if (title !== undefined) schema.title = title;
  // An empty oneOf is not valid JSON Schema: a choice without options is a bare integer.
  if (options.length > 0) schema.oneOf = options.map((option) => ({ const: option.id, title: option.text }));
  return schema;
}

/** A chosen option with the number typed beside it. */
export function optionWithValueSchema(options: readonly OfferedOption[], title?: string): JsonSchema {
  const schema: JsonSchema = {
    type: 'object',
    properties: { optionId: choiceSchema(options), value: { type: 'string' } },
  };
  if (title !== undefined) schema.title = title;
  return schema;
}
