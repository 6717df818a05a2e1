import type { ComputedIndicator, IndicatorDefinition, IndicatorSource } from './indicator-source';

/**
 * Computes a form's indicator tree from the answers (issue 16). PLACEHOLDER until the engine work of
 * issue 16 lands: the signature is the contract between the engine, the server and the studio.
 */
export function computeIndicators(
  tree: readonly IndicatorDefinition[],
  source: IndicatorSource,
): ComputedIndicator[] {
  void tree;
  void source;
  throw new Error('computeIndicators is not implemented yet');
}
