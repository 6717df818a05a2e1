import type { ApiClient } from '@runtime/shared/api/apiClient';
import { contractCall } from '@runtime/shared/api/contractCall';
import type { ApiResult } from '@runtime/shared/api/envelope';
import { apiContract } from '@schemas/contract/index';
import type { IdMap } from './idMap';
import type { PartEntry } from './historyStep';

/** A question id an entry names (source or bound), as it is now; null stays null. */
function questionNow(ids: IdMap, id: number | null | undefined): number | null {
  return id === null || id === undefined ? null : ids.current('question', id);
}

/**
 * The entry with every id it names (its own, its parent's, the questions it reads from) turned into
 * the ids the parts have now; `own` is the id to send for the part itself (null for a new part).
 */
function entryNow(part: PartEntry, ids: IdMap, own: number | null): PartEntry {
  switch (part.level) {
    case 'form':
      return { level: 'form', entry: { ...part.entry, id: own } };
    case 'subform':
      return {
        level: 'subform',
        entry: { ...part.entry, id: own, formDicId: ids.current('form', part.entry.formDicId) },
      };
    case 'group':
      return {
        level: 'group',
        entry: { ...part.entry, id: own, subFormDicId: ids.current('subform', part.entry.subFormDicId) },
      };
    case 'question':
      return {
        level: 'question',
        entry: {
          ...part.entry,
          id: own,
          questionListDicId: ids.current('group', part.entry.questionListDicId),
          optionsFromQuestionId: questionNow(ids, part.entry.optionsFromQuestionId),
          maxAnswerQuestionId: questionNow(ids, part.entry.maxAnswerQuestionId),
        },
      };
    case 'option':
      return {
        level: 'option',
        entry: {
          ...part.entry,
          id: own,
          questionId: ids.current('question', part.entry.questionId),
          maxAnswerQuestionId: questionNow(ids, part.entry.maxAnswerQuestionId),
        },
      };
  }
}

/** Sends a part's edit call (PUT of its level) with the values of `part`. */
export function sendUpdate(api: ApiClient, part: PartEntry, ids: IdMap): Promise<ApiResult<unknown>> {
  const id = part.entry.id;
  if (id === null || id === undefined) throw new Error('An edit names the part it edits.');
  const sent = entryNow(part, ids, ids.current(part.level, id));
  switch (sent.level) {
    case 'form':
      return api.send(contractCall(apiContract.updateFormDic, { body: { ...sent.entry } }));
    case 'subform':
      return api.send(contractCall(apiContract.updateSubformDic, { body: { ...sent.entry } }));
    case 'group':
      return api.send(contractCall(apiContract.updateGroupDic, { body: { ...sent.entry } }));
    case 'question':
      return api.send(contractCall(apiContract.updateQuestionDic, { body: { ...sent.entry } }));
    case 'option':
      return api.send(
        contractCall(apiContract.updateOptionDic, {
          query: { answerDicId: String(sent.entry.id) },
          body: { ...sent.entry },
        }),
      );
  }
}

/** Sends a part's add call with the values of `part`; the reply is the new part (its new id). */
export function sendAdd(api: ApiClient, part: PartEntry, ids: IdMap): Promise<ApiResult<{ id: number }>> {
  const sent = entryNow(part, ids, null);
  switch (sent.level) {
    case 'form':
      return api.send(contractCall(apiContract.addFormDic, { body: { ...sent.entry } }));
    case 'subform':
      return api.send(contractCall(apiContract.addSubformDic, { body: { ...sent.entry } }));
    case 'group':
      return api.send(contractCall(apiContract.addGroupDic, { body: { ...sent.entry } }));
    case 'question':
      return api.send(contractCall(apiContract.addQuestionDic, { body: { ...sent.entry } }));
    case 'option':
      return api.send(contractCall(apiContract.addOptionDic, { body: { ...sent.entry } }));
  }
}
