import type { QuestionGroupDicItem } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import type { StructureGroupRow } from '../../data/repositories/structure-group-repository';
import { structureGroupRepository } from '../../data/repositories/structure-group-repository';
import { structureTextRepository } from '../../data/repositories/structure-text-repository';
import { AppError } from '../app-error';
import { translatedTextOf } from './structure-texts';

function qlNumberOf(value: number): QuestionGroupDicItem['qlNumber'] {
  if (value === -1 || value === 0 || value === 1 || value === 2) return value;
  throw new Error(`A question group with qlNumber ${value}`);
}

/** Question groups as the structure editor reads them, with every language of their names. */
export async function groupDicItems(db: Db, rows: StructureGroupRow[]): Promise<QuestionGroupDicItem[]> {
  const texts = await structureTextRepository(db).translationsOf(rows.map((row) => row.textId));
  return rows.map((row) => ({
    id: row.id,
    subFormDicId: row.subformId,
    qlNumber: qlNumberOf(row.qlNumber),
    farmTypeId: row.unitTypeId,
    name: row.name,
    isActive: row.isActive,
    orderKey: row.orderKey,
    text: translatedTextOf(row.textId, texts.get(row.textId)),
    hasAnswers: row.hasAnswers,
  }));
}

/** One question group of the dictionary (GET secured/questionlist/dic/{id}); unknown: 404. */
export async function groupDicItem(db: Db, id: number, localeId: number): Promise<QuestionGroupDicItem> {
  const row = await structureGroupRepository(db).get(id, localeId);
  const [item] = row ? await groupDicItems(db, [row]) : [];
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}
