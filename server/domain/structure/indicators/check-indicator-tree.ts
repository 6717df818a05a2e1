import type { StructureIndicator } from '@schemas/generated/structure';
import type { ErrorCode } from '../../app-error';

/** One broken rule of an indicator tree: its error code and the keys that name where. */
export interface IndicatorProblem {
  code: ErrorCode;
  params: Record<string, string>;
}

function checkNode(
  node: StructureIndicator,
  questionKeys: ReadonlySet<string>,
  seen: Set<string>,
  problems: IndicatorProblem[],
): void {
  const key = node.key;
  if (seen.has(key)) problems.push({ code: 'INDICATOR_KEY_DUPLICATE', params: { key } });
  seen.add(key);
  // English is the language every other one falls back to (as for the other structure names).
  if (node.name.en.trim() === '') problems.push({ code: 'INDICATOR_NAME_REQUIRED', params: { key } });
  const inputs = node.inputs ?? [];
  const children = node.children ?? [];
  if (inputs.length > 0 && children.length > 0)
    problems.push({ code: 'INDICATOR_LEAF_WITH_CHILDREN', params: { key } });
  const weights = [node.weight, ...inputs.map((input) => input.weight)];
  if (weights.some((weight) => weight !== undefined && !(weight > 0)))
    problems.push({ code: 'INDICATOR_WEIGHT_NOT_POSITIVE', params: { key } });
  for (const input of inputs) {
    const questionKey = input.questionKey;
    if (!questionKeys.has(questionKey))
      problems.push({ code: 'INDICATOR_QUESTION_NOT_IN_FORM', params: { key, questionKey } });
    if (input.min !== undefined && input.max !== undefined && !(input.min < input.max))
      problems.push({ code: 'INDICATOR_MIN_NOT_BELOW_MAX', params: { key, questionKey } });
  }
  for (const child of children) checkNode(child, questionKeys, seen, problems);
}

/**
 * The rules a form's indicator tree keeps beyond its schema (issue 16): keys unique in the tree, a name
 * in English at least, every input a question of the form itself, a node either a leaf (questions) or a
 * parent (children), weights above 0, and min below max where both are given. Empty when the tree keeps
 * them all.
 */
export function checkIndicatorTree(
  tree: readonly StructureIndicator[],
  questionKeys: ReadonlySet<string>,
): IndicatorProblem[] {
  const problems: IndicatorProblem[] = [];
  const seen = new Set<string>();
  for (const node of tree) checkNode(node, questionKeys, seen, problems);
  return problems;
}
