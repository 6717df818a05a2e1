/** A flat indicator row: its id and its parent's (null for a theme). */
interface FlatIndicator {
  id: number;
  parentId: number | null;
}

/**
 * Nests flat indicator rows (in sibling order) into trees: `build` gets a row and its children already
 * built. A row whose parent is not among the rows is left out with its subtree.
 */
export function nestIndicators<Row extends FlatIndicator, Node>(
  rows: readonly Row[],
  build: (row: Row, children: Node[]) => Node,
): Node[] {
  const childrenOf = new Map<number | null, Row[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  // The stored tree has no cycles (a parent is inserted before its children), but a guard costs nothing.
  const seen = new Set<number>();
  const nest = (parentId: number | null): Node[] =>
    (childrenOf.get(parentId) ?? []).flatMap((row) => {
      if (seen.has(row.id)) return [];
      seen.add(row.id);
      return [build(row, nest(row.id))];
    });
  return nest(null);
}
