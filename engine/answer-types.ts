import type { AnswerTypeId, WidgetName } from './kinds/answer-kind';
import { answerKinds, answerTypeIdsWhere } from './kinds/index';

export type { AnswerTypeId, WidgetName } from './kinds/answer-kind';

/** One widget per answer type (DESIGN.md), read from the answer kinds. */
export const widgetByAnswerType: Readonly<Record<AnswerTypeId, WidgetName>> = Object.fromEntries(
  Object.values(answerKinds).map((kind) => [kind.id, kind.widget]),
) as Record<AnswerTypeId, WidgetName>;

/** Answer types whose answer is one chosen option: the only ones whose options can skip questions. */
export const singleChoiceTypes: ReadonlySet<AnswerTypeId> = new Set(
  answerTypeIdsWhere((kind) => kind.choice === 'single'),
);

/** Answer types whose answer is a set of chosen options. */
export const multipleChoiceTypes: ReadonlySet<AnswerTypeId> = new Set(
  answerTypeIdsWhere((kind) => kind.choice === 'multiple'),
);
