import type { HistoryStep, PartEntry } from './historyStep';

/** A part the tree can delete again (forms have no delete call). */
type DeletablePart = Exclude<PartEntry, { level: 'form' }>;

/** A part added by its dialog: undone by deleting it, redone by adding it again with its values. */
export function addedStep(part: DeletablePart, id: number, name: string): HistoryStep {
  return {
    label: { action: 'add', part: part.level, name },
    undo: { kind: 'delete', level: part.level, id },
    redo: { kind: 'create', part, id },
  };
}

/** A part edited in its dialog: undone by sending the edit call with the values it had before. */
export function editedStep(before: PartEntry, after: PartEntry, name: string): HistoryStep {
  return {
    label: { action: 'edit', part: after.level, name },
    undo: { kind: 'update', part: before },
    redo: { kind: 'update', part: after },
  };
}

/** A questionnaire type renamed: undone by renaming it back. */
export function renamedStep(textId: number, before: string, after: string): HistoryStep {
  return {
    label: { action: 'rename', part: 'type', name: after },
    undo: { kind: 'rename', textId, name: before },
    redo: { kind: 'rename', textId, name: after },
  };
}
