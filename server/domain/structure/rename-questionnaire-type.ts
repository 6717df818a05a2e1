import { checkQuestionnaireTypeName } from '@engine/structure/check-questionnaire-type-name';
import type { Db } from '../../data/database';
import { structureTextRepository } from '../../data/repositories/structure-text-repository';
import { structureTypeRepository } from '../../data/repositories/structure-type-repository';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { localeIdByCode } from '../dictionaries';
import { refuseStructureProblems } from './refuse-structure-problems';

/**
 * Renames a questionnaire type by its name's text id (POST secured/questinnaire/updateName/{textId}):
 * 5 to 50 characters. The name changes in the administrator's language, and in every language that
 * still showed the same words (a type added by name has the one name everywhere); languages already
 * translated differently keep their translation. A text id that names no questionnaire type: 404.
 */
export async function renameQuestionnaireType(
  db: Db,
  textId: number,
  name: string,
  locale: ServerLocale,
): Promise<void> {
  refuseStructureProblems(checkQuestionnaireTypeName(name), locale);
  const localeId = localeIdByCode[locale];
  const renamed = name.trim();
  await db.transaction(async (tx) => {
    const type = await structureTypeRepository(tx).typeByTextId(textId);
    if (!type || !(await structureTypeRepository(tx).lockType(type.id))) throw new AppError('NOT_FOUND');
    const texts = structureTextRepository(tx);
    const stored = (await texts.translationsOf([textId])).get(textId) ?? [];
    const shown =
      stored.find((entry) => entry.localeDicId === localeId) ??
      stored.find((entry) => entry.localeDicId === 1);
    const followers = stored.filter((entry) => entry.localeDicId === localeId || entry.text === shown?.text);
    for (const entry of [...followers, { localeDicId: localeId, text: renamed }]) {
      await texts.setOne(textId, { localeDicId: entry.localeDicId, text: renamed });
    }
  });
}
