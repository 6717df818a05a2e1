import type { AnswerAsOption, FillContext } from '@engine/context';
import { outsideAnswersRead } from '@engine/rules/outside-answers-read';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import { format } from 'date-fns';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApi } from '../../shared/api/apiContext';
import { answersAsOptionsCall, questionAnswersCall } from './questionCalls';
import { sameShape } from './sameShape';

const noneHeld = (): undefined => undefined;

/**
 * The questions outside the group whose saved answers its rules read (the engine's one rule, which
 * the server's save check follows too).
 */
export function externalQuestionIds(questions: readonly FillQuestion[]): number[] {
  return outsideAnswersRead(questions).answersOf;
}

export interface FillContextState {
  context: FillContext;
  /** Loads the type-13 options again (after the question they come from was saved). */
  reloadOptions: () => void;
}

/**
 * What the engine needs besides the group: today (the device's date, fixed while the group is open),
 * the form names of the recommended-forms note, and, when the group has a type-13 question, the
 * answers it offers as options. Without a questionnaire (admin mode shows a type's structure) there
 * are no answers to read.
 */
export function useFillContext(
  questionnaireId: number | undefined,
  group: GroupInstance,
  formNames: Readonly<Record<number, string>>,
): FillContextState {
  const api = useApi();
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const [answers, setAnswers] = useState<readonly AnswerAsOption[] | undefined>(undefined);
  const [loads, setLoads] = useState(0);
  const [external, setExternal] = useState<Record<number, readonly SavedAnswer[]>>();
  // A saved answer written back gives a new group of the same structure: nothing here is read again.
  const [structured, setStructured] = useState(group);
  if (structured !== group && sameShape(structured, group, noneHeld) === undefined) setStructured(group);
  const externalIds = useMemo(() => externalQuestionIds(structured.questionList).join(','), [structured]);
  const sources = useMemo(
    () => outsideAnswersRead(structured.questionList).optionsFrom.join(','),
    [structured],
  );

  useEffect(() => {
    if (sources === '' || questionnaireId === undefined) return;
    let current = true;
    void api.send(answersAsOptionsCall(questionnaireId)).then((result) => {
      // Without them the question still shows the answers already chosen (the engine keeps those).
      if (current && result.ok) setAnswers(result.data);
    });
    return () => {
      current = false;
    };
  }, [api, questionnaireId, sources, loads]);

  useEffect(() => {
    if (externalIds === '' || questionnaireId === undefined) return;
    let current = true;
    const ids = externalIds.split(',').map(Number);
    void Promise.all(ids.map((id) => api.send(questionAnswersCall(questionnaireId, id)))).then((results) => {
      if (!current) return;
      const loaded: Record<number, readonly SavedAnswer[]> = {};
      // A failed read leaves that question out: its bound or choice then does not apply on screen,
      // and the server's rules still check the save.
      for (const [index, id] of ids.entries()) {
        const result = results[index];
        if (result?.ok) loaded[id] = result.data.answers;
      }
      setExternal(loaded);
    });
    return () => {
      current = false;
    };
  }, [api, questionnaireId, externalIds]);

  const context = useMemo<FillContext>(() => {
    const answersAsOptions: Record<number, readonly AnswerAsOption[]> = {};
    if (answers) for (const source of sources.split(',')) answersAsOptions[Number(source)] = answers;
    return { today, formNames, answersAsOptions, ...(external ? { externalAnswers: external } : {}) };
  }, [today, formNames, answers, sources, external]);

  const reloadOptions = useCallback(() => setLoads((count) => count + 1), []);
  return { context, reloadOptions };
}
