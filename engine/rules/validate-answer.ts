import type { FillQuestion } from '@schemas/generated/api/fill';
import {
  isEmptyValue,
  isIdList,
  isOptionWithValue,
  isOptionWithValueList,
  isPointValue,
  type AnswerValue,
} from '../answers/answer-value';
import { defaultCountryBounds, type GeoBounds } from '../context';
import type { RuleMessage } from '../messages';
import { checkBounds } from './check-bounds';
import { checkDate } from './check-date';
import { checkOptionValue } from './check-option-value';
import { insideCountry } from './coordinates';
import { parseDecimal } from './parse-decimal';
import { parseInteger } from './parse-integer';
import type { Parsed } from './parsed';
import { resolveBounds } from './resolve-bounds';
import { textLimit } from './text-limit';

export interface RuleContext {
  /** yyyy-MM-dd */
  today: string;
  countryBounds?: GeoBounds;
  /** The numeric answer of another question (by dictionary id), for bounds taken from answers. */
  numberOf(questionId: number): number | undefined;
}

function typedNumber(
  question: FillQuestion,
  text: string,
  parse: (typed: string) => Parsed,
  rules: RuleContext,
): RuleMessage | undefined {
  const parsed = parse(text);
  if (!parsed.ok) return parsed.message;
  return checkBounds(parsed.value, resolveBounds(question, rules.numberOf));
}

/**
 * Checks one question's value by the rules of its answer type. Returns the first broken rule's
 * message, or undefined when the value may be saved. An empty value is valid except for the
 * mandatory rating (type 10). Skipped questions are not checked (see computeSkips).
 */
export function validateAnswer(
  question: FillQuestion,
  value: AnswerValue | undefined,
  rules: RuleContext,
): RuleMessage | undefined {
  const options = new Map(question.answerList.map((option) => [option.id, option]));
  const notOffered = (ids: readonly number[]): RuleMessage | undefined =>
    ids.some((id) => !options.has(id)) || new Set(ids).size !== ids.length
      ? { key: 'OPTION_NOT_OFFERED' }
      : undefined;
  if (isEmptyValue(value)) return question.answerTypeDicId === 10 ? { key: 'FIELD_REQUIRED' } : undefined;

  switch (question.answerTypeDicId) {
    case 1:
      return typeof value === 'string'
        ? typedNumber(question, value, parseInteger, rules)
        : { key: 'VALUE_SHOULD_BE_INTEGER' };
    case 2:
      return typeof value === 'string'
        ? typedNumber(question, value, parseDecimal, rules)
        : { key: 'VALUE_SHOULD_BE_NUMBER' };
    case 3: {
      const limit = textLimit(question.max);
      if (typeof value !== 'string') return { key: 'FIELD_REQUIRED' };
      return value.length > limit ? { key: 'TEXT_TOO_LONG', params: { max: limit } } : undefined;
    }
    case 4:
    case 8:
    case 10:
    case 16:
      return typeof value === 'number' ? notOffered([value]) : { key: 'OPTION_NOT_OFFERED' };
    case 5: {
      if (!isOptionWithValue(value)) return { key: 'OPTION_NOT_OFFERED' };
      const option = options.get(value.optionId);
      return option ? checkOptionValue(option, value.value, rules.numberOf) : { key: 'OPTION_NOT_OFFERED' };
    }
    case 6:
      return isIdList(value) ? notOffered(value) : { key: 'OPTION_NOT_OFFERED' };
    case 7: {
      if (!isOptionWithValueList(value)) return { key: 'OPTION_NOT_OFFERED' };
      for (const entry of value) {
        const option = options.get(entry.optionId);
        if (!option) return { key: 'OPTION_NOT_OFFERED' };
        const message = checkOptionValue(option, entry.value, rules.numberOf);
        if (message) return message;
      }
      return undefined;
    }
    case 9:
      return typeof value === 'string' ? checkDate(value, rules.today) : { key: 'INVALID_DATE_FORMAT' };
    case 11:
      if (!isPointValue(value) || Math.abs(value.latitude) > 90) return { key: 'INSERT_CORRECT_LAT' };
      if (Math.abs(value.longitude) > 180) return { key: 'INSERT_CORRECT_LNG' };
      return insideCountry(value, rules.countryBounds ?? defaultCountryBounds)
        ? undefined
        : { key: 'OUTSIDE_COUNTRY' };
    case 12:
    case 13:
      return undefined;
  }
}
