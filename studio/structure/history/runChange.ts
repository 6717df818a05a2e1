import type { ApiClient } from '@runtime/shared/api/apiClient';
import type { ApiResult } from '@runtime/shared/api/envelope';
import type { OrderedLevel, SwitchedTarget } from '@runtime/shared/structure/data';
import {
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

/**
 * Puts a re-created option (added at the end) back at its place among its question's options. Best
 * effort: the option exists either way, and a place that is off is visible and can be dragged.
 */
async function placeOption(api: ApiClient, questionId: number, id: number, place: number, ids: IdMap) {
  const list = await api.send(optionDicListCall(questionId, 1));
  if (!list.ok) return;
  const order = list.data.map((option) => option.id);
  const from = order.indexOf(id);
  const swaps: [number, number][] = [];
  for (let at = from; at > place - 1; at -= 1) {
    const neighbour = order[at - 1];
    if (neighbour !== undefined) swaps.push([id, neighbour]);
  }
  if (swaps.length > 0) await sendSwaps(api, 'option', swaps, ids);
}

/**
 * Creates a part again, then its children under it and puts it at its place. A refused child deletes
 * the part again, so the step is done whole or not at all (and can be tried again).
 */
async function createAgain(
  api: ApiClient,
  change: Extract<StepChange, { kind: 'create' }>,
  ids: IdMap,
): Promise<ApiResult<unknown>> {
  const { part } = change;
  const result = await sendAdd(api, part, ids);
  if (!result.ok) return result;
  ids.recreated(part.level, change.id, result.data.id);
  for (const child of change.children ?? []) {
    const added = await sendAdd(api, child.part, ids);
    if (!added.ok) {
      if (part.level !== 'form') await api.send(deleteCall(part.level, result.data.id));
      return added;
    }
    ids.recreated(child.part.level, child.id, added.data.id);
  }
  if (part.level === 'option' && change.place !== undefined) {
    await placeOption(api, ids.current('question', part.entry.questionId), result.data.id, change.place, ids);
  }
  return result;
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
    case 'create':
      return createAgain(api, change, ids);
    case 'delete':
      return api.send(deleteCall(change.level, ids.current(change.level, change.id)));
    case 'rename':
      return api.send(renameQuestionnaireTypeCall(change.textId, change.name));
  }
}
