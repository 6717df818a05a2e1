import { checkSubformEntry } from '@engine/structure/check-subform-entry';
import { problem } from '@engine/structure/structure-problem';
import type { SubformDicItem, SubformEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { structureSubformRepository } from '../../data/repositories/structure-subform-repository';
import { structureTextRepository } from '../../data/repositories/structure-text-repository';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { localeIdByCode } from '../dictionaries';
import { checkUnitType } from './check-unit-type';
import { refuseStructureProblems } from './refuse-structure-problems';
import { translationsSent } from './structure-texts';
import { subformDicItem } from './subform-dic-item';

/**
 * Changes a subform's code, names and unit type (PUT secured/questinnaire/subform/dic) by the rules of
 * section 5. It stays in its form: an id that is no subform of `formDicId` is a 404.
 */
export async function updateSubform(
  db: Db,
  entry: SubformEntry,
  locale: ServerLocale,
): Promise<SubformDicItem> {
  const missingId = entry.id === undefined || entry.id === null ? [problem('id', 'FIELD_REQUIRED')] : [];
  refuseStructureProblems(
    [...missingId, ...checkSubformEntry(entry), ...(await checkUnitType(db, entry.farmTypeId))],
    locale,
  );
  const id = entry.id ?? 0;
  const localeId = localeIdByCode[locale];
  await db.transaction(async (tx) => {
    const subforms = structureSubformRepository(tx);
    const found = await subforms.get(id, localeId);
    if (!found || found.formId !== entry.formDicId) throw new AppError('NOT_FOUND');
    await subforms.update(id, { code: entry.code.trim() });
    await structureTextRepository(tx).replace(found.textId, translationsSent(entry.text));
    await subforms.setUnitType(id, entry.farmTypeId ?? -1);
  });
  return subformDicItem(db, id, localeId);
}
