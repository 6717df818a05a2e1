import { and, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { answer, filledQuestion, photo, photoBlob } from '../schema/index';
import { selectionCondition, type ExportSelection } from './export-repository';
import { fromFilledQuestionPlace } from './filled-question-joins';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/**
 * Reads for the photos of an export (issue 24): a photo's bytes, one photo per statement, so that a
 * download holds one photo in memory at a time however many it carries.
 */
export function exportPhotoRepository(db: Db) {
  return {
    /**
     * The bytes of the photo named `fileName` when a saved answer of its own filled question names it
     * and that question's questionnaire is one the selection exports for the caller; undefined
     * otherwise (a name the export's cells hold, checked again here rather than trusted).
     */
    async content(caller: Caller, selection: ExportSelection, fileName: string): Promise<Buffer | undefined> {
      const [row] = await fromFilledQuestionPlace(db.select({ content: photoBlob.content }))
        .innerJoin(answer, eq(answer.filledQuestionId, filledQuestion.id))
        .innerJoin(
          photo,
          and(eq(photo.filledQuestionId, filledQuestion.id), eq(photo.fileName, answer.answer)),
        )
        .innerJoin(photoBlob, eq(photoBlob.sha256, photo.sha256))
        .where(and(eq(photo.fileName, fileName), selectionCondition(caller, selection)))
        .limit(1);
      return row?.content;
    },
  };
}
