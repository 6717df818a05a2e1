import type { SubformDicItem } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import type { StructureSubformRow } from '../../data/repositories/structure-subform-repository';
import { structureSubformRepository } from '../../data/repositories/structure-subform-repository';
import { structureTextRepository } from '../../data/repositories/structure-text-repository';
import { AppError } from '../app-error';
import { translatedTextOf } from './structure-texts';

/** Subforms as the structure editor reads them, with every language of their names. */
export async function subformDicItems(db: Db, rows: StructureSubformRow[]): Promise<SubformDicItem[]> {
  const texts = await structureTextRepository(db).translationsOf(rows.map((row) => row.textId));
  return rows.map((row) => ({
    id: row.id,
    formDicId: row.formId,
    subformName: row.name,
    code: row.code,
    farmTypeId: row.unitTypeId,
    isActive: row.isActive,
    orderKey: row.orderKey,
    text: translatedTextOf(row.textId, texts.get(row.textId)),
    hasAnswers: row.hasAnswers,
  }));
}

/** One subform of the dictionary (GET secured/questinnaire/subform/dic/{id}); unknown: 404. */
export async function subformDicItem(db: Db, id: number, localeId: number): Promise<SubformDicItem> {
  const row = await structureSubformRepository(db).get(id, localeId);
  const [item] = row ? await subformDicItems(db, [row]) : [];
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}
