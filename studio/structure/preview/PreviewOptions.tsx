import type { ApiError } from '@runtime/shared/api/ApiError';
import { useOptionDicList } from '@runtime/shared/structure/data';
import type { AnswerOptionDicItem } from '@schemas/generated/api/structure-admin';
import { useEffect } from 'react';

/** One question's answer options as last read, or why they could not be. */
export interface OptionsRead {
  options?: AnswerOptionDicItem[];
  error?: ApiError;
}

interface PreviewOptionsProps {
  questionIds: readonly number[];
  onRead: (questionId: number, read: OptionsRead) => void;
}

/**
 * Reads the answer options of these questions, each through the tree's own SWR list of that
 * question (one component per question, as hooks cannot be called in a loop), so an option edited,
 * switched or moved in the tree reaches the preview at once. Renders nothing.
 */
export function PreviewOptions({ questionIds, onRead }: PreviewOptionsProps) {
  return questionIds.map((questionId) => (
    <OptionsOf key={questionId} questionId={questionId} onRead={onRead} />
  ));
}

function OptionsOf({ questionId, onRead }: { questionId: number; onRead: PreviewOptionsProps['onRead'] }) {
  const list = useOptionDicList(questionId);
  useEffect(() => {
    onRead(questionId, { options: list.data, error: list.error });
  }, [questionId, list.data, list.error, onRead]);
  return null;
}
