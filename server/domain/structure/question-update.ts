import { problem } from '@engine/structure/structure-problem';
import type { QuestionDicItem, QuestionEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { siblingOrderRepository } from '../../data/repositories/sibling-order-repository';
import { structureQuestionRepository } from '../../data/repositories/structure-question-repository';
import { deleteTexts } from '../../data/repositories/structure-question-texts';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { questionDicItems } from './question-dic-items';
import { questionEntryValues } from './question-entry-values';
import { refuseBrokenQuestionRules } from './question-rules';
import { refuseStructureProblems } from './refuse-structure-problems';

/**
 * Edits a question (PUT question/dic): its answer type stays what it is; a changed number moves it
 * there, the questions between moving by one. A question reactivated here gets the filled questions
 * its group's instances lack. A question of another group than the one sent is a 404 (questions do
 * not move between groups).
 */
export async function updateQuestion(
  db: Db,
  entry: QuestionEntry,
  localeId: number,
  locale: ServerLocale,
): Promise<QuestionDicItem> {
  const id = entry.id ?? null;
  if (id === null) refuseStructureProblems([problem('id', 'FIELD_REQUIRED')], locale);
  return db.transaction(async (tx) => {
    const questions = structureQuestionRepository(tx);
    const saved = id === null ? undefined : await questions.stored(id);
    if (!saved || saved.questionGroupId !== entry.questionListDicId) throw new AppError('NOT_FOUND');
    const parent = await questions.parent(saved.questionGroupId);
    if (!parent) throw new AppError('NOT_FOUND');
    const order = siblingOrderRepository(tx);
    const siblings = await order.lockSiblings('question', parent.id);
    // Its place under the lock; gone when another administrator deleted it meanwhile.
    const place = siblings.find((sibling) => sibling.id === saved.id)?.orderKey;
    if (place === undefined) throw new AppError('NOT_FOUND');
    await refuseBrokenQuestionRules(tx, entry, { parent, questionCount: siblings.length, saved }, locale);
    const { values, unusedTextIds } = await questionEntryValues(tx, entry, saved);
    await questions.update(saved.id, values);
    await deleteTexts(tx, unusedTextIds);
    if (place !== entry.questionOrderKey) await order.moveTo('question', saved.id, entry.questionOrderKey);
    if (values.isActive && !saved.isActive) await questions.addFilledQuestions(saved.id, parent.id);
    const [item] = await questionDicItems(tx, { id: saved.id }, localeId);
    if (!item) throw new Error('The edited question cannot be read back');
    return item;
  });
}
