import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import { useQuestionnaireTypeLists } from '../../../shared/structure/data';

export interface QuestionnaireTypeState {
  type: QuestionnaireTypeItem | undefined;
  reload: () => Promise<unknown>;
}

/** A questionnaire type, active or not, from the two type lists (its name and the text id renaming needs). */
export function useQuestionnaireType(questionnaireDicId: number): QuestionnaireTypeState {
  const { active, inactive } = useQuestionnaireTypeLists();
  const type = [...(active.data ?? []), ...(inactive.data ?? [])].find(
    (item) => item.id === questionnaireDicId,
  );
  return { type, reload: () => Promise.all([active.mutate(), inactive.mutate()]) };
}
