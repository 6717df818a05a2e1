import type { FilledSubformItem, FormListItem, GroupInstance } from '@schemas/generated/api/fill';
import { groupProgress, type GroupProgress } from '../progress/group-progress';
import { subformProgress } from '../progress/subform-progress';
import { groupLabel, type GroupLabel } from './group-label';

export interface NavigationGroup extends GroupLabel {
  id: number;
  questionListDicId: number;
  qlNumber: GroupInstance['qlNumber'];
  answered: number;
  total: number;
  complete: boolean;
}

export interface NavigationSubform {
  id: number;
  name: string;
  code: string;
  completedGroups: number;
  totalGroups: number;
  complete: boolean;
  groups: NavigationGroup[];
}

export interface NavigationForm {
  id: number;
  formDicId: number;
  name: string;
  /** true = submitted. */
  submitted: boolean;
  subforms: NavigationSubform[];
}

/**
 * The form → subform → group tree of a questionnaire with progress at each level: answered/total per
 * group, completed groups per subform (a subform is complete when all its groups are).
 *
 * @param progressOf a group instance's progress; a caller that keeps it per instance (updated after a
 *   save instead of counted again) passes its own
 */
export function buildNavigation(
  forms: readonly FormListItem[],
  subformsByForm: Readonly<Record<number, readonly FilledSubformItem[]>>,
  groupsBySubform: Readonly<Record<number, readonly GroupInstance[]>>,
  progressOf: (group: GroupInstance) => GroupProgress = groupProgress,
): NavigationForm[] {
  return forms.map((form) => ({
    id: form.id,
    formDicId: form.formDicId,
    name: form.formName,
    submitted: form.status,
    subforms: (subformsByForm[form.id] ?? []).map((subform) => {
      const instances = [...(groupsBySubform[subform.id] ?? [])]
        .filter((group) => group.isActive)
        .sort((a, b) => a.orderKey - b.orderKey);
      const positions = new Map<number, number>();
      const groups = instances.map((group): NavigationGroup => {
        const position = (positions.get(group.questionListDicId) ?? 0) + 1;
        positions.set(group.questionListDicId, position);
        const progress = progressOf(group);
        return {
          id: group.id,
          questionListDicId: group.questionListDicId,
          qlNumber: group.qlNumber,
          ...groupLabel(group, position),
          answered: progress.answered,
          total: progress.total,
          complete: progress.complete,
        };
      });
      return { id: subform.id, name: subform.name, code: subform.code, ...subformProgress(groups), groups };
    }),
  }));
}
