import type { AnswerOptionDicItem, AnswerOptionEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { structureQuestionOptionRepository } from '../../data/repositories/structure-question-option-repository';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { answerOptionDicItems } from './answer-option-dic-items';
import { answerOptionValues, refuseBrokenOptionRules } from './answer-option-rules';

/**
 * Edits the answer option `answerDicId` names (PUT question/answer/dic?answerDicId): the entry replaces
 * it, keeping its place; `hasInput` and `isActive` left out keep what is stored. An option of another
 * question than the one sent is a 404 (options do not move between questions).
 */
export async function updateAnswerOption(
  db: Db,
  id: number,
  entry: AnswerOptionEntry,
  localeId: number,
  locale: ServerLocale,
): Promise<AnswerOptionDicItem> {
  return db.transaction(async (tx) => {
    const options = structureQuestionOptionRepository(tx);
    const saved = await options.stored(id, true);
    if (!saved || saved.questionId !== entry.questionId) throw new AppError('NOT_FOUND');
    const parent = await options.parent(saved.questionId);
    if (!parent) throw new AppError('NOT_FOUND');
    const hasInput = await refuseBrokenOptionRules(tx, entry, parent, saved, locale);
    await options.update(id, await answerOptionValues(tx, entry, hasInput, saved));
    const [item] = await answerOptionDicItems(tx, { id }, localeId);
    if (!item) throw new Error('The edited answer option cannot be read back');
    return item;
  });
}
