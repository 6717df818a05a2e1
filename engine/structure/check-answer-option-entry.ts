import type { AnswerOptionEntry } from '@schemas/generated/api/structure-admin';
import { checkWholeNumber, wholeNumberOf } from './check-whole-number';
import { problem, type StructureProblem } from './structure-problem';
import { translationsRequired } from './translations-required';

const SHORT_NAME = /^[A-Za-z0-9._]{1,10}$/;

/**
 * An answer option of the dialog (specification section 5): its text in every language; when it takes a
 * number beside it, an export short name of 1 to 10 letters, digits, dots or underscores (SHORT_NAME_ERROR);
 * min, max, skip count and skip offset empty or non-negative whole numbers; min not above max.
 */
export function checkAnswerOptionEntry(
  entry: Pick<
    AnswerOptionEntry,
    'text' | 'shortName' | 'min' | 'max' | 'skipQuestions' | 'skipQuestionsOffset'
  >,
  hasInput: boolean,
): StructureProblem[] {
  const problems = translationsRequired('text', entry.text, 'all', 1000);
  const shortName = entry.shortName ?? '';
  if (hasInput ? !SHORT_NAME.test(shortName) : shortName !== '' && !SHORT_NAME.test(shortName)) {
    problems.push(problem('shortName', 'SHORT_NAME_ERROR'));
  }
  problems.push(
    ...checkWholeNumber('min', entry.min),
    ...checkWholeNumber('max', entry.max),
    ...checkWholeNumber('skipQuestions', entry.skipQuestions),
    ...checkWholeNumber('skipQuestionsOffset', entry.skipQuestionsOffset),
  );
  if (!problems.some((found) => found.field === 'min' || found.field === 'max')) {
    const min = wholeNumberOf(entry.min);
    const max = wholeNumberOf(entry.max);
    if (min !== null && max !== null && min > max)
      problems.push(problem('max', 'VALUE_GREATER_THAN', { min }));
  }
  return problems;
}
