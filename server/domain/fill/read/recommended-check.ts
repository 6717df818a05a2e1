import { activeQuestions } from '@engine/convert/active-questions';
import { groupProgress } from '@engine/progress/group-progress';
import type {
  FilledFormTree,
  FormListItem,
  GroupInstance,
  RecommendedCheckReply,
} from '@schemas/generated/api/fill';
import type { FilledSubformRow } from '../../../data/repositories/fill-read-form-repository';

type Bucket = Map<number, GroupInstance[]>;

function add(bucket: Bucket, group: GroupInstance): void {
  const list = bucket.get(group.filledSubformId) ?? [];
  list.push(group);
  bucket.set(group.filledSubformId, list);
}

function tree(
  forms: readonly FormListItem[],
  subforms: readonly FilledSubformRow[],
  bucket: Bucket,
): FilledFormTree[] {
  return forms.flatMap((form) => {
    const filledSubForms = subforms
      .filter((subform) => subform.filledFormId === form.id && bucket.has(subform.id))
      .map((subform) => ({
        id: subform.id,
        subFormDicId: subform.subFormDicId,
        subformName: subform.name,
        questionListList: (bucket.get(subform.id) ?? []).map((group) => ({
          id: group.id,
          questionListDicId: group.questionListDicId,
          questionListName: group.questionListName,
          name: group.name ?? null,
        })),
      }));
    return filledSubForms.length === 0
      ? []
      : [{ id: form.id, formDicId: form.formDicId, formName: form.formName, filledSubForms }];
  });
}

/**
 * Whether a form's report has what it needs: every active question recommended for it, in every
 * active group instance of the questionnaire's forms and subforms, is complete by the engine's rules
 * (answered, or skipped). Then 1; otherwise the instances holding recommended questions, split into
 * those whose recommended questions are all complete (`filledFormList`) and the others
 * (`missingFormList`), each as a form → subform → group tree in screen order.
 */
export function recommendedCheck(
  forms: readonly FormListItem[],
  subforms: readonly FilledSubformRow[],
  groups: readonly GroupInstance[],
  recommended: ReadonlySet<number>,
): RecommendedCheckReply {
  const filled: Bucket = new Map();
  const missing: Bucket = new Map();
  for (const group of groups) {
    if (!group.isActive) continue;
    const needed = activeQuestions(group.questionList).filter((question) =>
      recommended.has(question.questionId),
    );
    if (needed.length === 0) continue;
    const { completeQuestions } = groupProgress(group);
    add(needed.every((question) => completeQuestions.has(question.questionId)) ? filled : missing, group);
  }
  const missingFormList = tree(forms, subforms, missing);
  return missingFormList.length === 0
    ? 1
    : { filledFormList: tree(forms, subforms, filled), missingFormList };
}
