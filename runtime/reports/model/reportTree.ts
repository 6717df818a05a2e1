import type { AverageIndicatorResult, IndicatorResult } from '@schemas/generated/api/indicator';

/** The averages of a form's indicators by indicator id, for pairing them with the unit's own values. */
export type AverageById = ReadonlyMap<number, AverageIndicatorResult>;

/** Every average of the tree, at any depth, by its indicator id. */
export function averagesById(averages: readonly AverageIndicatorResult[]): AverageById {
  const byId = new Map<number, AverageIndicatorResult>();
  const visit = (nodes: readonly AverageIndicatorResult[]) => {
    for (const node of nodes) {
      byId.set(node.indicator_dic_id, node);
      visit(node.subIndicators);
    }
  };
  visit(averages);
  return byId;
}

/**
 * Whether some average of the tree is withheld: the server leaves it null when fewer units than the
 * privacy minimum have a value, so that no single unit's report can be read from it.
 */
export function hasHiddenAverage(averages: AverageById): boolean {
  return [...averages.values()].some((average) => average.scal_value === null);
}

/** A report's node by id among `nodes` (one level, not deeper). */
export function childById(nodes: readonly IndicatorResult[], id: number | undefined): IndicatorResult | undefined {
  return id === undefined ? undefined : nodes.find((node) => node.indicator_dic_id === id);
}
