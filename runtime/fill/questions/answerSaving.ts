import type { QuestionSave } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { ApiClient } from '../../shared/api/apiClient';
import type { ApiResult } from '../../shared/api/envelope';
import {
  deleteQuestionAnswersCall,
  questionCall,
  saveQuestionCall,
  type SavedQuestion,
} from './questionCalls';

/**
 * Where a group's answers go: the fill API on the fill screen; nowhere in the studio's preview, which
 * keeps them on screen. The group store reaches the server only through these three round trips.
 */
export interface AnswerSaving {
  /** Saves one question's answers; `keepalive` when the page is being left. */
  save(question: QuestionSave, keepalive: boolean): Promise<ApiResult<SavedQuestion>>;
  /** Deletes the answers of a question a choice skips (a reply without a version is read again). */
  deleteAnswers(question: FillQuestion): Promise<ApiResult<unknown>>;
  /** The question as it is now held, texts in the given locale (after a failed save). */
  reload(question: FillQuestion, localeId: number): Promise<ApiResult<FillQuestion>>;
}

/** The fill screen's saving: each round trip is a call of the fill API. */
export function networkAnswerSaving(send: ApiClient['send']): AnswerSaving {
  return {
    save: (question, keepalive) => send(saveQuestionCall(question, keepalive)),
    deleteAnswers: (question) => send(deleteQuestionAnswersCall(question.id)),
    reload: (question, localeId) => send(questionCall(question.id, localeId)),
  };
}
