import type { StructureIndicator } from '@schemas/generated/structure';
import type { Db } from '../../../data/database';
import { structureIndicatorRepository } from '../../../data/repositories/structure-indicator-repository';
import { readStructureDocument } from '../../../data/repositories/structure-document-repository';
import { readStructurePart } from '../../../data/repositories/structure-part-repository';
import { translate, type ServerLocale } from '../../../i18n/index';
import { AppError } from '../../app-error';
import { keepSeenVersion } from '../keep-seen-version';
import { recordStructureChange } from '../record-structure-change';
import { checkIndicatorTree } from './check-indicator-tree';

/** Who saves which form's tree, in which language refusals are answered. */
export interface FormIndicatorSave {
  typeId: number;
  formKey: string;
  indicators: StructureIndicator[];
  userId: number | null;
  locale: ServerLocale;
}

/** The form's values for the audit log, with its indicator tree in the structure document's terms. */
async function formWithTree(tx: Db, typeId: number, formId: number, formKey: string) {
  const part = await readStructurePart(tx, 'form', formId);
  const document = await readStructureDocument(tx, typeId);
  const tree = document?.document.forms.find((found) => found.key === formKey)?.indicators ?? [];
  return { ...part?.values, indicators: tree };
}

/**
 * Replaces a form's indicator tree with the studio editor's (PUT …/form/:formKey/indicators): a 404
 * for a type or form that does not exist, a 400 naming every broken rule (checkIndicatorTree) that
 * changes nothing. The form has a report exactly when its tree is not empty. Recorded in the audit log
 * like every structure change, with the tree before and after, in the same transaction.
 */
export async function saveFormIndicators(db: Db, save: FormIndicatorSave): Promise<void> {
  await db.transaction(async (tx) => {
    const indicators = structureIndicatorRepository(tx);
    const formId = await indicators.formOfType(save.typeId, save.formKey);
    if (formId === undefined) throw new AppError('NOT_FOUND');
    const questionIds = await indicators.questionIds(formId);
    const problems = checkIndicatorTree(save.indicators, new Set(questionIds.keys()));
    const [first] = problems;
    if (first) {
      throw new AppError(
        first.code,
        first.params,
        problems.map((found) => translate(save.locale, `errors.${found.code}`, found.params)),
      );
    }
    await keepSeenVersion(tx, save.typeId);
    const before = await formWithTree(tx, save.typeId, formId, save.formKey);
    await indicators.replaceTree(formId, save.indicators, questionIds);
    await recordStructureChange(tx, {
      typeId: save.typeId,
      userId: save.userId,
      action: 'saveFormIndicators',
      level: 'form',
      entityId: formId,
      before,
      after: await formWithTree(tx, save.typeId, formId, save.formKey),
    });
  });
}
