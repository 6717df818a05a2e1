import { answerKind, isAnswerTypeId } from '@engine/kinds/index';
import { checkOptionsSource } from '@engine/structure/check-options-source';
import { checkQuestionEntry } from '@engine/structure/check-question-entry';
import { problem, type StructureProblem } from '@engine/structure/structure-problem';
import type { QuestionEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import {
  structureQuestionRepository,
  type QuestionParent,
  type StoredQuestion,
} from '../../data/repositories/structure-question-repository';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { refuseStructureProblems } from './refuse-structure-problems';

/**
 * Refuses a question entry that breaks a rule of section 5 (the engine's check, as the dialog runs it)
 * with a 400 naming each field, then one whose bound question (`maxAnswerQuestionId`) is not another
 * question of the same group with a 404. A bound question is a setting only the types with bounds have.
 * The question whose answers are the options (`optionsFromQuestionId`) must be a question of the same
 * questionnaire type (else 404) whose answers can be options (else 400, the engine's `checkOptionsSource`).
 *
 * @param questionCount the group's questions now (the edited one included)
 */
export async function refuseBrokenQuestionRules(
  db: Db,
  entry: QuestionEntry,
  place: { parent: QuestionParent; questionCount: number; saved?: StoredQuestion },
  locale: ServerLocale,
): Promise<void> {
  const { parent, questionCount, saved } = place;
  const problems: StructureProblem[] = checkQuestionEntry(
    { ...entry, id: saved?.id ?? null },
    {
      questionCount,
      inFirstSubform: parent.inFirstSubform,
      ...(saved ? { savedAnswerTypeDicId: saved.answerTypeId } : {}),
    },
  );
  const boundId = entry.maxAnswerQuestionId ?? null;
  const kind = isAnswerTypeId(entry.answerTypeDicId) ? answerKind(entry.answerTypeDicId) : undefined;
  if (boundId !== null && kind && !kind.editorFields.includes('maxFromQuestionKey')) {
    problems.push(problem('maxAnswerQuestionId', 'NOT_FOR_ANSWER_TYPE'));
  }
  refuseStructureProblems(problems, locale);
  await refuseBrokenOptionsSource(db, entry.optionsFromQuestionId ?? null, parent.id, locale);
  if (
    boundId !== null &&
    (boundId === saved?.id || !(await structureQuestionRepository(db).isQuestionOfGroup(boundId, parent.id)))
  ) {
    throw new AppError('NOT_FOUND');
  }
}

async function refuseBrokenOptionsSource(
  db: Db,
  sourceId: number | null,
  groupId: number,
  locale: ServerLocale,
): Promise<void> {
  if (sourceId === null) return;
  const sourceType = await structureQuestionRepository(db).answerTypeInSameQuestionnaireType(
    sourceId,
    groupId,
  );
  if (sourceType === undefined) throw new AppError('NOT_FOUND');
  refuseStructureProblems(checkOptionsSource(sourceType), locale);
}
