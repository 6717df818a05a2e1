import { gridCellCode, parseGridCellCode } from './grid-cell-code';
import { gridCellSquare } from './grid-cell-square';

function samePositions(sent: unknown, expected: readonly (readonly number[])[]): boolean {
  return (
    Array.isArray(sent) &&
    sent.length === expected.length &&
    sent.every(
      (position, index) =>
        Array.isArray(position) &&
        position.length === 2 &&
        position[0] === expected[index]?.[0] &&
        position[1] === expected[index]?.[1],
    )
  );
}

/**
 * Whether a grid-square answer is a square of the 1 km EEA grid: its id is a cell code in its one
 * written form (`1kmE5069N3292`) and its geometry is exactly `gridCellSquare` of that cell. The map
 * and the server draw squares with that same function, so the coordinates compare exactly; anything
 * else (a made-up id, a square moved or redrawn) is no answer the map could have given.
 */
export function isGridCellSquare(value: { squareId: string; geometry: unknown }): boolean {
  const cell = parseGridCellCode(value.squareId);
  if (!cell || gridCellCode(cell) !== value.squareId) return false;
  const expected = gridCellSquare(cell);
  // The value may come from a client as any JSON: nothing about its shape is taken on trust.
  const sent = value.geometry;
  if (typeof sent !== 'object' || sent === null || !('type' in sent) || !('coordinates' in sent))
    return false;
  const rings = sent.coordinates;
  return (
    sent.type === expected.type &&
    Array.isArray(rings) &&
    rings.length === 1 &&
    samePositions(rings[0], expected.coordinates[0])
  );
}
