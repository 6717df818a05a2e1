import { checkQuestionGroupEntry } from '@engine/structure/check-question-group-entry';
import { problem } from '@engine/structure/structure-problem';
import type { QuestionGroupDicItem, QuestionGroupEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { siblingOrderRepository } from '../../data/repositories/sibling-order-repository';
import { structureGroupRepository } from '../../data/repositories/structure-group-repository';
import { structureTextRepository } from '../../data/repositories/structure-text-repository';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { localeIdByCode } from '../dictionaries';
import { checkUnitType } from './check-unit-type';
import { groupDicItem } from './group-dic-item';
import { refuseStructureProblems } from './refuse-structure-problems';
import { translationsSent } from './structure-texts';

/**
 * Changes a question group's number, names and unit type, and moves it to `orderKey` when given (PUT
 * secured/questionlist/dic), by the rules of section 5. It stays in its subform: an id that is no group
 * of `subFormDicId` is a 404.
 */
export async function updateGroup(
  db: Db,
  entry: QuestionGroupEntry,
  locale: ServerLocale,
): Promise<QuestionGroupDicItem> {
  const missingId = entry.id === undefined || entry.id === null ? [problem('id', 'FIELD_REQUIRED')] : [];
  refuseStructureProblems(
    [...missingId, ...checkQuestionGroupEntry(entry), ...(await checkUnitType(db, entry.farmTypeId))],
    locale,
  );
  const id = entry.id ?? 0;
  const localeId = localeIdByCode[locale];
  await db.transaction(async (tx) => {
    const groups = structureGroupRepository(tx);
    const order = siblingOrderRepository(tx);
    if ((await order.parentOf('questionGroup', id)) !== entry.subFormDicId) throw new AppError('NOT_FOUND');
    // The subform and its groups are locked before the group's own row changes, as a swap locks them.
    await order.lockSiblings('questionGroup', entry.subFormDicId);
    const found = await groups.get(id, localeId);
    if (!found) throw new AppError('NOT_FOUND');
    if (entry.orderKey !== undefined && entry.orderKey !== null && entry.orderKey !== found.orderKey) {
      await order.moveTo('questionGroup', id, entry.orderKey);
    }
    await groups.update(id, { qlNumber: entry.qlNumber });
    await structureTextRepository(tx).replace(found.textId, translationsSent(entry.text));
    await groups.setUnitType(id, entry.farmTypeId);
  });
  return groupDicItem(db, id, localeId);
}
