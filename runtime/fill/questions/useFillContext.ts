import type { AnswerAsOption, FillContext } from '@engine/context';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { format } from 'date-fns';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApi } from '../../shared/api/apiContext';
import { answersAsOptionsCall } from './questionCalls';

export interface FillContextState {
  context: FillContext;
  /** Loads the type-13 options again (after the question they come from was saved). */
  reloadOptions: () => void;
}

/**
 * What the engine needs besides the group: today (the device's date, fixed while the group is open),
 * the form names of the recommended-forms note, and, when the group has a type-13 question, the
 * answers it offers as options.
 */
export function useFillContext(
  questionnaireId: number,
  group: GroupInstance,
  formNames: Readonly<Record<number, string>>,
): FillContextState {
  const api = useApi();
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const [answers, setAnswers] = useState<readonly AnswerAsOption[] | undefined>(undefined);
  const [loads, setLoads] = useState(0);
  const sources = useMemo(() => {
    const ids = group.questionList.flatMap((question) =>
      question.answerTypeDicId === 13 && question.optionsFromQuestionId
        ? [question.optionsFromQuestionId]
        : [],
    );
    return [...new Set(ids)].sort((a, b) => a - b).join(',');
  }, [group]);

  useEffect(() => {
    if (sources === '') return;
    let current = true;
    void api.send(answersAsOptionsCall(questionnaireId)).then((result) => {
      // Without them the question still shows the answers already chosen (the engine keeps those).
      if (current && result.ok) setAnswers(result.data);
    });
    return () => {
      current = false;
    };
  }, [api, questionnaireId, sources, loads]);

  const context = useMemo<FillContext>(() => {
    const answersAsOptions: Record<number, readonly AnswerAsOption[]> = {};
    if (answers) for (const source of sources.split(',')) answersAsOptions[Number(source)] = answers;
    return { today, formNames, answersAsOptions };
  }, [today, formNames, answers, sources]);

  const reloadOptions = useCallback(() => setLoads((count) => count + 1), []);
  return { context, reloadOptions };
}
