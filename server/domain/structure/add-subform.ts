import { checkSubformEntry } from '@engine/structure/check-subform-entry';
import type { SubformDicItem, SubformEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { siblingOrderRepository } from '../../data/repositories/sibling-order-repository';
import { structureSubformRepository } from '../../data/repositories/structure-subform-repository';
import { structureTextRepository } from '../../data/repositories/structure-text-repository';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { localeIdByCode } from '../dictionaries';
import { checkUnitType } from './check-unit-type';
import { refuseStructureProblems } from './refuse-structure-problems';
import { newStructureKey } from './structure-key';
import { translationsSent } from './structure-texts';
import { subformDicItem } from './subform-dic-item';

/**
 * Adds a subform at the end of a form (POST secured/questinnaire/subform/dic) by the rules of section 5
 * (code required, at most 45 characters; a name in English at least), for one unit type or all.
 * Unknown form: 404.
 */
export async function addSubform(db: Db, entry: SubformEntry, locale: ServerLocale): Promise<SubformDicItem> {
  refuseStructureProblems(
    [...checkSubformEntry(entry), ...(await checkUnitType(db, entry.farmTypeId))],
    locale,
  );
  const id = await db.transaction(async (tx) => {
    const subforms = structureSubformRepository(tx);
    if (!(await subforms.formExists(entry.formDicId))) throw new AppError('NOT_FOUND');
    const orderKey = await siblingOrderRepository(tx).openPosition('subform', entry.formDicId);
    const textId = await structureTextRepository(tx).insert(translationsSent(entry.text));
    const added = await subforms.insert({
      formId: entry.formDicId,
      key: newStructureKey('subform'),
      code: entry.code.trim(),
      textId,
      orderKey,
    });
    await subforms.setUnitType(added, entry.farmTypeId ?? -1);
    return added;
  });
  return subformDicItem(db, id, localeIdByCode[locale]);
}
