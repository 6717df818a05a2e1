import type { ApiClient } from '@runtime/shared/api/apiClient';
import type { ApiResult } from '@runtime/shared/api/envelope';
import type { OrderedLevel, SwitchedTarget } from '@runtime/shared/structure/data';
import {
  deleteCall,
  renameQuestionnaireTypeCall,
  setFormActiveCall,
  setGroupActiveCall,
  setOptionActiveCall,
  setQuestionActiveCall,
  setQuestionnaireTypeActiveCall,
  setSubformActiveCall,
  swapCall,
} from '@runtime/shared/structure/data';
import type { IdMap } from './idMap';
import type { StepChange } from './historyStep';
import { sendAdd, sendUpdate } from './partCalls';

function activeCall(target: SwitchedTarget, active: boolean, ids: IdMap) {
  const id = ids.current(target.level, target.id);
  switch (target.level) {
    case 'type':
      return setQuestionnaireTypeActiveCall(id, active);
    case 'form':
      return setFormActiveCall(id, active);
    case 'subform':
      return setSubformActiveCall(id, active);
    case 'group':
      return setGroupActiveCall(id, active);
    case 'question':
      return setQuestionActiveCall(ids.current('group', target.questionListDicId), id, active);
    case 'option':
      return setOptionActiveCall(id, active);
  }
}

/**
 * Sends swaps one after the other. When one is refused, the ones already saved are swapped back, so a
 * step is either done whole or not at all (as far as the server lets it).
 */
async function sendSwaps(
  api: ApiClient,
  level: OrderedLevel,
  swaps: readonly (readonly [number, number])[],
  ids: IdMap,
): Promise<ApiResult<unknown>> {
  const send = ([first, second]: readonly [number, number]) =>
    api.send(swapCall(level, ids.current(level, first), ids.current(level, second)));
  const done: (readonly [number, number])[] = [];
  for (const swap of swaps) {
    const result = await send(swap);
    if (!result.ok) {
      for (const saved of done.reverse()) await send(saved);
      return result;
    }
    done.push(swap);
  }
  return { ok: true, data: null };
}

/** Makes one change of a step on the server, through the calls the editor uses. */
export async function runChange(api: ApiClient, change: StepChange, ids: IdMap): Promise<ApiResult<unknown>> {
  switch (change.kind) {
    case 'active':
      return api.send(activeCall(change.target, change.active, ids));
    case 'swaps':
      return sendSwaps(api, change.level, change.swaps, ids);
    case 'update':
      return sendUpdate(api, change.part, ids);
    case 'create': {
      const result = await sendAdd(api, change.part, ids);
      if (result.ok) ids.recreated(change.part.level, change.id, result.data.id);
      return result;
    }
    case 'delete':
      return api.send(deleteCall(change.level, ids.current(change.level, change.id)));
    case 'rename':
      return api.send(renameQuestionnaireTypeCall(change.textId, change.name));
  }
}
