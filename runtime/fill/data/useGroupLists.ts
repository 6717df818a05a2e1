import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import { useApi } from '../../shared/api/apiContext';
import { ApiError } from '../../shared/api/ApiError';
import { localeCodeToId } from '../../shared/i18n/languages';
import { useDeviceAnswers } from '../offline/deviceAnswers';
import { withQueuedAnswers } from '../offline/withQueuedAnswers';
import { groupListCall } from './fillCalls';
import { withSavedQuestion } from './savedQuestion';

export type GroupsBySubform = Record<number, GroupInstance[]>;

export interface GroupLists {
  query: SWRResponse<GroupsBySubform, ApiError>;
  /** Reloads one subform's groups (after an added or deleted group); rejects on failure. */
  refreshSubform: (subformId: number) => Promise<GroupInstance[]>;
  /**
   * Writes a saved question (the reply of its save) into the groups kept for the screen, without
   * reading them again: the group shows it when opened again, and progress follows.
   */
  storeQuestion: (subformId: number, groupId: number, question: FillQuestion) => void;
}

/**
 * The group instances of every subform of the selected form, last of the loading order. All of them
 * are read because the subform list shows each subform's completed groups; afterwards only the
 * subform that changed is read again.
 */
export function useGroupLists(subformIds: readonly number[] | undefined): GroupLists {
  const api = useApi();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const localeId = localeCodeToId(language);
  const device = useDeviceAnswers();
  const queue = typeof device === 'object' ? device?.queue : undefined;

  const loadOne = useCallback(
    async (subformId: number): Promise<GroupInstance[]> => {
      const result = await api.send(groupListCall(subformId, localeId));
      if (!result.ok) throw new ApiError(result);
      return queue ? withQueuedAnswers(result.data, queue.operations.peek()) : result.data;
    },
    [api, localeId, queue],
  );

  const key = subformIds ? ['fill:groups', subformIds.join(','), language] : null;
  const query = useSWR<GroupsBySubform, ApiError>(key, async () => {
    const lists = await Promise.all((subformIds ?? []).map(loadOne));
    return Object.fromEntries((subformIds ?? []).map((id, index) => [id, lists[index] ?? []]));
  });

  const { mutate } = query;
  const refreshSubform = useCallback(
    async (subformId: number): Promise<GroupInstance[]> => {
      const groups = await loadOne(subformId);
      await mutate((current) => ({ ...current, [subformId]: groups }), { revalidate: false });
      return groups;
    },
    [loadOne, mutate],
  );

  const storeQuestion = useCallback(
    (subformId: number, groupId: number, question: FillQuestion): void => {
      void mutate(
        (current) => {
          const list = current?.[subformId];
          const at = list?.findIndex((instance) => instance.id === groupId) ?? -1;
          const instance = list?.[at];
          const next = instance && withSavedQuestion(instance, question);
          if (!current || !list || !next) return current;
          const groups = [...list];
          groups[at] = next;
          return { ...current, [subformId]: groups };
        },
        { revalidate: false },
      );
    },
    [mutate],
  );

  // A kept answer the device sent while its group was not on screen: the kept groups take its new
  // version, so the next save of it is not refused as stale.
  useEffect(
    () =>
      queue?.subscribe((event) => {
        if (event.kind !== 'synced') return;
        void mutate(
          (current) => current && withSyncedQuestion(current, event.filledQuestionId, event.question),
          { revalidate: false },
        );
      }),
    [queue, mutate],
  );

  return { query, refreshSubform, storeQuestion };
}

/** The groups with one question's version and answers as the server replied to its kept save. */
function withSyncedQuestion(
  groups: GroupsBySubform,
  filledQuestionId: number,
  saved: Pick<FillQuestion, 'version' | 'answers'>,
): GroupsBySubform {
  for (const [subformId, list] of Object.entries(groups)) {
    for (const [at, instance] of list.entries()) {
      const question = instance.questionList.find((candidate) => candidate.id === filledQuestionId);
      if (!question || question.version > saved.version) continue;
      const next = withSavedQuestion(instance, {
        ...question,
        version: saved.version,
        answers: saved.answers,
      });
      if (!next) return groups;
      const instances = [...list];
      instances[at] = next;
      return { ...groups, [subformId]: instances };
    }
  }
  return groups;
}
