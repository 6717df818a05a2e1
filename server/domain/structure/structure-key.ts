import { randomUUID } from 'node:crypto';

/**
 * The stable key of an item created in the structure editor. Structure documents (import, export)
 * name items by key; an administrator never sees it, so a random one is unique without asking for it.
 */
export function newStructureKey(kind: 'type' | 'form' | 'subform' | 'group'): string {
  return `${kind}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}
