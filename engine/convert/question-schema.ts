import type { FillQuestion } from '@schemas/generated/api/fill';
import { answerKind } from '../kinds/index';
import type { OfferedOption } from '../options/offered-options';
import type { JsonSchema } from './json-schema';

/**
 * The JSON Schema of one question's value (see AnswerValue), by its answer kind: typed numbers, texts
 * and dates are strings (the engine's rules check them, so a half-typed "12," is kept, not lost),
 * chosen options are their ids with the option texts as `oneOf` titles.
 */
export function questionSchema(question: FillQuestion, options: readonly OfferedOption[]): JsonSchema {
  return answerKind(question.answerTypeDicId).schema(question, options);
}
