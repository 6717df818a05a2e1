import type { AnswerRow, OptionRow } from './fill-read-group-repository';
import {
  boolean,
  fault,
  geometry,
  integer,
  integerOrNull,
  isObject,
  numberOrNull,
  rows,
  stringOrNull,
  type JsonRow,
} from './json-rows';

// The rows a save reads as JSON (json_agg, so that one statement carries a question with its options
// and answers), turned back into the rows the other fill reads give.

function availableWhen(row: JsonRow): OptionRow['availableWhen'] {
  const value = row.availableWhen;
  if (value === null) return null;
  if (
    isObject(value) &&
    typeof value.questionId === 'number' &&
    Array.isArray(value.optionIds) &&
    value.optionIds.every((id) => typeof id === 'number')
  ) {
    return { questionId: value.questionId, optionIds: value.optionIds };
  }
  return fault('availableWhen');
}

/** Answers as `answersJson` builds them (answer.saved_at as timestamptz JSON text). */
export function answerRowsOf(value: unknown): AnswerRow[] {
  return rows(value).map((row) => {
    const savedAt = row.savedAt;
    return {
      id: integer(row, 'id'),
      filledQuestionId: integer(row, 'filledQuestionId'),
      answerOptionId: integerOrNull(row, 'answerOptionId'),
      answer: stringOrNull(row, 'answer'),
      text: stringOrNull(row, 'text'),
      geomAnswer: geometry(row, 'geomAnswer'),
      gridGeomAnswer: geometry(row, 'gridGeomAnswer'),
      savedAt: typeof savedAt === 'string' ? new Date(savedAt) : fault('savedAt'),
    };
  });
}

/** Options as `optionsJson` builds them. */
export function optionRowsOf(value: unknown): OptionRow[] {
  return rows(value).map((row) => ({
    id: integer(row, 'id'),
    questionId: integer(row, 'questionId'),
    text: stringOrNull(row, 'text') ?? '',
    isActive: boolean(row, 'isActive'),
    hasInput: boolean(row, 'hasInput'),
    min: numberOrNull(row, 'min'),
    max: numberOrNull(row, 'max'),
    maxAnswerQuestionId: integerOrNull(row, 'maxAnswerQuestionId'),
    skipQuestions: integer(row, 'skipQuestions'),
    skipQuestionsOffset: integer(row, 'skipQuestionsOffset'),
    shortName: stringOrNull(row, 'shortName'),
    orderKey: integer(row, 'orderKey'),
    availableWhen: availableWhen(row),
  }));
}

/** A question of the group instance as `instanceQuestionJson` builds it, with its place among the shown ones. */
export interface PlacedQuestionRow {
  id: number;
  questionId: number;
  answerTypeId: number;
  /** Index among the instance's shown questions (active, by orderKey); null when not shown. */
  position: number | null;
  options: OptionRow[];
  answers: AnswerRow[];
}

export function placedQuestionRowsOf(value: unknown): PlacedQuestionRow[] {
  return rows(value).map((row) => ({
    id: integer(row, 'id'),
    questionId: integer(row, 'questionId'),
    answerTypeId: integer(row, 'answerTypeId'),
    position: integerOrNull(row, 'position'),
    options: optionRowsOf(row.options),
    answers: answerRowsOf(row.answers),
  }));
}
