import type { FillContext } from '@engine/context';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadAnswerRepository } from '../../../data/repositories/fill-read-answer-repository';
import type { WriteScope } from '../../../data/repositories/fill-write-scope-repository';
import { savedAnswer } from '../read/saved-answer';
import { serverToday } from './server-today';

/** The dictionary ids of questions outside the instance whose answers the question's rules read. */
function referencedQuestions(question: FillQuestion, instance: readonly FillQuestion[]): number[] {
  const inInstance = new Set(instance.map((other) => other.questionId));
  const referenced = [
    question.maxAnswerQuestionId,
    ...question.answerList.flatMap((option) => [
      option.maxAnswerQuestionId,
      option.availableWhen?.questionId,
    ]),
  ];
  return [...new Set(referenced.filter((id): id is number => typeof id === 'number' && !inInstance.has(id)))];
}

/**
 * What the engine's rules need beyond the group instance, read from the questionnaire as stored and
 * exactly as the fill screen reads it (answerByQuestionDicId, answers-from-tab7c): today, the answers of
 * other questions that bound a value or make an option available (their first instance), and the
 * answers a type-13 question offers as options.
 */
export async function ruleContext(
  db: Db,
  scope: Pick<WriteScope, 'questionnaireId' | 'questionnaireTypeId'>,
  question: FillQuestion,
  instance: readonly FillQuestion[],
  now: Date,
): Promise<FillContext> {
  const answers = fillReadAnswerRepository(db);
  const externalAnswers: Record<number, SavedAnswer[]> = {};
  for (const questionId of referencedQuestions(question, instance)) {
    const filledQuestionId = await answers.firstFilledQuestion(scope.questionnaireId, questionId);
    externalAnswers[questionId] =
      filledQuestionId === undefined ? [] : (await answers.answersOf(filledQuestionId)).map(savedAnswer);
  }
  const source = question.answerTypeDicId === 13 ? question.optionsFromQuestionId : undefined;
  return {
    today: serverToday(now),
    externalAnswers,
    answersAsOptions:
      typeof source === 'number'
        ? {
            [source]: await answers.answersAsOptions(
              scope.questionnaireId,
              scope.questionnaireTypeId,
              source,
            ),
          }
        : {},
  };
}
