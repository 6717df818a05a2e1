import { signal, type Signal } from '@preact/signals-react';
import type { AnswerValue } from '@engine/answers/answer-value';
import { answersToValue } from '@engine/answers/answers-to-value';
import { questionKey } from '@engine/convert/question-key';
import type { RuleMessage } from '@engine/messages';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { QueueConflict } from '../../shared/offline/queuedOperation';
import type { CardView } from './cardView';
import { createQuestionSaver, type QuestionSaver } from './questionSaver';
import { saveDelay } from './saveDelay';
import { sameStatus, saveStatus, type SavePhase, type SaveStatus } from './saveStatus';

/**
 * One question of the group as the screen holds it. Each card reads only its own signals, so a change
 * in one question renders that question's card alone.
 */
export interface QuestionState {
  readonly key: string;
  /** The question as the server last answered it (answers and version). */
  question: FillQuestion;
  phase: SavePhase;
  /** The value being edited (RJSF formData of the card's form). */
  readonly value: Signal<AnswerValue | undefined>;
  readonly view: Signal<CardView | undefined>;
  readonly status: Signal<SaveStatus>;
  /** The rule the value breaks (shown under the control; the answer error flag). */
  readonly message: Signal<RuleMessage | undefined>;
  /**
   * Counts the values set from outside the card (reload, skip, newer answers from the server): RJSF
   * keeps its own copy of an answer, so the card's form starts afresh for each.
   */
  readonly revision: Signal<number>;
  /** A save failed: no input until the question is reloaded after the message was read. */
  readonly locked: Signal<boolean>;
  /** The answer kept on this device meets a newer one on the server (or was refused): the user chooses. */
  readonly conflict: Signal<QueueConflict | undefined>;
  readonly saver: QuestionSaver;
}

export function createQuestionState(
  question: FillQuestion,
  save: (state: QuestionState) => Promise<void>,
): QuestionState {
  const state: QuestionState = {
    key: questionKey(question.questionId),
    question,
    phase: 'idle',
    value: signal(answersToValue(question.answerTypeDicId, question.answers)),
    view: signal(undefined),
    status: signal(saveStatus('idle', false, question.answers)),
    message: signal(undefined),
    revision: signal(0),
    locked: signal(false),
    conflict: signal(undefined),
    saver: createQuestionSaver(saveDelay(question.answerTypeDicId), () => save(state)),
  };
  return state;
}

/** Sets the indicator from the state's phase, message and saved answers (only when it changes). */
export function refreshStatus(state: QuestionState): void {
  const next = saveStatus(state.phase, state.message.peek() !== undefined, state.question.answers);
  if (!sameStatus(next, state.status.peek())) state.status.value = next;
}

export function setPhase(state: QuestionState, phase: SavePhase): void {
  state.phase = phase;
  refreshStatus(state);
}

/** A value that does not come from the card's own form (see `revision`). */
export function replaceValue(state: QuestionState, value: AnswerValue | undefined): void {
  state.value.value = value;
  state.revision.value += 1;
}
