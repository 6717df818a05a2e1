import { checkQuestionnaireTypeName } from '@engine/structure/check-questionnaire-type-name';
import { STRUCTURE_LOCALE_IDS } from '@engine/structure/structure-problem';
import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import type { QuestionnaireTypeEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { structureTextRepository } from '../../data/repositories/structure-text-repository';
import { structureTypeRepository } from '../../data/repositories/structure-type-repository';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { localeIdByCode } from '../dictionaries';
import { refuseStructureProblems } from './refuse-structure-problems';
import { newStructureKey } from './structure-key';

/**
 * A new questionnaire type (structure) by name (POST secured/questinnaire/dic): 5 to 50 characters; the
 * name is stored in every language (translated later by renaming in each), the type active, last in
 * order, with no forms yet.
 */
export async function addQuestionnaireType(
  db: Db,
  entry: QuestionnaireTypeEntry,
  locale: ServerLocale,
): Promise<QuestionnaireTypeItem> {
  refuseStructureProblems(checkQuestionnaireTypeName(entry.name), locale);
  const name = entry.name.trim();
  const id = await db.transaction(async (tx) => {
    const textId = await structureTextRepository(tx).insert(
      STRUCTURE_LOCALE_IDS.map((localeDicId) => ({ localeDicId, text: name })),
    );
    return structureTypeRepository(tx).insertType(newStructureKey('type'), textId);
  });
  const added = await structureTypeRepository(db).type(id, localeIdByCode[locale]);
  if (!added) throw new AppError('NOT_FOUND');
  return {
    id: added.id,
    questionnaireText: added.name,
    privilegedOnly: added.privilegedOnly,
    textId: added.textId,
    isActive: added.isActive,
  };
}
