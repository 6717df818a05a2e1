import type { FormDicItem } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { structureTextRepository } from '../../data/repositories/structure-text-repository';
import { structureTypeRepository } from '../../data/repositories/structure-type-repository';
import { AppError } from '../app-error';
import { translatedTextOf } from './structure-texts';

/** A form as the structure editor reads it (the reply of POST/PUT secured/form/dic). Unknown: 404. */
export async function formDicItem(db: Db, id: number, localeId: number): Promise<FormDicItem> {
  const row = await structureTypeRepository(db).form(id, localeId);
  if (!row) throw new AppError('NOT_FOUND');
  const texts = await structureTextRepository(db).translationsOf([row.textId]);
  return {
    id: row.id,
    questionnaireDicId: row.questionnaireTypeId,
    name: row.name,
    text: translatedTextOf(row.textId, texts.get(row.textId)),
    isActive: row.isActive,
    hasReport: row.hasReport,
    orderKey: row.orderKey,
    hasAnswers: row.hasAnswers,
  };
}
