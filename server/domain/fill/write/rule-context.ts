import type { FillContext } from '@engine/context';
import { outsideAnswersRead } from '@engine/rules/outside-answers-read';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadAnswerRepository } from '../../../data/repositories/fill-read-answer-repository';
import type { WriteScope } from '../../../data/repositories/fill-write-scope-repository';
import { savedAnswer } from '../read/saved-answer';
import { serverToday } from './server-today';

/**
 * What the engine's rules need beyond the group instance, read from the questionnaire as stored and
 * exactly as the fill screen reads it (answerByQuestionDicId, answers-from-tab7c): today, the answers of
 * other questions that bound a value or make an option available (their first instance, read in one
 * query), and the answers a question offers as options (type 13).
 */
export async function ruleContext(
  db: Db,
  scope: Pick<WriteScope, 'questionnaireId' | 'questionnaireTypeId'>,
  question: FillQuestion,
  instance: readonly FillQuestion[],
  now: Date,
): Promise<FillContext> {
  const answers = fillReadAnswerRepository(db);
  // The same rule as the fill screen's (outsideAnswersRead), for the one question being saved.
  const read = outsideAnswersRead([question], instance);
  const rows = await answers.firstAnswersOf(scope.questionnaireId, read.answersOf);
  const externalAnswers: Record<number, SavedAnswer[]> = {};
  for (const questionId of read.answersOf)
    externalAnswers[questionId] = (rows[questionId] ?? []).map(savedAnswer);
  const [source] = read.optionsFrom;
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
