import { useMemo } from 'react';
import type { ApiResult } from '../../api/envelope';
import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import { useApi } from '../../api/apiContext';
import type { OrderedLevel } from './structureCalls';
import {
  addQuestionnaireTypeCall,
  deleteCall,
  renameQuestionnaireTypeCall,
  setFormActiveCall,
  setGroupActiveCall,
  setOptionActiveCall,
  setQuestionActiveCall,
  setQuestionnaireTypeActiveCall,
  setSubformActiveCall,
  swapCall,
} from './structureCalls';

/** An item whose active state is switched: a question is named with its group, as the call wants. */
export type ActiveTarget =
  | { level: 'subform'; id: number }
  | { level: 'group'; id: number }
  | { level: 'question'; id: number; questionListDicId: number }
  | { level: 'option'; id: number };

export interface StructureActions {
  addQuestionnaireType: (name: string) => Promise<ApiResult<QuestionnaireTypeItem>>;
  renameQuestionnaireType: (textId: number, name: string) => Promise<ApiResult<unknown>>;
  setQuestionnaireTypeActive: (questionnaireDicId: number, active: boolean) => Promise<ApiResult<unknown>>;
  setFormActive: (formDicId: number, active: boolean) => Promise<ApiResult<unknown>>;
  setActive: (target: ActiveTarget, active: boolean) => Promise<ApiResult<unknown>>;
  swap: (level: OrderedLevel, firstId: number, secondId: number) => Promise<ApiResult<unknown>>;
  remove: (level: OrderedLevel, id: number) => Promise<ApiResult<unknown>>;
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

/** The structure's changes, each a call whose result (never a throw) says how it went. */
export function useStructureActions(): StructureActions {
  const api = useApi();
  return useMemo(
    () => ({
      addQuestionnaireType: (name) => api.send(addQuestionnaireTypeCall(name)),
      renameQuestionnaireType: (textId, name) => api.send(renameQuestionnaireTypeCall(textId, name)),
      setQuestionnaireTypeActive: (id, active) => api.send(setQuestionnaireTypeActiveCall(id, active)),
      setFormActive: (id, active) => api.send(setFormActiveCall(id, active)),
      setActive: (target, active) => api.send(activeCall(target, active)),
      swap: (level, firstId, secondId) => api.send(swapCall(level, firstId, secondId)),
      remove: (level, id) => api.send(deleteCall(level, id)),
    }),
    [api],
  );
}
