import type { FillContext } from '@engine/context';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { fillWriteQuestionRepository } from '../../../data/repositories/fill-write-question-repository';
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
 * What the engine's rules need beyond the group instance, read from the questionnaire as stored:
 * today, the answers of other questions that bound a value or make an option available (their first
 * instance), and the answers a type-13 question offers as options.
 */
export async function ruleContext(
  repository: ReturnType<typeof fillWriteQuestionRepository>,
  questionnaireId: number,
  question: FillQuestion,
  instance: readonly FillQuestion[],
  now: Date,
): Promise<FillContext> {
  const external = await repository.firstInstanceAnswers(
    questionnaireId,
    referencedQuestions(question, instance),
  );
  const externalAnswers: Record<number, SavedAnswer[]> = {};
  for (const [questionId, rows] of external) externalAnswers[questionId] = rows.map(savedAnswer);
  const source = question.answerTypeDicId === 13 ? question.optionsFromQuestionId : undefined;
  return {
    today: serverToday(now),
    externalAnswers,
    answersAsOptions:
      typeof source === 'number'
        ? { [source]: await repository.answersAsOptions(questionnaireId, source) }
        : {},
  };
}
