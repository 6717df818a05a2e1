import type { RecordedChange } from '@runtime/shared/structure/data';
import type { HistoryStep } from './historyStep';

/**
 * The step of a change reported by the shared actions: a switch is undone by switching back, a move
 * by the same swaps in reverse order (each swap of two neighbours undoes itself).
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
  }
}
