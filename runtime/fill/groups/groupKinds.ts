import type { NavigationGroup } from '@engine/navigation/build-navigation';
import type { GroupInstance } from '@schemas/generated/api/fill';

/** A group of the structure as the bar sees it: the instances of one group dictionary entry. */
export interface GroupKind {
  questionListDicId: number;
  questionListName: string;
  qlNumber: GroupInstance['qlNumber'];
  count: number;
}

/** Repeatable groups: numbered ones added by the user (0) and named ones (2). */
export function isRepeatable(qlNumber: GroupInstance['qlNumber']): boolean {
  return qlNumber === 0 || qlNumber === 2;
}

/** The kinds of the active instances, by group dictionary id. */
export function groupKinds(instances: readonly GroupInstance[]): Map<number, GroupKind> {
  const kinds = new Map<number, GroupKind>();
  for (const instance of instances) {
    if (!instance.isActive) continue;
    const kind = kinds.get(instance.questionListDicId);
    if (kind) kind.count += 1;
    else
      kinds.set(instance.questionListDicId, {
        questionListDicId: instance.questionListDicId,
        questionListName: instance.questionListName,
        qlNumber: instance.qlNumber,
        count: 1,
      });
  }
  return kinds;
}

/** A repeatable instance may be deleted unless it is the last one of its group. */
export function canDeleteInstance(group: NavigationGroup, kinds: ReadonlyMap<number, GroupKind>): boolean {
  return isRepeatable(group.qlNumber) && (kinds.get(group.questionListDicId)?.count ?? 0) > 1;
}

/** Whether `group` is the last of its kind in the bar's order (the add button follows it). */
export function isLastOfKind(groups: readonly NavigationGroup[], index: number): boolean {
  const group = groups[index];
  return (
    group !== undefined &&
    !groups.slice(index + 1).some((other) => other.questionListDicId === group.questionListDicId)
  );
}
