import type { AnswerAsOption } from '@engine/context';
import type { QuestionSave, SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion, QuestionAnswers } from '@schemas/generated/api/fill';
import type { ApiCall } from '../../shared/api/apiCall';
import { isAnything, isArrayOf, isRecord } from '../../shared/api/guards';

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

function isFillQuestion(value: unknown): value is FillQuestion {
  return (
    isSavedQuestion(value) &&
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.questionId === 'number' &&
    typeof value.answerTypeDicId === 'number' &&
    typeof value.questionText === 'string' &&
    typeof value.orderKey === 'number' &&
    Array.isArray(value.answerList) &&
    Array.isArray(value.recommendedList)
  );
}

function isAnswerAsOption(value: unknown): value is AnswerAsOption {
  return isRecord(value) && typeof value.id === 'number' && typeof value.answer === 'string';
}

/** One question with its answers and version, texts in the given locale (reloaded after a failed save). */
export function questionCall(filledQuestionId: number, localeId: number): ApiCall<FillQuestion> {
  return {
    method: 'GET',
    path: `/secured/question/${filledQuestionId}`,
    query: { localeDicId: String(localeId) },
    secured: true,
    accepts: isFillQuestion,
  };
}

/**
 * Saves one question's answers. `keepalive` lets the request outlive the page when it is sent while
 * the user leaves it.
 */
export function saveQuestionCall(question: QuestionSave, keepalive = false): ApiCall<SavedQuestion> {
  return {
    method: 'POST',
    path: '/secured/question/save',
    json: question,
    secured: true,
    accepts: isSavedQuestion,
    ...(keepalive ? { keepalive } : {}),
  };
}

/** Deletes the answers of a question a choice skips. */
export function deleteQuestionAnswersCall(filledQuestionId: number): ApiCall<unknown> {
  return {
    method: 'DELETE',
    path: `/secured/question/delete/${filledQuestionId}`,
    secured: true,
    accepts: isAnything,
  };
}

/** The answers offered as options by a type-13 question (the specification's "tab 7c" answers). */
export function answersAsOptionsCall(questionnaireId: number): ApiCall<AnswerAsOption[]> {
  return {
    method: 'GET',
    path: `/secured/question/answers-from-tab7c/${questionnaireId}`,
    secured: true,
    accepts: isArrayOf(isAnswerAsOption),
  };
}

function isQuestionAnswers(value: unknown): value is QuestionAnswers {
  return (
    isRecord(value) &&
    typeof value.questionId === 'number' &&
    (value.filledQuestionId === null || typeof value.filledQuestionId === 'number') &&
    isArrayOf(isSavedAnswer)(value.answers)
  );
}

/**
 * The saved answers of a question elsewhere in the questionnaire (its first instance): the engine's
 * externalAnswers, for bounds and option availability that depend on another group's answer.
 */
export function questionAnswersCall(questionnaireId: number, questionId: number): ApiCall<QuestionAnswers> {
  return {
    method: 'GET',
    path: `/secured/question/answerByQuestionDicId/${questionnaireId}`,
    query: { questionDicId: String(questionId) },
    secured: true,
    accepts: isQuestionAnswers,
  };
}
