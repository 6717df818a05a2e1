import { activeQuestions } from '@engine/convert/active-questions';
import { groupProgress } from '@engine/progress/group-progress';
import { subformProgress } from '@engine/progress/subform-progress';
import type { FilledSubformItem, GroupInstance, SubformGroupStatus } from '@schemas/generated/api/fill';
import type { FilledSubformRow } from '../../../data/repositories/fill-read-form-repository';

/** A group instance's status by the engine's rules: skipped questions count as complete, inactive ones not at all. */
function groupStatus(group: GroupInstance): SubformGroupStatus {
  const progress = groupProgress(group);
  return {
    id: group.id,
    questionListDicId: group.questionListDicId,
    qlNumber: group.qlNumber,
    answered: progress.answered,
    total: progress.total,
    complete: progress.complete,
    questionList: activeQuestions(group.questionList).map((question) => ({
      id: question.id,
      questionId: question.questionId,
      isComplete: progress.completeQuestions.has(question.questionId),
    })),
  };
}

/**
 * A filled subform with what the side list shows: completed groups out of its active groups (the
 * screen's group bar leaves inactive ones out too) and the specification's subform status.
 */
export function subformWithProgress(
  subform: FilledSubformRow,
  groups: readonly GroupInstance[],
): FilledSubformItem {
  const questionGroupList = groups.filter((group) => group.isActive).map(groupStatus);
  return {
    id: subform.id,
    subFormDicId: subform.subFormDicId,
    name: subform.name,
    subformText: subform.subformText,
    code: subform.code,
    isActive: subform.isActive,
    farmType: subform.farmType,
    orderKey: subform.orderKey,
    ...subformProgress(questionGroupList),
    questionGroupList,
  };
}
