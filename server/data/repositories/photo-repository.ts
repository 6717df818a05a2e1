import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { answer, filledQuestion, photo, photoBlob } from '../schema/index';
import { readableQuestionnaireCondition } from './fill-read-scope-repository';
import { fromFilledQuestionPlace } from './filled-question-joins';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/** A photo's bytes as found on upload: what the blob table keeps once per SHA-256. */
export interface PhotoBlobRow {
  sha256: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  content: Buffer;
  thumbnail: Buffer;
}

/** A photo served: its type and the bytes asked for. */
export interface ServedPhoto {
  contentType: string;
  bytes: Buffer;
}

/** A saved answer of the photo's own filled question names it. */
function namedByAnswer() {
  return sql<boolean>`exists (select 1 from ${answer} where ${answer.filledQuestionId} = ${photo.filledQuestionId} and ${answer.answer} = ${photo.fileName})`;
}

/** Photos and their blobs (schema/photos.ts); the database's triggers remove what nothing names. */
export function photoRepository(db: Db) {
  return {
    /** Locks the filled question for an upload, so two uploads at once cannot both pass the count. */
    async lockFilledQuestion(filledQuestionId: number): Promise<void> {
      await db
        .select({ id: filledQuestion.id })
        .from(filledQuestion)
        .where(eq(filledQuestion.id, filledQuestionId))
        .for('update');
    },

    async countOf(filledQuestionId: number): Promise<number> {
      const [row] = await db
        .select({ photos: count() })
        .from(photo)
        .where(eq(photo.filledQuestionId, filledQuestionId));
      return row?.photos ?? 0;
    },

    /** Stores the blob unless its bytes are stored already, and the photo naming it. */
    async insert(
      blob: PhotoBlobRow,
      stored: { id: string; fileName: string; filledQuestionId: number; uploadedByUserId: number },
    ): Promise<void> {
      await db.insert(photoBlob).values(blob).onConflictDoNothing();
      await db.insert(photo).values({ ...stored, sha256: blob.sha256 });
    },

    /** Of these names, those that are not photos of the filled question. */
    async unknownNames(filledQuestionId: number, fileNames: readonly string[]): Promise<string[]> {
      if (fileNames.length === 0) return [];
      const rows = await db
        .select({ fileName: photo.fileName })
        .from(photo)
        .where(and(eq(photo.filledQuestionId, filledQuestionId), inArray(photo.fileName, [...fileNames])));
      const known = new Set(rows.map((row) => row.fileName));
      return fileNames.filter((name) => !known.has(name));
    },

    /** The photo's filled question and whether a saved answer names it; undefined when there is none. */
    async find(fileName: string): Promise<{ filledQuestionId: number; named: boolean } | undefined> {
      const [row] = await db
        .select({ filledQuestionId: photo.filledQuestionId, named: namedByAnswer() })
        .from(photo)
        .where(eq(photo.fileName, fileName));
      return row ? { filledQuestionId: row.filledQuestionId, named: row.named === true } : undefined;
    },

    /** The photo (or its thumbnail) when the caller may read its questionnaire; undefined otherwise. */
    async readable(
      caller: Caller,
      fileName: string,
      part: 'content' | 'thumbnail',
    ): Promise<ServedPhoto | undefined> {
      const [row] = await fromFilledQuestionPlace(
        db.select({
          contentType: photoBlob.contentType,
          bytes: part === 'content' ? photoBlob.content : photoBlob.thumbnail,
          readable: sql<boolean>`(${readableQuestionnaireCondition(caller)})`,
        }),
      )
        .innerJoin(photo, eq(photo.filledQuestionId, filledQuestion.id))
        .innerJoin(photoBlob, eq(photoBlob.sha256, photo.sha256))
        .where(eq(photo.fileName, fileName));
      if (row?.readable !== true) return undefined;
      return { contentType: part === 'content' ? row.contentType : 'image/jpeg', bytes: row.bytes };
    },

    async remove(fileName: string): Promise<void> {
      await db.delete(photo).where(eq(photo.fileName, fileName));
    },

    /** Removes the photos uploaded before `before` that no saved answer names; answers how many. */
    async removeUnnamed(before: Date): Promise<number> {
      const removed = await db
        .delete(photo)
        .where(and(lt(photo.uploadedAt, before), sql`not ${namedByAnswer()}`))
        .returning({ id: photo.id });
      return removed.length;
    },
  };
}
