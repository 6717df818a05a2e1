import type { FormDicItem, FormEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { structureTextRepository } from '../../data/repositories/structure-text-repository';
import { structureTypeRepository } from '../../data/repositories/structure-type-repository';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { localeIdByCode } from '../dictionaries';
import { checkFormEntry } from './check-form-entry';
import { formDicItem } from './form-dic-item';
import { refuseStructureProblems } from './refuse-structure-problems';
import { newStructureKey } from './structure-key';
import { translationsSent } from './structure-texts';

/**
 * Adds a form to a questionnaire type (POST secured/form/dic; not in the specification, which has no
 * way to create one, see docs/decisions.md): named in English at least, active, last of the type.
 * Unknown type: 404.
 */
export async function addForm(db: Db, entry: FormEntry, locale: ServerLocale): Promise<FormDicItem> {
  refuseStructureProblems(checkFormEntry(entry, false), locale);
  const id = await db.transaction(async (tx) => {
    const types = structureTypeRepository(tx);
    if (!(await types.lockType(entry.questionnaireDicId))) throw new AppError('NOT_FOUND');
    const textId = await structureTextRepository(tx).insert(translationsSent(entry.text));
    return types.insertForm({
      questionnaireTypeId: entry.questionnaireDicId,
      key: newStructureKey('form'),
      textId,
      hasReport: entry.hasReport ?? false,
    });
  });
  return formDicItem(db, id, localeIdByCode[locale]);
}
