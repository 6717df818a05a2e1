import type { ComputedIndicator, IndicatorDefinition, IndicatorSource } from './indicator-source';
import { readInput } from './input-reading';
import { weightedMean } from './weighted-mean';

function computeLeaf(indicator: IndicatorDefinition, source: IndicatorSource): ComputedIndicator {
  const readings = indicator.inputs.map((input) => ({
    input,
    reading: readInput(input, source.questions.get(input.questionId), source.answers.get(input.questionId)),
  }));
  const share = weightedMean(
    readings.map(({ input, reading }) => ({ value: reading.score, weight: input.weight })),
  );
  const scaledValue = share === null ? null : share * 100;
  const only = readings.length === 1 ? readings[0]?.reading : undefined;
  // The report's "original value" is the number answered when one number question makes the indicator.
  const value = only && only.number !== null ? only.number : scaledValue;
  return { id: indicator.id, name: indicator.name, value, scaledValue, children: [] };
}

function computeNode(indicator: IndicatorDefinition, source: IndicatorSource): ComputedIndicator {
  if (indicator.children.length === 0) return computeLeaf(indicator, source);
  const children = indicator.children.map((child) => computeNode(child, source));
  const scaledValue = weightedMean(
    children.map((child, index) => ({ value: child.scaledValue, weight: indicator.children[index]?.weight })),
  );
  return { id: indicator.id, name: indicator.name, value: scaledValue, scaledValue, children };
}

/**
 * Computes a form's indicator tree from the answers (issue 16): a leaf scores its inputs (see
 * readInput) and takes their weighted mean scaled to 0–100; a parent is the weighted mean of its
 * children's scaled values. Missing and skipped answers are left out of every mean rather than
 * counted as 0, and a node with nothing answered beneath it is null (docs/decisions.md, "Issue 16").
 * A node with children is a parent: inputs on it are not read.
 *
 * @param tree the form's themes, with subthemes and indicators nested, in report order
 * @param source the questions the leaves read and their saved answers
 * @returns the same tree with values; an empty tree gives an empty list
 */
export function computeIndicators(
  tree: readonly IndicatorDefinition[],
  source: IndicatorSource,
): ComputedIndicator[] {
  return tree.map((indicator) => computeNode(indicator, source));
}
