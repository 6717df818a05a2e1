import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import type { QuestionnaireStructure } from '@schemas/generated/structure';
import type { Db } from '../../data/database';
import { readStructureDocument } from '../../data/repositories/structure-document-repository';
import { structureTransferRepository } from '../../data/repositories/structure-transfer-repository';
import { AppError } from '../app-error';

/**
 * A questionnaire type as one structure document with the database id of each part, whether
 * questionnaires use it and its structure version (GET …/document), read in one transaction so the
 * three agree. Unknown type: 404.
 */
export async function structureDocument(db: Db, typeId: number): Promise<StructureDocumentReply> {
  return db.transaction(async (tx) => {
    const state = await structureTransferRepository(tx).typeState(typeId);
    const read = await readStructureDocument(tx, typeId);
    if (!state || !read) throw new AppError('NOT_FOUND');
    return { ...read, hasAnswers: state.hasQuestionnaires, version: state.version };
  });
}

/** The download of a questionnaire type (GET …/export): the bare structure document. Unknown type: 404. */
export async function exportStructure(db: Db, typeId: number): Promise<QuestionnaireStructure> {
  const read = await readStructureDocument(db, typeId);
  if (!read) throw new AppError('NOT_FOUND');
  return read.document;
}
