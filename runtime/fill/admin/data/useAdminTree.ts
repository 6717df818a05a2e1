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
import { localeCodeToId } from '../../../shared/i18n/languages';
import type { Selection } from '../../data/selection';
import { adminGroupInstance } from '../adminGroup';
import {
  groupDicListCall,
  optionDicListCall,
  questionDicListCall,
  subformDicListCall,
  typeFormListCall,
} from './adminStructureCalls';

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
  localeId: number;
  forms?: FormDictionaryItem[];
  form?: FormDictionaryItem;
  subforms?: SubformDicItem[];
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
 * options. Each level is read only once the one above has chosen (the stored selection while it
 * still exists, else the first), inactive items included.
 */
export function useAdminTree(questionnaireDicId: number, stored: Selection): AdminTree {
  const api = useApi();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const localeId = localeCodeToId(language);

  const formsQuery = useApiQuery(typeFormListCall(questionnaireDicId, localeId));
  const forms = useMemo(() => byOrder(formsQuery.data), [formsQuery.data]);
  const form = chosen(forms, stored.formId);
  const subformsQuery = useApiQuery(form ? subformDicListCall(form.id, localeId) : null);
  const subforms = useMemo(() => byOrder(subformsQuery.data), [subformsQuery.data]);
  const subform = chosen(subforms, stored.subformId);
  const groupsQuery = useApiQuery(subform ? groupDicListCall(subform.id, localeId) : null);
  const groups = useMemo(() => byOrder(groupsQuery.data), [groupsQuery.data]);
  const group = chosen(groups, stored.groupId);
  const questionsQuery = useApiQuery(group ? questionDicListCall(group.id, localeId) : null);
  const questions = useMemo(
    () =>
      questionsQuery.data && [...questionsQuery.data].sort((a, b) => a.questionOrderKey - b.questionOrderKey),
    [questionsQuery.data],
  );

  // Only choice questions have options: one read each, together.
  const withOptions = questions
    ?.filter((question) => question.optionCount > 0)
    .map((question) => question.id);
  const optionsQuery = useSWR<AnswerOptionDicItem[], ApiError>(
    withOptions ? ['fill-admin:options', withOptions.join(','), language] : null,
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
      group && questions && optionsQuery.data
        ? adminGroupInstance(group, questions, optionsQuery.data, localeId)
        : undefined,
    [group, questions, optionsQuery.data, localeId],
  );

  const queries = [formsQuery, subformsQuery, groupsQuery, questionsQuery, optionsQuery];
  return {
    localeId,
    forms,
    form,
    subforms,
    subform,
    groups,
    group,
    questions,
    instance,
    error: queries.find((query) => query.error)?.error,
    retry: () => {
      for (const query of queries) if (query.error) void query.mutate();
    },
    reloadForms: () => formsQuery.mutate(),
    reloadSubforms: () => subformsQuery.mutate(),
    reloadGroups: () => groupsQuery.mutate(),
    reloadQuestions: () => Promise.all([questionsQuery.mutate(), optionsQuery.mutate()]),
  };
}
