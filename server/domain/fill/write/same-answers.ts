import type { SavedAnswer } from '@schemas/generated/answers';

/** JSON with object keys sorted: jsonb gives geometries back with their keys in its own order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function content(answer: SavedAnswer): string {
  return stableJson([
    answer.answerListId ?? null,
    answer.answer ?? null,
    answer.text ?? null,
    answer.geomAnswer ?? null,
    answer.gridGeomAnswer ?? null,
  ]);
}

/** Two answer lists hold the same values in the same order (ids and saving dates aside). */
export function sameAnswers(a: readonly SavedAnswer[], b: readonly SavedAnswer[]): boolean {
  return a.length === b.length && a.every((answer, index) => content(answer) === content(b[index] ?? {}));
}
