import type { FillContext } from '@engine/context';
import { buildGroupForm } from '@engine/convert/group-form';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { generatedContext, generatedGroup } from '@tests/fixtures/generated-group';

/** The long-text question (answer type 3, unanswered) typed into. */
export const TEXT_QUESTION_ID = 3;
/** The checkbox question (answer type 6) whose first option is clicked. */
export const CHECKBOX_QUESTION_ID = 6;

/** The generated group every contender renders, as the fill screen receives it. */
export interface BenchGroup {
  questions: number;
  group: GroupInstance;
  context: FillContext;
  /** The last question that is not skipped (a skipped one may be disabled, hence not focusable). */
  lastQuestionId: number;
}

/** `?questions=500` → 500; 100 without the parameter. */
export function questionsFromUrl(): number {
  const value = Number(new URLSearchParams(location.search).get('questions') ?? '100');
  return Number.isInteger(value) && value > 0 ? value : 100;
}

/** `generatedGroup(n)` with its context (tests/fixtures/generated-group.ts), shared by the three pages. */
export function benchGroup(questions: number): BenchGroup {
  const group = generatedGroup(questions);
  const context = generatedContext(questions);
  const { skipped } = buildGroupForm(group, context).skips;
  let lastQuestionId = questions;
  while (lastQuestionId > 1 && skipped.has(lastQuestionId)) lastQuestionId -= 1;
  return { questions, group, context, lastQuestionId };
}
