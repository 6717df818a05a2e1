import type { IndicatorResult } from '@schemas/generated/api/indicator';
import { computeIndicators } from '@engine/indicators/compute-indicators';
import type { ComputedIndicator } from '@engine/indicators/indicator-source';
import { indicatorAnswers, indicatorTree } from '@tests/fixtures/indicator-tree';

function asResult(node: ComputedIndicator): IndicatorResult {
  return {
    indicator_dic_id: node.id,
    name: node.name,
    value: node.value,
    scal_value: node.scaledValue,
    subIndicators: node.children.map(asResult),
  };
}

/**
 * The engine's fixture tree ("Manure management", "Notes") computed from the answers the engine test
 * gives it, in the shape the server stores: a report whose "Notes" theme reads only a text question and
 * so has no value.
 */
export function engineReport(): IndicatorResult[] {
  const answers = indicatorAnswers({
    101: [{ answer: '10' }],
    102: [{ answer: '15.1' }],
    103: [{ answerListId: 1032 }],
    104: [{ answerListId: 1041 }, { answerListId: 1043 }],
  });
  return computeIndicators(indicatorTree, answers).map(asResult);
}
