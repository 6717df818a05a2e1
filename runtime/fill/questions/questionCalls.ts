import answersSchema from '@schemas/answers.schema.json';
import fillSchema from '@schemas/api/fill.schema.json';
import commonSchema from '@schemas/common.schema.json';
import { unreadReply } from '@schemas/contract/endpoint';
import { apiContract } from '@schemas/contract/index';
import type { QuestionSave, SavedAnswer } from '@schemas/generated/answers';
import type { ApiCall } from '../../shared/api/apiCall';
import { contractCall } from '../../shared/api/contractCall';
import { isArrayOf, isRecord } from '../../shared/api/guards';
import { bundleSchemas } from '../../shared/api/replyCheck';

// The fill screen checks its replies at once, without a chunk per schema.
bundleSchemas(fillSchema, answersSchema, commonSchema);

/** What a save (or a delete) answers: the question's new version and its answers with their saving date. */
export interface SavedQuestion {
  version: number;
  answers: SavedAnswer[];
}

function isSavedAnswer(value: unknown): value is SavedAnswer {
  return (
    isRecord(value) &&
    (value.answerListId === undefined ||
      value.answerListId === null ||
      typeof value.answerListId === 'number') &&
    (value.answer === undefined || value.answer === null || typeof value.answer === 'string') &&
    (value.date === undefined || value.date === null || typeof value.date === 'string')
  );
}

export function isSavedQuestion(value: unknown): value is SavedQuestion {
  return isRecord(value) && typeof value.version === 'number' && isArrayOf(isSavedAnswer)(value.answers);
}

/** One question with its answers and version, texts in the given locale (reloaded after a failed save). */
export function questionCall(filledQuestionId: number, localeId: number) {
  return contractCall(apiContract.fillQuestion, {
    params: { id: filledQuestionId },
    query: { localeDicId: String(localeId) },
  });
}

/**
 * Saves one question's answers. `keepalive` lets the request outlive the page when it is sent while
 * the user leaves it.
 */
export function saveQuestionCall(question: QuestionSave, keepalive = false): ApiCall<SavedQuestion> {
  return {
    ...contractCall(apiContract.saveQuestion, { body: { ...question }, keepalive }),
    // The screen reads only the new version and the answers of the reply.
    accepts: isSavedQuestion,
  };
}

/** Deletes the answers of a question a choice skips. */
export function deleteQuestionAnswersCall(filledQuestionId: number): ApiCall<unknown> {
  return {
    ...contractCall(apiContract.deleteQuestionAnswers, { params: { id: filledQuestionId } }),
    // Any reply is taken: without the new version in it, the screen reads the question again.
    accepts: unreadReply,
  };
}

/** The answers offered as options by a type-13 question (the specification's "tab 7c" answers). */
export function answersAsOptionsCall(questionnaireId: number) {
  return contractCall(apiContract.answersAsOptions, { params: { id: questionnaireId } });
}

/**
 * The saved answers of a question elsewhere in the questionnaire (its first instance): the engine's
 * externalAnswers, for bounds and option availability that depend on another group's answer.
 */
export function questionAnswersCall(questionnaireId: number, questionId: number) {
  return contractCall(apiContract.questionAnswers, {
    params: { id: questionnaireId },
    query: { questionDicId: String(questionId) },
  });
}
