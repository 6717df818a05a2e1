import type { ApiError } from '@runtime/shared/api/ApiError';
import { useGroupDicList, useQuestionDicList } from '@runtime/shared/structure/data';
import type { QuestionDicItem, QuestionGroupDicItem } from '@schemas/generated/api/structure-admin';
import { useMemo } from 'react';
import type { PreviewTarget } from './previewSelection';

export interface PreviewGroup {
  group?: QuestionGroupDicItem;
  /** The group's questions in their order, inactive ones too (the cards leave those out, as on the fill screen). */
  questions?: QuestionDicItem[];
  /** The group is no longer in its subform's list (deleted since it was chosen). */
  gone: boolean;
  error?: ApiError;
}

/**
 * The chosen group and its questions, read through the same SWR lists the tree reads: a dialog's save
 * (which reads every structure list again), a switch or a move in the tree shows here at once.
 */
export function usePreviewGroup(target: PreviewTarget | undefined): PreviewGroup {
  const groupList = useGroupDicList(target ? target.subFormDicId : null);
  const group = groupList.data?.find((candidate) => candidate.id === target?.groupId);
  const questionList = useQuestionDicList(group ? group.id : null);
  const questions = useMemo(
    () => questionList.data && [...questionList.data].sort((a, b) => a.questionOrderKey - b.questionOrderKey),
    [questionList.data],
  );
  return {
    group,
    questions,
    gone: target !== undefined && groupList.data !== undefined && group === undefined,
    error: [groupList, questionList].find((list) => list.error)?.error,
  };
}
