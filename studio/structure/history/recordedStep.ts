import type { RecordedChange } from '@runtime/shared/structure/data';
import type { DeletedPart } from '@runtime/shared/structure/data';
import type { HistoryStep, StepChange, StepLabel } from './historyStep';
import { optionPart, questionPart } from './partEntry';

/**
 * A deleted question or option: undone by creating it again with the same values and place (a
 * question with its options), redone by deleting it again.
 */
function deletedStep(deleted: DeletedPart): HistoryStep {
  const { item } = deleted;
  const label: StepLabel = { action: 'delete', part: deleted.level, name: item.name };
  const redo: StepChange = { kind: 'delete', level: deleted.level, id: item.id };
  if (deleted.level === 'option') {
    return {
      label,
      redo,
      undo: { kind: 'create', part: optionPart(deleted.item), id: item.id, place: deleted.item.orderKey },
    };
  }
  const children = deleted.options.map((option) => ({ part: optionPart(option), id: option.id }));
  return { label, redo, undo: { kind: 'create', part: questionPart(deleted.item), id: item.id, children } };
}

/**
 * The step of a change reported by the shared actions: a switch is undone by switching back, a move
 * by the same swaps in reverse order (each swap of two neighbours undoes itself), a delete by
 * creating the part again.
 */
export function recordedStep(change: RecordedChange): HistoryStep {
  switch (change.kind) {
    case 'active':
      return {
        label: {
          action: change.active ? 'activate' : 'deactivate',
          part: change.target.level,
          name: change.name ?? `#${change.target.id}`,
        },
        undo: { kind: 'active', target: change.target, active: !change.active },
        redo: { kind: 'active', target: change.target, active: change.active },
      };
    case 'move': {
      const [first] = change.swaps[0] ?? [];
      return {
        label: { action: 'move', part: change.level, name: change.name ?? `#${first ?? ''}` },
        undo: { kind: 'swaps', level: change.level, swaps: [...change.swaps].reverse() },
        redo: { kind: 'swaps', level: change.level, swaps: change.swaps },
      };
    }
    case 'delete':
      return deletedStep(change.part);
  }
}
