import type { FormDictionaryItem, GroupInstance } from '@schemas/generated/api/fill';
import type {
  AnswerOptionDicItem,
  QuestionDicItem,
  QuestionGroupDicItem,
  SubformDicItem,
} from '@schemas/generated/api/structure-admin';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useApi } from '../../../shared/api/apiContext';
import { ApiError } from '../../../shared/api/ApiError';
import { useApiQuery } from '../../../shared/api/useApiQuery';
import type { StructureList } from '../../../shared/structure/data';
import {
  optionDicListCall,
  subformDicListCall,
  useFormDicList,
  useGroupDicList,
  useQuestionDicList,
  useStructureLocaleId,
} from '../../../shared/structure/data';
import type { Selection } from '../../data/selection';
import { adminGroupInstance } from '../adminGroup';

function byOrder<T extends { orderKey: number }>(items: readonly T[] | undefined): T[] | undefined {
  return items && [...items].sort((a, b) => a.orderKey - b.orderKey);
}

function chosen<T extends { id: number }>(
  items: readonly T[] | undefined,
  id: number | undefined,
): T | undefined {
  return items?.find((item) => item.id === id) ?? items?.[0];
}

export interface AdminTree {
  forms?: FormDictionaryItem[];
  form?: FormDictionaryItem;
  /** The selected form's subforms as the server orders them (a move shows its new order here at once). */
  subformList: StructureList<SubformDicItem>;
  subform?: SubformDicItem;
  groups?: QuestionGroupDicItem[];
  group?: QuestionGroupDicItem;
  questions?: QuestionDicItem[];
  /** The selected group with its questions and their options, as the fill screen's cards take it. */
  instance?: GroupInstance;
  error?: ApiError;
  retry: () => void;
  reloadForms: () => Promise<unknown>;
  reloadSubforms: () => Promise<unknown>;
  reloadGroups: () => Promise<unknown>;
  /** The questions of the selected group and their options. */
  reloadQuestions: () => Promise<unknown>;
}

/**
 * The structure of a questionnaire type in the fill screen's loading order: its forms, the selected
 * form's subforms, the selected subform's groups, the selected group's questions with their answer
 * options. Each level is read once the one above has chosen (the stored selection while it still
 * exists, else the first), inactive items included. Reads through the shared structure lists, so
 * the studio and this screen keep one cache.
 */
export function useAdminTree(questionnaireDicId: number, stored: Selection): AdminTree {
  const api = useApi();
  const { i18n } = useTranslation();
  const localeId = useStructureLocaleId();

  const formList = useFormDicList(questionnaireDicId);
  const forms = useMemo(() => byOrder(formList.data), [formList.data]);
  const form = chosen(forms, stored.formId);
  const subformList = useApiQuery(form ? subformDicListCall(form.id, localeId) : null);
  const subform = chosen(subformList.data, stored.subformId);
  const groupList = useGroupDicList(subform ? subform.id : null);
  const groups = useMemo(() => byOrder(groupList.data), [groupList.data]);
  const group = chosen(groups, stored.groupId);
  const questionList = useQuestionDicList(group ? group.id : null);
  const questions = useMemo(
    () => questionList.data && [...questionList.data].sort((a, b) => a.questionOrderKey - b.questionOrderKey),
    [questionList.data],
  );

  // Only choice questions have options: one read each, together.
  const withOptions = questions
    ?.filter((question) => question.optionCount > 0)
    .map((question) => question.id);
  const optionList = useSWR<AnswerOptionDicItem[], ApiError>(
    withOptions
      ? ['fill-admin:options', withOptions.join(','), i18n.resolvedLanguage ?? i18n.language]
      : null,
    async () => {
      const results = await Promise.all(
        (withOptions ?? []).map((questionId) => api.send(optionDicListCall(questionId, localeId))),
      );
      return results.flatMap((result) => {
        if (!result.ok) throw new ApiError(result);
        return result.data;
      });
    },
  );

  const instance = useMemo(
    () =>
      group && questions && optionList.data
        ? adminGroupInstance(group, questions, optionList.data, localeId)
        : undefined,
    [group, questions, optionList.data, localeId],
  );

  const lists = [formList, subformList, groupList, questionList, optionList];
  return {
    forms,
    form,
    subformList,
    subform,
    groups,
    group,
    questions,
    instance,
    error: lists.find((list) => list.error)?.error,
    retry: () => {
      for (const list of lists) if (list.error) void list.mutate();
    },
    reloadForms: () => formList.mutate(),
    reloadSubforms: () => subformList.mutate(),
    reloadGroups: () => groupList.mutate(),
    reloadQuestions: () => Promise.all([questionList.mutate(), optionList.mutate()]),
  };
}
