import type { ReactNode } from 'react';

/** Issue 14 (helper: undo): the session's structure changes, undone and redone through the same calls. */
export function StructureHistoryProvider({ children }: { children: ReactNode }) {
  return children;
}

/** Issue 14 (helper: undo): the undo and redo buttons. */
export function UndoRedoButtons() {
  return null;
}
