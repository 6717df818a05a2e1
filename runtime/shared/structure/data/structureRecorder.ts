import type { AnswerOptionDicItem, QuestionDicItem } from '@schemas/generated/api/structure-admin';
import { createContext, use } from 'react';
import type { OrderedLevel } from './structureCalls';
import type { ActiveTarget } from './useStructureActions';

/** An item whose active switch was changed: the tree's levels, forms and whole questionnaire types. */
export type SwitchedTarget = ActiveTarget | { level: 'form'; id: number } | { level: 'type'; id: number };

/**
 * A deleted part with what it takes to create it again: a question with its options (the delete
 * takes them along), an option alone (its place is its order key).
 */
export type DeletedPart =
  | { level: 'question'; item: QuestionDicItem; options: readonly AnswerOptionDicItem[] }
  | { level: 'option'; item: AnswerOptionDicItem };

/**
 * A structure change that succeeded on the server, reported by the shared actions so that the
 * studio can undo it. `name` is the item's name as shown, for the step's label.
 */
export type RecordedChange =
  | { kind: 'active'; target: SwitchedTarget; active: boolean; name?: string }
  /** One move (a drag): the adjacent swaps that were saved, in the order they were sent. */
  | { kind: 'move'; level: OrderedLevel; swaps: readonly (readonly [number, number])[]; name?: string }
  | { kind: 'delete'; part: DeletedPart };

/** Receives the changes made through the shared structure actions. */
export type StructureRecorder = (change: RecordedChange) => void;

/**
 * Provided by the studio's undo history only: the fill screen's admin mode has none, and its
 * changes are then simply not recorded.
 */
export const StructureRecorderContext = createContext<StructureRecorder | null>(null);

/** The recorder above, if any. */
export function useStructureRecorder(): StructureRecorder | null {
  return use(StructureRecorderContext);
}
