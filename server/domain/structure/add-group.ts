import { checkQuestionGroupEntry } from '@engine/structure/check-question-group-entry';
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
import { newStructureKey } from './structure-key';
import { translationsSent } from './structure-texts';

/**
 * Adds a question group to a subform (POST secured/questionlist/dic) by the rules of section 5 (number
 * -1/0/1/2, a unit type or all, a name in every language unless -1), at `orderKey` (the groups from
 * there move down) or at the end. Unknown subform: 404.
 */
export async function addGroup(
  db: Db,
  entry: QuestionGroupEntry,
  locale: ServerLocale,
): Promise<QuestionGroupDicItem> {
  refuseStructureProblems(
    [...checkQuestionGroupEntry(entry), ...(await checkUnitType(db, entry.farmTypeId))],
    locale,
  );
  const id = await db.transaction(async (tx) => {
    const groups = structureGroupRepository(tx);
    if (!(await groups.subformExists(entry.subFormDicId))) throw new AppError('NOT_FOUND');
    const orderKey = await siblingOrderRepository(tx).openPosition(
      'questionGroup',
      entry.subFormDicId,
      entry.orderKey,
    );
    const textId = await structureTextRepository(tx).insert(translationsSent(entry.text));
    const added = await groups.insert({
      subformId: entry.subFormDicId,
      key: newStructureKey('group'),
      qlNumber: entry.qlNumber,
      textId,
      orderKey,
    });
    await groups.setUnitType(added, entry.farmTypeId);
    return added;
  });
  return groupDicItem(db, id, localeIdByCode[locale]);
}
