import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../shared/api/useApiQuery';
import { localeCodeToId } from '../../../shared/i18n/languages';
import { activeTypeListCall, inactiveTypeListCall } from './adminStructureCalls';

export interface QuestionnaireTypeState {
  type: QuestionnaireTypeItem | undefined;
  /** Both lists are read (the type may be in neither). */
  loaded: boolean;
  reload: () => Promise<unknown>;
}

/** A questionnaire type, active or not, from the two type lists (its name and the text id renaming needs). */
export function useQuestionnaireType(questionnaireDicId: number): QuestionnaireTypeState {
  const { i18n } = useTranslation();
  const localeId = localeCodeToId(i18n.resolvedLanguage ?? i18n.language);
  const active = useApiQuery(activeTypeListCall(localeId));
  const inactive = useApiQuery(inactiveTypeListCall(localeId));
  const type = [...(active.data ?? []), ...(inactive.data ?? [])].find(
    (item) => item.id === questionnaireDicId,
  );
  return {
    type,
    loaded:
      (active.data !== undefined || active.error !== undefined) &&
      (inactive.data !== undefined || inactive.error !== undefined),
    reload: () => Promise.all([active.mutate(), inactive.mutate()]),
  };
}
