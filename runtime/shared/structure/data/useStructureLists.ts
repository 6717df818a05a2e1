import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import type {
  AnswerOptionDicItem,
  QuestionDicItem,
  QuestionGroupDicItem,
  SubformDicItem,
} from '@schemas/generated/api/structure-admin';
import type { FormDictionaryItem } from '@schemas/generated/api/fill';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../api/ApiError';
import { useApiQuery } from '../../api/useApiQuery';
import { localeCodeToId } from '../../i18n/languages';
import {
  formDicListCall,
  groupDicListCall,
  inactiveQuestionnaireTypeListCall,
  optionDicListCall,
  questionDicListCall,
  questionnaireTypeListCall,
  subformDicListCall,
} from './structureCalls';

export type StructureList<T> = SWRResponse<T[], ApiError>;

/** The locale id of the interface language: the structure lists name their items in it. */
export function useStructureLocaleId(): number {
  const { i18n } = useTranslation();
  return localeCodeToId(i18n.resolvedLanguage ?? i18n.language);
}

/** The questionnaire types, active and inactive: two calls, as the server serves them. */
export function useQuestionnaireTypeLists(): {
  active: StructureList<QuestionnaireTypeItem>;
  inactive: StructureList<QuestionnaireTypeItem>;
} {
  const localeId = useStructureLocaleId();
  return {
    active: useApiQuery(questionnaireTypeListCall(localeId)),
    inactive: useApiQuery(inactiveQuestionnaireTypeListCall(localeId)),
  };
}

/** The forms of a questionnaire type, inactive ones included; `null` = not yet. */
export function useFormDicList(questionnaireDicId: number | null): StructureList<FormDictionaryItem> {
  const localeId = useStructureLocaleId();
  return useApiQuery(questionnaireDicId === null ? null : formDicListCall(questionnaireDicId, localeId));
}

export function useSubformDicList(formDicId: number | null): StructureList<SubformDicItem> {
  const localeId = useStructureLocaleId();
  return useApiQuery(formDicId === null ? null : subformDicListCall(formDicId, localeId));
}

export function useGroupDicList(subFormDicId: number | null): StructureList<QuestionGroupDicItem> {
  const localeId = useStructureLocaleId();
  return useApiQuery(subFormDicId === null ? null : groupDicListCall(subFormDicId, localeId));
}

export function useQuestionDicList(questionListDicId: number | null): StructureList<QuestionDicItem> {
  const localeId = useStructureLocaleId();
  return useApiQuery(questionListDicId === null ? null : questionDicListCall(questionListDicId, localeId));
}

export function useOptionDicList(questionDicId: number | null): StructureList<AnswerOptionDicItem> {
  const localeId = useStructureLocaleId();
  return useApiQuery(questionDicId === null ? null : optionDicListCall(questionDicId, localeId));
}

/** Paths of every structure list read above (the SWR key holds the call's URL). */
const STRUCTURE_LIST_PATHS = [
  '/secured/questinnaire/dic/list/',
  '/secured/form/list?',
  '/secured/questinnaire/subform/dic/list?',
  '/secured/questionlist/group/dic/list?',
  '/secured/question/dic/list/group?',
  '/secured/question/answer/dic/list?',
  // The studio's views of a whole type (its change log, its document) follow every change too.
  '/secured/structure/type/',
];

function isStructureListKey(key: unknown): boolean {
  if (!Array.isArray(key)) return false;
  const url: unknown = key[1];
  return typeof url === 'string' && STRUCTURE_LIST_PATHS.some((path) => url.includes(path));
}

/**
 * Reads every structure list on screen again: after a dialog saved an item whose list another
 * component shows (the studio tree and the fill screen's admin mode share these lists).
 */
export function useReloadStructureLists(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isStructureListKey);
  }, [mutate]);
}
