import type { Db } from '../../data/database';
import { structureTypeRepository } from '../../data/repositories/structure-type-repository';

/** The questionnaire type whose name is the given text (the rename call names a type so); undefined if none. */
export async function questionnaireTypeOfName(db: Db, textId: number): Promise<number | undefined> {
  return (await structureTypeRepository(db).typeByTextId(textId))?.id;
}
