import type { OrderedLevel, SwitchedTarget } from '@runtime/shared/structure/data';
import type {
  AnswerOptionEntry,
  FormEntry,
  QuestionEntry,
  QuestionGroupEntry,
  SubformEntry,
} from '@schemas/generated/api/structure-admin';

/** The parts of a questionnaire type a step can name. */
export type PartLevel = 'type' | 'form' | 'subform' | 'group' | 'question' | 'option';

/** What a step did, for its label ("edit question “Herd size”"). */
export type StepAction = 'add' | 'edit' | 'delete' | 'activate' | 'deactivate' | 'move' | 'rename';

export interface StepLabel {
  action: StepAction;
  part: PartLevel;
  name: string;
}

/** A part as the add and edit calls take it. */
export type PartEntry =
  | { level: 'form'; entry: FormEntry }
  | { level: 'subform'; entry: SubformEntry }
  | { level: 'group'; entry: QuestionGroupEntry }
  | { level: 'question'; entry: QuestionEntry }
  | { level: 'option'; entry: AnswerOptionEntry };

/**
 * One server change of a step, naming parts by the ids they had when the step was recorded (the
 * history's id map turns them into the ids of re-created parts).
 */
export type StepChange =
  | { kind: 'active'; target: SwitchedTarget; active: boolean }
  /** Adjacent swaps sent in this order (a move, or a move's reversal). */
  | { kind: 'swaps'; level: OrderedLevel; swaps: readonly (readonly [number, number])[] }
  | { kind: 'update'; part: PartEntry }
  /**
   * Creates the part again; `id` is the id the steps name it by. `children` are created after it
   * under it (a question's options); `place` puts a part that is added at the end (an option) back
   * at its place among its siblings (1-based).
   */
  | {
      kind: 'create';
      part: PartEntry;
      id: number;
      children?: readonly { part: PartEntry; id: number }[];
      place?: number;
    }
  | { kind: 'delete'; level: OrderedLevel; id: number }
  | { kind: 'rename'; textId: number; name: string };

/** A change of the session, with how to undo and redo it on the server. */
export interface HistoryStep {
  label: StepLabel;
  undo: StepChange;
  redo: StepChange;
}
