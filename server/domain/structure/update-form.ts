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
import { translationsSent } from './structure-texts';

/**
 * Renames a form in every language and sets whether it has a report (PUT secured/form/dic). A form
 * stays in its questionnaire type: an id that is no form of `questionnaireDicId` is a 404.
 */
export async function updateForm(db: Db, entry: FormEntry, locale: ServerLocale): Promise<FormDicItem> {
  refuseStructureProblems(checkFormEntry(entry, true), locale);
  const id = entry.id ?? 0;
  const localeId = localeIdByCode[locale];
  await db.transaction(async (tx) => {
    const forms = structureTypeRepository(tx);
    const found = await forms.form(id, localeId);
    if (!found || found.questionnaireTypeId !== entry.questionnaireDicId) throw new AppError('NOT_FOUND');
    await structureTextRepository(tx).replace(found.textId, translationsSent(entry.text));
    await forms.updateForm(id, { hasReport: entry.hasReport });
  });
  return formDicItem(db, id, localeId);
}
