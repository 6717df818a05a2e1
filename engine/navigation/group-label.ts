import type { GroupInstance } from '@schemas/generated/api/fill';

export interface GroupLabel {
  /** The group's name, or the instance's own name (named groups, pattern-named instances). */
  name: string;
  /** Running number shown after the name for numbered groups (qlNumber 0 and 1). */
  number?: number;
}

/**
 * How a group button is labelled: qlNumber -1 by the group name alone; 0 and 1 numbered by
 * position among the instances of the same group; 2 (and pattern-named instances) by their own name.
 */
export function groupLabel(group: GroupInstance, position: number): GroupLabel {
  if (group.name) return { name: group.name };
  if (group.qlNumber === 0 || group.qlNumber === 1) return { name: group.questionListName, number: position };
  return { name: group.questionListName };
}
