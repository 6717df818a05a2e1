import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import {
  isGridSquareValue,
  isIdList,
  isOptionWithValue,
  isOptionWithValueList,
  isPointValue,
  type AnswerValue,
} from './answer-value';
import { displayDateToStored } from './format-date';
import { parseDecimal } from '../rules/parse-decimal';
import { parseInteger } from '../rules/parse-integer';
import { roundCoordinate } from '../rules/round-coordinate';
import type { TypedNumber } from '../rules/typed-number';

/** What was typed, without the spaces around it (the rules ignore them too); undefined when blank. */
function text(value: AnswerValue | undefined): string | undefined {
  const typed = typeof value === 'string' ? value.trim() : '';
  return typed === '' ? undefined : typed;
}

/**
 * A typed number as stored: its digits as typed with a point and no plus sign ("12,5" → "12.5",
 * "+5" → "5"); a text the rules refuse stays as it is (it is never saved, see buildSave).
 */
function storedNumber(typed: string, parse: (text: string) => TypedNumber): string {
  const parsed = parse(typed);
  return parsed.ok ? parsed.stored : typed;
}

/**
 * A (valid) value of one question → the answers to save: `answerListId` for chosen options, `answer`
 * for what was typed (numbers with a point, dates as yyyy-MM-dd), GeoJSON `[lng, lat]` for points.
 * An empty value gives no answers. Options whose input was cleared give no answer (type 7).
 */
export function valueToAnswers(question: FillQuestion, value: AnswerValue | undefined): SavedAnswer[] {
  switch (question.answerTypeDicId) {
    case 1: {
      const typed = text(value);
      return typed === undefined ? [] : [{ answer: storedNumber(typed, parseInteger) }];
    }
    case 3:
      // A long text is kept exactly as written, line breaks and indentation included.
      return typeof value === 'string' && value.trim() !== '' ? [{ answer: value }] : [];
    case 2: {
      const typed = text(value);
      return typed === undefined ? [] : [{ answer: storedNumber(typed, parseDecimal) }];
    }
    case 9: {
      const typed = text(value);
      const stored = typed === undefined ? undefined : displayDateToStored(typed);
      return stored === undefined ? [] : [{ answer: stored }];
    }
    case 4:
    case 8:
    case 10:
    case 16:
      return typeof value === 'number' ? [{ answerListId: value }] : [];
    case 5:
      return isOptionWithValue(value)
        ? [
            {
              answerListId: value.optionId,
              answer: value.value.trim() === '' ? null : storedNumber(value.value.trim(), parseInteger),
            },
          ]
        : [];
    case 6:
      return isIdList(value) ? value.map((answerListId) => ({ answerListId })) : [];
    case 7: {
      if (!isOptionWithValueList(value)) return [];
      const withInput = new Set(
        question.answerList.filter((option) => option.hasInput).map((option) => option.id),
      );
      return value.flatMap((entry) => {
        const typed = entry.value.trim();
        if (withInput.has(entry.optionId) && typed === '') return [];
        return [
          { answerListId: entry.optionId, answer: typed === '' ? null : storedNumber(typed, parseInteger) },
        ];
      });
    }
    case 11:
      return isPointValue(value)
        ? [
            {
              geomAnswer: {
                type: 'Point',
                coordinates: [roundCoordinate(value.longitude), roundCoordinate(value.latitude)],
              },
            },
          ]
        : [];
    case 12:
      return isGridSquareValue(value) ? [{ answer: value.squareId, gridGeomAnswer: value.geometry }] : [];
    case 13:
      return isIdList(value) ? value.map((id) => ({ answer: String(id) })) : [];
  }
}
