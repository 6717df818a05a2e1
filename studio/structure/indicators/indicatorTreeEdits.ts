import type { StructureIndicator } from '@schemas/generated/structure';

/** Where a node is in the tree: its index among the roots, then among each parent's children. */
export type NodePath = readonly number[];

/** The tree with the node at `path` replaced by what `change` makes of it. */
export function updateNode(
  tree: readonly StructureIndicator[],
  path: NodePath,
  change: (node: StructureIndicator) => StructureIndicator,
): StructureIndicator[] {
  const [index, ...rest] = path;
  return tree.map((node, at) => {
    if (at !== index) return node;
    if (rest.length === 0) return change(node);
    return { ...node, children: updateNode(node.children ?? [], rest, change) };
  });
}

/** The tree without the node at `path` (and everything under it). */
export function removeNode(tree: readonly StructureIndicator[], path: NodePath): StructureIndicator[] {
  const [index, ...rest] = path;
  if (rest.length === 0) return tree.filter((_node, at) => at !== index);
  return tree.map((node, at) =>
    at === index ? { ...node, children: removeNode(node.children ?? [], rest) } : node,
  );
}

/** Every key of the tree, depth first. */
export function treeKeys(tree: readonly StructureIndicator[]): string[] {
  return tree.flatMap((node) => [node.key, ...treeKeys(node.children ?? [])]);
}

/** A key not yet in the tree: `<prefix>_<n>` with the smallest free n. */
export function freeKey(tree: readonly StructureIndicator[], prefix: string): string {
  const taken = new Set(treeKeys(tree));
  let n = 1;
  while (taken.has(`${prefix}_${n}`)) n += 1;
  return `${prefix}_${n}`;
}

/** A new node with an empty name in every language. */
export function newNode(key: string): StructureIndicator {
  return { key, name: { en: '', pl: '', de: '', fi: '', it: '', nl: '' } };
}

/** The tree with a new node appended at `parent` (the roots for an empty path). */
export function addNode(
  tree: readonly StructureIndicator[],
  parent: NodePath,
  node: StructureIndicator,
): StructureIndicator[] {
  if (parent.length === 0) return [...tree, node];
  return updateNode(tree, parent, (found) => ({ ...found, children: [...(found.children ?? []), node] }));
}
