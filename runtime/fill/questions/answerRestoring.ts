import { apiContract } from '@schemas/contract/index';
import type { FillQuestion, RestorableAnswer } from '@schemas/generated/api/fill';
import type { ApiCall } from '../../shared/api/apiCall';
import type { ApiClient } from '../../shared/api/apiClient';
import type { ApiResult } from '../../shared/api/envelope';
import { contractCall } from '../../shared/api/contractCall';
import { isSavedQuestion, type SavedQuestion } from './questionCalls';

/**
 * Where removed answers are offered and restored (issue 19): the fill API on the fill screen; the
 * studio's preview has none. The group store asks only for questions skip logic has just released.
 */
export interface AnswerRestoring {
  /** The latest removal of the question's answers, when it holds none (an empty list otherwise). */
  restorable(question: FillQuestion): Promise<ApiResult<RestorableAnswer[]>>;
  /** Saves the answers of that removal again, at the question's version. */
  restore(question: FillQuestion, revisionId: number): Promise<ApiResult<SavedQuestion>>;
}

function restoreAnswersCall(question: FillQuestion, revisionId: number): ApiCall<SavedQuestion> {
  return {
    ...contractCall(apiContract.restoreAnswers, {
      params: { id: question.id },
      body: { revisionId, version: question.version },
    }),
    // Like a save's reply: the screen reads only the new version and the answers.
    accepts: isSavedQuestion,
  };
}

/** The fill screen's restoring: each round trip is a call of the fill API. */
export function networkAnswerRestoring(send: ApiClient['send']): AnswerRestoring {
  return {
    restorable: (question) =>
      send(contractCall(apiContract.restorableAnswer, { params: { id: question.id } })),
    restore: (question, revisionId) => send(restoreAnswersCall(question, revisionId)),
  };
}
