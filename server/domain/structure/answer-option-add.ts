import type { AnswerOptionDicItem, AnswerOptionEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { siblingOrderRepository } from '../../data/repositories/sibling-order-repository';
import { structureQuestionOptionRepository } from '../../data/repositories/structure-question-option-repository';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { answerOptionDicItems } from './answer-option-dic-items';
import { answerOptionValues, refuseBrokenOptionRules } from './answer-option-rules';

/** Adds an answer option at the end of a question's options (POST question/answer/dic). */
export async function addAnswerOption(
  db: Db,
  entry: AnswerOptionEntry,
  localeId: number,
  locale: ServerLocale,
): Promise<AnswerOptionDicItem> {
  return db.transaction(async (tx) => {
    const options = structureQuestionOptionRepository(tx);
    const parent = await options.parent(entry.questionId);
    if (!parent) throw new AppError('NOT_FOUND');
    const hasInput = await refuseBrokenOptionRules(tx, entry, parent, undefined, locale);
    const orderKey = await siblingOrderRepository(tx).openPosition('answerOption', parent.id);
    const id = await options.insert(
      parent.id,
      orderKey,
      await answerOptionValues(tx, entry, hasInput, undefined),
    );
    const [item] = await answerOptionDicItems(tx, { id }, localeId);
    if (!item) throw new Error('The new answer option cannot be read back');
    return item;
  });
}
