import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { AnswerValue } from '../answers/answer-value';
import { chosenIds } from '../answers/chosen-ids';
import type { FillContext } from '../context';
import { parseDecimal } from '../rules/parse-decimal';
import type { RuleContext } from '../rules/rule-context';
import { questionKey } from './question-key';

export interface GroupLookups {
  rules: RuleContext;
  /** Option ids chosen now in a question (this group's current values, else its saved answers elsewhere). */
  chosenIn(questionId: number): number[];
}

/** A number typed or stored (with a comma or a point), by the same rule as the answers; else none. */
function numberIn(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const parsed = parseDecimal(text);
  return parsed.ok ? parsed.value : undefined;
}

function externalChosen(answers: readonly SavedAnswer[] | undefined): number[] {
  return (answers ?? []).flatMap((answer) =>
    typeof answer.answerListId === 'number' ? [answer.answerListId] : [],
  );
}

/**
 * Lookups across questions for the rules of one group: a question of this group answers from the
 * values being edited, any other question from the saved answers the context carries.
 */
export function groupLookups(
  questions: readonly FillQuestion[],
  values: Readonly<Record<string, AnswerValue | undefined>>,
  context: FillContext,
): GroupLookups {
  const inGroup = new Set(questions.map((question) => question.questionId));
  const external = context.externalAnswers ?? {};
  return {
    rules: {
      today: context.today,
      countryBounds: context.countryBounds,
      numberOf: (questionId) =>
        inGroup.has(questionId)
          ? numberIn(values[questionKey(questionId)])
          : numberIn(external[questionId]?.[0]?.answer),
    },
    chosenIn: (questionId) =>
      inGroup.has(questionId)
        ? chosenIds(values[questionKey(questionId)])
        : externalChosen(external[questionId]),
  };
}
