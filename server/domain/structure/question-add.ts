import type { QuestionDicItem, QuestionEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { siblingOrderRepository } from '../../data/repositories/sibling-order-repository';
import { structureQuestionRepository } from '../../data/repositories/structure-question-repository';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { questionDicItems } from './question-dic-items';
import { questionEntryValues } from './question-entry-values';
import { refuseBrokenQuestionRules } from './question-rules';

/**
 * Adds a question to a group (POST question/dic) at its number (1 to the count plus one), the
 * questions from there moving one place down. Every instance the group already has in a questionnaire
 * gets its filled question in the same transaction, so the farmer's questionnaire shows the new
 * question and can save an answer to it at once.
 */
export async function addQuestion(
  db: Db,
  entry: QuestionEntry,
  localeId: number,
  locale: ServerLocale,
): Promise<QuestionDicItem> {
  return db.transaction(async (tx) => {
    const questions = structureQuestionRepository(tx);
    const parent = await questions.parent(entry.questionListDicId);
    if (!parent) throw new AppError('NOT_FOUND');
    const order = siblingOrderRepository(tx);
    const siblings = await order.lockSiblings('question', parent.id);
    await refuseBrokenQuestionRules(tx, entry, { parent, questionCount: siblings.length }, locale);
    const { values } = await questionEntryValues(tx, entry, undefined);
    const orderKey = await order.openPosition('question', parent.id, entry.questionOrderKey);
    const id = await questions.insert(parent.id, orderKey, values);
    if (values.isActive) await questions.addFilledQuestions(id, parent.id);
    const [item] = await questionDicItems(tx, { id }, localeId);
    if (!item) throw new Error('The new question cannot be read back');
    return item;
  });
}
