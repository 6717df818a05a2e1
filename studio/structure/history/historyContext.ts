import { createContext, use } from 'react';
import type { HistoryStep } from './historyStep';

export interface HistoryFailure {
  action: 'undo' | 'redo';
  message: string;
}

/** The session's undo history, as the buttons, the keys and the dialogs use it. */
export interface StructureHistory {
  /** The step an undo would undo, and the one a redo would redo. */
  nextUndo: HistoryStep | undefined;
  nextRedo: HistoryStep | undefined;
  /** A step is being undone or redone: nothing else may start. */
  running: boolean;
  /** The last refused undo or redo with the server's message, until dismissed or the next success. */
  failure: HistoryFailure | null;
  dismissFailure: () => void;
  /** A new change of the session: on the undo stack, and the redo stack is emptied. */
  record: (step: HistoryStep) => void;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
  /** The Undo button's ref callback: the buttons tell the history where Undo is. */
  registerUndoButton: (button: HTMLButtonElement | null) => void;
  /**
   * Moves focus to Undo: once a deleted part's row (and the button that deleted it) is gone, the next
   * thing a keyboard user may want is to take the deletion back.
   */
  focusUndo: () => void;
}

export const StructureHistoryContext = createContext<StructureHistory | null>(null);

/** The history above, or null where there is none (the studio's home page). */
export function useStructureHistory(): StructureHistory | null {
  return use(StructureHistoryContext);
}
