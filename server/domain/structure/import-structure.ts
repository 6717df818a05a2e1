import type { StructureImportReply } from '@schemas/generated/api/structure-studio';
import type { QuestionnaireStructure } from '@schemas/generated/structure';
import type { Db } from '../../data/database';
import { readStructureDocument } from '../../data/repositories/structure-document-repository';
import { insertStructure, insertStructureContent } from '../../data/repositories/structure-repository';
import { structureTransferRepository } from '../../data/repositories/structure-transfer-repository';
import { insertText } from '../../data/repositories/text-repository';
import { unitTypeIdsByKey } from '../../data/repositories/unit-type-repository';
import { isUniqueViolation } from '../../data/unique-violation';
import type { ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';
import { copyKey, copyName } from './import-copy';
import { recordStructureChange } from './record-structure-change';
import { refuseBrokenReferences } from './refuse-broken-references';

/** How the document is imported: as a new type (a copy when its key is taken) or over an existing one. */
export interface StructureImportTarget {
  replaceTypeId?: number;
  asCopy: boolean;
}

/**
 * Imports a structure document (POST …/import), already valid against structure.schema.json: the
 * engine's reference check first (400 with every problem's path), then, in one transaction, either a
 * new type (its key taken: 409 STRUCTURE_KEY_TAKEN, or with asCopy a free `<key>_copy…` and names
 * marked as a copy) or the content of `replaceTypeId` replaced in place (404 unknown, 409
 * STRUCTURE_IN_USE once a questionnaire uses it; id and rights stay). Writes one audit entry.
 * Nothing is stored when it is refused.
 */
export async function importStructure(
  db: Db,
  document: QuestionnaireStructure,
  target: StructureImportTarget,
  userId: number,
  locale: ServerLocale,
): Promise<StructureImportReply> {
  const unitTypeIds = await unitTypeIdsByKey(db);
  refuseBrokenReferences(document, new Set(unitTypeIds.keys()), locale);
  try {
    return await db.transaction(async (tx) => {
      const types = structureTransferRepository(tx);
      if (target.replaceTypeId !== undefined) {
        const typeId = target.replaceTypeId;
        const state = await types.typeState(typeId, true);
        if (!state) throw new AppError('NOT_FOUND');
        if (state.hasQuestionnaires) throw new AppError('STRUCTURE_IN_USE');
        const before = (await readStructureDocument(tx, typeId))?.document ?? null;
        // The document's key when no other type has it, so that the next import of it finds this type.
        const key = (await types.keyTaken(document.key, typeId)) ? state.key : document.key;
        await types.deleteContent(typeId);
        await types.updateType(typeId, {
          key,
          textId: await insertText(tx, document.name),
          privilegedOnly: document.privilegedOnly,
          isActive: document.isActive,
        });
        await types.deleteTexts([state.textId]);
        await insertStructureContent(tx, typeId, document, unitTypeIds);
        const after = { ...document, key };
        await recordImport(tx, typeId, userId, before, after);
        return { typeId, key, replaced: true };
      }
      const imported = await asNewType(document, target.asCopy, (key) => types.keyTaken(key));
      const typeId = await insertStructure(tx, imported, unitTypeIds);
      await recordImport(tx, typeId, userId, null, imported);
      return { typeId, key: imported.key, replaced: false };
    });
  } catch (error) {
    // Another import took the key between the check and the insert.
    if (isUniqueViolation(error, 'questionnaire_type_key_unique')) throw new AppError('STRUCTURE_KEY_TAKEN');
    throw error;
  }
}

/** The document as a new type: unchanged while its key is free, else a copy with a free key (or 409). */
async function asNewType(
  document: QuestionnaireStructure,
  asCopy: boolean,
  keyTaken: (key: string) => Promise<boolean>,
): Promise<QuestionnaireStructure> {
  if (!(await keyTaken(document.key))) return document;
  if (!asCopy) throw new AppError('STRUCTURE_KEY_TAKEN');
  let n = 1;
  while (await keyTaken(copyKey(document.key, n))) n += 1;
  return { ...document, key: copyKey(document.key, n), name: copyName(document.name) };
}

function recordImport(tx: Db, typeId: number, userId: number, before: unknown, after: unknown) {
  return recordStructureChange(tx, {
    typeId,
    userId,
    action: 'importStructure',
    level: 'type',
    entityId: typeId,
    before,
    after,
  });
}
