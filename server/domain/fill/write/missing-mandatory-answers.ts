import { answersToValue } from '@engine/answers/answers-to-value';
import { activeQuestions } from '@engine/convert/active-questions';
import { answerKind } from '@engine/kinds/index';
import { isFilled } from '@engine/progress/is-filled';
import { computeSkips } from '@engine/skip/compute-skips';
import type { Db } from '../../../data/database';
import { fillReadFormRepository } from '../../../data/repositories/fill-read-form-repository';
import { fillReadGroupRepository } from '../../../data/repositories/fill-read-group-repository';
import { assembleGroupInstances } from '../read/assemble-group-instances';

export interface MissingAnswer {
  subform: string;
  group: string;
  /** The question's number as its card shows it. */
  number: number;
}

/**
 * The mandatory questions (a mandatory answer kind: the rating, type 10) of a filled form left unanswered, in screen order: those of
 * active subforms and groups applying to the unit's type, active and not skipped.
 */
export async function missingMandatoryAnswers(
  db: Db,
  filledFormId: number,
  unitTypeId: number,
  localeId: number,
): Promise<MissingAnswer[]> {
  const subforms = await fillReadFormRepository(db).filledSubforms(
    { filledFormId },
    unitTypeId,
    localeId,
    false,
  );
  const rows = await fillReadGroupRepository(db).read({ filledFormId }, unitTypeId, localeId, 'progress');
  const groups = assembleGroupInstances(rows);
  return subforms.flatMap((subform) =>
    groups
      .filter((group) => group.filledSubformId === subform.id && group.isActive)
      .flatMap((group) => {
        const questions = activeQuestions(group.questionList);
        const { skipped } = computeSkips(questions, (question) =>
          answersToValue(question.answerTypeDicId, question.answers),
        );
        return questions
          .filter(
            (question) =>
              answerKind(question.answerTypeDicId).mandatory &&
              !skipped.has(question.questionId) &&
              !isFilled(question.answers[0]),
          )
          .map((question) => ({
            subform: subform.name,
            group: group.name ?? group.questionListName,
            number: question.orderKey,
          }));
      }),
  );
}
