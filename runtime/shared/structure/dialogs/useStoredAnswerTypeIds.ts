import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { answerTypeListCall } from '../../dictionaries/dictionaryCalls';
import { SPECIFICATION_ANSWER_TYPE_IDS } from './answerTypeChoices';

/**
 * The ids of the answer types the server stores, from its answer type list. Until that answers, and when
 * it fails (a backend in proxy mode that has no such call, so knows none of the newer types), the
 * specification's types: a question of a type the backend does not know would be refused or lost there.
 */
export function useStoredAnswerTypeIds(): ReadonlySet<number> {
  const { data } = useApiQuery(answerTypeListCall());
  return useMemo(() => new Set(data ? data.map((type) => type.id) : SPECIFICATION_ANSWER_TYPE_IDS), [data]);
}
