import type { SavedAnswer } from '@schemas/generated/answers';
import type { AnswerValue } from '../answers/answer-value';
import { chosenIds } from '../answers/chosen-ids';
import type { FillContext } from '../context';
import { parseDecimal } from '../rules/parse-decimal';
import type { RuleContext } from '../rules/rule-context';

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
 * The lookups of `groupLookups` reading values through functions, so a caller that keeps its values
 * elsewhere (the fill screen's per-question state) builds them once instead of once per change.
 *
 * @param inGroup whether a dictionary id is a question of the group (answered from `valueOf`)
 * @param valueOf the value a question of the group holds now
 */
export function lookupsOf(
  inGroup: (questionId: number) => boolean,
  valueOf: (questionId: number) => AnswerValue | undefined,
  context: FillContext,
): GroupLookups {
  const external = context.externalAnswers ?? {};
  return {
    rules: {
      today: context.today,
      countryBounds: context.countryBounds,
      numberOf: (questionId) =>
        inGroup(questionId) ? numberIn(valueOf(questionId)) : numberIn(external[questionId]?.[0]?.answer),
    },
    chosenIn: (questionId) =>
      inGroup(questionId) ? chosenIds(valueOf(questionId)) : externalChosen(external[questionId]),
  };
}
