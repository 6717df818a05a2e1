import { isIdList, isOptionWithValue, isOptionWithValueList, type AnswerValue } from './answer-value';

/** The option ids (or, for type 13, answer ids) a value has chosen; none for typed answers. */
export function chosenIds(value: AnswerValue | undefined): number[] {
  if (typeof value === 'number') return [value];
  if (isIdList(value)) return value;
  if (isOptionWithValue(value)) return [value.optionId];
  if (isOptionWithValueList(value)) return value.map((entry) => entry.optionId);
  return [];
}
