import type { FillQuestion } from '@schemas/generated/api/fill';
import type { OfferedOption } from '../options/offered-options';
import { textLimit } from '../rules/text-limit';
import type { JsonSchema } from './json-schema';

function choice(options: readonly OfferedOption[], title?: string): JsonSchema {
  const schema: JsonSchema = { type: 'integer' };
  if (title !== undefined) schema.title = title;
  // An empty oneOf is not valid JSON Schema: a choice without options is a bare integer.
  if (options.length > 0) schema.oneOf = options.map((option) => ({ const: option.id, title: option.text }));
  return schema;
}

function optionWithValue(options: readonly OfferedOption[], title?: string): JsonSchema {
  const schema: JsonSchema = {
    type: 'object',
    properties: { optionId: choice(options), value: { type: 'string' } },
  };
  if (title !== undefined) schema.title = title;
  return schema;
}

/**
 * The JSON Schema of one question's value (see AnswerValue): typed numbers, texts and dates are
 * strings (the engine's rules check them, so a half-typed "12," is kept, not lost), chosen options are
 * their ids with the option texts as `oneOf` titles.
 */
export function questionSchema(question: FillQuestion, options: readonly OfferedOption[]): JsonSchema {
  const title = question.questionText;
  switch (question.answerTypeDicId) {
    case 1:
    case 2:
    case 9:
      return { type: 'string', title };
    case 3:
      return { type: 'string', title, maxLength: textLimit(question.max) };
    case 4:
    case 8:
    case 10:
    case 16:
      return choice(options, title);
    case 5:
      return optionWithValue(options, title);
    case 6:
    case 13:
      return { type: 'array', title, items: choice(options), uniqueItems: true };
    case 7:
      return { type: 'array', title, items: optionWithValue(options) };
    case 11:
      return {
        type: 'object',
        title,
        properties: {
          latitude: { type: 'number', minimum: -90, maximum: 90 },
          longitude: { type: 'number', minimum: -180, maximum: 180 },
        },
      };
    case 12:
      return { type: 'object', title, properties: { squareId: { type: 'string' } } };
  }
}
