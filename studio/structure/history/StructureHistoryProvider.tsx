import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useApi } from '@runtime/shared/api/apiContext';
import type { RecordedChange } from '@runtime/shared/structure/data';
import { StructureRecorderContext, useReloadStructureLists } from '@runtime/shared/structure/data';
import type { HistoryFailure, StructureHistory } from './historyContext';
import { StructureHistoryContext } from './historyContext';
import type { HistoryStep } from './historyStep';
import { createIdMap } from './idMap';
import { recordedStep } from './recordedStep';
import { runChange } from './runChange';
import { useUndoKeys } from './useUndoKeys';

/** How many steps each stack keeps; the oldest are forgotten beyond it. */
export const HISTORY_LIMIT = 50;

interface Stacks {
  undo: readonly HistoryStep[];
  redo: readonly HistoryStep[];
}

/**
 * Keeps the session's structure changes (dialog saves, switches, moves) as steps that can be undone
 * and redone, each a real server change through the editor's own calls; the structure lists are read
 * again after each. A refused undo or redo leaves both stacks as they were and keeps the server's
 * message. Also given to the shared actions as their recorder.
 */
export function StructureHistoryProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const reload = useReloadStructureLists();
  const [stacks, setStacks] = useState<Stacks>({ undo: [], redo: [] });
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<HistoryFailure | null>(null);
  // Refs, so that two quick presses of Ctrl+Z never run the same step twice.
  const stacksRef = useRef(stacks);
  const runningRef = useRef(false);
  const ids = useRef(createIdMap());
  // A history per questionnaire type: its labels name parts of the type on screen.
  const { typeId } = useParams();
  useEffect(() => {
    stacksRef.current = { undo: [], redo: [] };
    setStacks(stacksRef.current);
    setFailure(null);
  }, [typeId]);

  const update = useCallback((next: (current: Stacks) => Stacks) => {
    stacksRef.current = next(stacksRef.current);
    setStacks(stacksRef.current);
  }, []);

  const record = useCallback(
    (step: HistoryStep) => {
      update((current) => ({ undo: [...current.undo, step].slice(-HISTORY_LIMIT), redo: [] }));
      setFailure(null);
    },
    [update],
  );

  const run = useCallback(
    async (from: 'undo' | 'redo') => {
      const step = stacksRef.current[from].at(-1);
      if (!step || runningRef.current) return;
      runningRef.current = true;
      setRunning(true);
      try {
        const result = await runChange(api, from === 'undo' ? step.undo : step.redo, ids.current);
        if (result.ok) {
          const to = from === 'undo' ? 'redo' : 'undo';
          // By identity: a change recorded meanwhile stays where it is.
          update((current) => ({
            ...current,
            [from]: current[from].filter((candidate) => candidate !== step),
            [to]: [...current[to], step].slice(-HISTORY_LIMIT),
          }));
          setFailure(null);
        } else {
          setFailure({ action: from, message: result.message });
        }
        await reload();
      } finally {
        runningRef.current = false;
        setRunning(false);
      }
    },
    [api, reload, update],
  );

  const undo = useCallback(() => run('undo'), [run]);
  const redo = useCallback(() => run('redo'), [run]);
  const undoButton = useRef<HTMLButtonElement | null>(null);
  const registerUndoButton = useCallback((button: HTMLButtonElement | null) => {
    undoButton.current = button;
  }, []);
  const focusUndo = useCallback(() => undoButton.current?.focus(), []);
  const history = useMemo<StructureHistory>(
    () => ({
      nextUndo: stacks.undo.at(-1),
      nextRedo: stacks.redo.at(-1),
      running,
      failure,
      dismissFailure: () => setFailure(null),
      record,
      undo,
      redo,
      registerUndoButton,
      focusUndo,
    }),
    [stacks, running, failure, record, undo, redo, registerUndoButton, focusUndo],
  );
  const recorder = useCallback((change: RecordedChange) => record(recordedStep(change)), [record]);
  useUndoKeys(history);

  return (
    <StructureHistoryContext value={history}>
      <StructureRecorderContext value={recorder}>{children}</StructureRecorderContext>
    </StructureHistoryContext>
  );
}
