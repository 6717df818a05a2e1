import { useMemo } from 'react';
import type { ApiResult } from '../../api/envelope';
import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import { useApi } from '../../api/apiContext';
import type { AnswerOptionDicItem, QuestionDicItem } from '@schemas/generated/api/structure-admin';
import type { DeletedPart, RecordedChange } from './structureRecorder';
import { useStructureRecorder } from './structureRecorder';
import type { OrderedLevel } from './structureCalls';
import {
  addQuestionnaireTypeCall,
  deleteCall,
  optionDicListCall,
  renameQuestionnaireTypeCall,
  setFormActiveCall,
  setGroupActiveCall,
  setOptionActiveCall,
  setQuestionActiveCall,
  setQuestionnaireTypeActiveCall,
  setSubformActiveCall,
  swapCall,
} from './structureCalls';

/**
 * An item whose active state is switched: a question is named with its group, as the call wants.
 * `name` (as shown) only labels the studio's undo step.
 */
export type ActiveTarget =
  | { level: 'subform'; id: number; name?: string }
  | { level: 'group'; id: number; name?: string }
  | { level: 'question'; id: number; questionListDicId: number; name?: string }
  | { level: 'option'; id: number; name?: string };

/** A question (its options go with it) or an answer option, given whole so that it can be made again. */
export type RemovablePart =
  { level: 'question'; item: QuestionDicItem } | { level: 'option'; item: AnswerOptionDicItem };

export interface StructureActions {
  addQuestionnaireType: (name: string) => Promise<ApiResult<QuestionnaireTypeItem>>;
  renameQuestionnaireType: (textId: number, name: string) => Promise<ApiResult<unknown>>;
  setQuestionnaireTypeActive: (
    questionnaireDicId: number,
    active: boolean,
    name?: string,
  ) => Promise<ApiResult<unknown>>;
  setFormActive: (formDicId: number, active: boolean, name?: string) => Promise<ApiResult<unknown>>;
  setActive: (target: ActiveTarget, active: boolean) => Promise<ApiResult<unknown>>;
  swap: (level: OrderedLevel, firstId: number, secondId: number) => Promise<ApiResult<unknown>>;
  remove: (level: OrderedLevel, id: number) => Promise<ApiResult<unknown>>;
  /**
   * Deletes a question (with its options) or an option given whole, so that the studio's undo can
   * create it again: with an undo history above, a question's options are read first.
   */
  removePart: (part: RemovablePart) => Promise<ApiResult<unknown>>;
}

function activeCall(target: ActiveTarget, active: boolean) {
  switch (target.level) {
    case 'subform':
      return setSubformActiveCall(target.id, active);
    case 'group':
      return setGroupActiveCall(target.id, active);
    case 'question':
      return setQuestionActiveCall(target.questionListDicId, target.id, active);
    case 'option':
      return setOptionActiveCall(target.id, active);
  }
}

/**
 * The structure's changes, each a call whose result (never a throw) says how it went. Switches and
 * swaps and whole-part deletes that succeed are reported to the studio's undo history when there is
 * one (a new type, a rename without its old name and a delete by id alone could not be undone: they
 * are not reported).
 */
export function useStructureActions(): StructureActions {
  const api = useApi();
  const recorder = useStructureRecorder();
  return useMemo(() => {
    async function recorded<T>(sent: Promise<ApiResult<T>>, change: RecordedChange): Promise<ApiResult<T>> {
      const result = await sent;
      if (result.ok) recorder?.(change);
      return result;
    }
    return {
      addQuestionnaireType: (name) => api.send(addQuestionnaireTypeCall(name)),
      renameQuestionnaireType: (textId, name) => api.send(renameQuestionnaireTypeCall(textId, name)),
      setQuestionnaireTypeActive: (id, active, name) =>
        recorded(api.send(setQuestionnaireTypeActiveCall(id, active)), {
          kind: 'active',
          target: { level: 'type', id },
          active,
          name,
        }),
      setFormActive: (id, active, name) =>
        recorded(api.send(setFormActiveCall(id, active)), {
          kind: 'active',
          target: { level: 'form', id },
          active,
          name,
        }),
      setActive: (target, active) =>
        recorded(api.send(activeCall(target, active)), { kind: 'active', target, active, name: target.name }),
      swap: (level, firstId, secondId) =>
        recorded(api.send(swapCall(level, firstId, secondId)), {
          kind: 'move',
          level,
          swaps: [[firstId, secondId]],
        }),
      remove: (level, id) => api.send(deleteCall(level, id)),
      removePart: async (part) => {
        let deleted: DeletedPart;
        if (part.level === 'question') {
          // Any locale: the items carry every translation of their texts.
          const options = recorder ? await api.send(optionDicListCall(part.item.id, 1)) : undefined;
          if (options && !options.ok) return options;
          deleted = { level: 'question', item: part.item, options: options?.data ?? [] };
        } else {
          deleted = { level: 'option', item: part.item };
        }
        return recorded(api.send(deleteCall(part.level, part.item.id)), { kind: 'delete', part: deleted });
      },
    };
  }, [api, recorder]);
}
