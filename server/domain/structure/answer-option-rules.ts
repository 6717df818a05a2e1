import { answerKind, isAnswerTypeId, type AnswerKind } from '@engine/kinds/index';
import { checkAnswerOptionEntry } from '@engine/structure/check-answer-option-entry';
import { wholeNumberOf } from '@engine/structure/check-whole-number';
import { optionHasInputByDefault } from '@engine/structure/option-has-input-default';
import { problem, type StructureProblem } from '@engine/structure/structure-problem';
import type { AnswerOptionEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import type {
  OptionParent,
  OptionValues,
  StoredOption,
} from '../../data/repositories/structure-question-option-repository';
import { structureQuestionRepository } from '../../data/repositories/structure-question-repository';
import { saveTranslatedText } from '../../data/repositories/structure-question-texts';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { refuseStructureProblems } from './refuse-structure-problems';

function kindOf(parent: OptionParent): AnswerKind {
  if (!isAnswerTypeId(parent.answerTypeId))
    throw new Error(`Question ${parent.id} has an unknown answer type`);
  return answerKind(parent.answerTypeId);
}

/**
 * Refuses an option entry that breaks a rule of section 5 (the engine's check, as the dialog runs it)
 * with a 400 naming each field; options only for the answer types that have them; a bound question
 * (`maxAnswerQuestionId`) must be another question of the option's group (else 404). Answers whether
 * the option takes a number beside it: as sent, else as stored, else what the question's kind says.
 */
export async function refuseBrokenOptionRules(
  db: Db,
  entry: AnswerOptionEntry,
  parent: OptionParent,
  saved: StoredOption | undefined,
  locale: ServerLocale,
): Promise<boolean> {
  const kind = kindOf(parent);
  const hasInput = entry.hasInput ?? saved?.hasInput ?? optionHasInputByDefault(kind);
  const problems: StructureProblem[] = kind.editorFields.includes('options')
    ? []
    : [problem('questionId', 'NOT_FOR_ANSWER_TYPE')];
  problems.push(...checkAnswerOptionEntry(entry, hasInput));
  refuseStructureProblems(problems, locale);
  const boundId = entry.maxAnswerQuestionId ?? null;
  if (boundId !== null) {
    const questions = structureQuestionRepository(db);
    const question = await questions.stored(parent.id);
    if (!question || !(await questions.isQuestionOfGroup(boundId, question.questionGroupId))) {
      throw new AppError('NOT_FOUND');
    }
  }
  return hasInput;
}

/** Stores the text of a checked option entry (into the option's own text when edited); answers its columns. */
export async function answerOptionValues(
  db: Db,
  entry: AnswerOptionEntry,
  hasInput: boolean,
  saved: StoredOption | undefined,
): Promise<OptionValues> {
  const shortName = entry.shortName?.trim() ?? '';
  return {
    textId: await saveTranslatedText(db, entry.text, saved?.textId ?? null),
    shortName: shortName === '' ? null : shortName,
    hasInput,
    min: wholeNumberOf(entry.min),
    max: wholeNumberOf(entry.max),
    maxAnswerQuestionId: entry.maxAnswerQuestionId ?? null,
    skipQuestions: wholeNumberOf(entry.skipQuestions) ?? 0,
    skipQuestionsOffset: wholeNumberOf(entry.skipQuestionsOffset) ?? 0,
    isActive: entry.isActive ?? saved?.isActive ?? true,
  };
}
