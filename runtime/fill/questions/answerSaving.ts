import type { QuestionSave } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { ApiClient } from '../../shared/api/apiClient';
import type { ApiResult } from '../../shared/api/envelope';
import type { AnswerQueue, Queued, QueuedState, QueueEvent } from '../offline/answerQueue';
import {
  deleteQuestionAnswersCall,
  questionCall,
  saveQuestionCall,
  type SavedQuestion,
} from './questionCalls';

/** The device's kept answers as a group store sees them (the fill screen's saving has them). */
export interface KeptAnswers {
  stateOf(filledQuestionId: number): QueuedState | undefined;
  subscribe(listener: (event: QueueEvent) => void): () => void;
  keepMine(filledQuestionId: number): Promise<void>;
  takeServer(filledQuestionId: number): Promise<void>;
}

/**
 * Where a group's answers go: the fill API on the fill screen, through the device's queue when it
 * has one; nowhere in the studio's preview, which keeps them on screen. The group store reaches the
 * server only through these three round trips.
 */
export interface AnswerSaving {
  /** Saves one question's answers; `keepalive` when the page is being left. Queued: kept to send later. */
  save(question: QuestionSave, keepalive: boolean): Promise<ApiResult<SavedQuestion> | Queued>;
  /** Deletes the answers of a question a choice skips (a reply without a version is read again). */
  deleteAnswers(question: FillQuestion): Promise<ApiResult<unknown> | Queued>;
  /** The question as it is now held, texts in the given locale (after a failed save). */
  reload(question: FillQuestion, localeId: number): Promise<ApiResult<FillQuestion>>;
  /** The answers kept on this device, when saves go through its queue. */
  kept?: KeptAnswers;
}

/** The fill screen's saving without a device queue: each round trip is a call of the fill API. */
export function networkAnswerSaving(send: ApiClient['send']): AnswerSaving {
  return {
    save: (question, keepalive) => send(saveQuestionCall(question, keepalive)),
    deleteAnswers: (question) => send(deleteQuestionAnswersCall(question.id)),
    reload: (question, localeId) => send(questionCall(question.id, localeId)),
  };
}

/** The fill screen's saving through the device's queue of the user's answers (issue 19). */
export function queuedAnswerSaving(
  queue: AnswerQueue,
  questionnaireId: number,
  send: ApiClient['send'],
): AnswerSaving {
  return {
    save: (question, keepalive) => queue.save(questionnaireId, question, keepalive),
    deleteAnswers: (question) => queue.deleteAnswers(questionnaireId, question.id),
    reload: (question, localeId) => send(questionCall(question.id, localeId)),
    kept: queue,
  };
}
