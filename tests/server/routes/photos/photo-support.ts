import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { Express } from 'express';
import type { FillFixture } from '../fill/fill-fixture';
import { one, type RoleName } from '../questionnaire/questionnaire-fixture';
import { SECURED } from '../fill/write/write-support';

/**
 * Makes a demo question a photo question taking `max` photos (the tests choose their own questions, so
 * they do not depend on where the demo structure has its photo question).
 */
export async function makePhotoQuestion(
  f: FillFixture,
  questionKey: string,
  max: number | null,
): Promise<void> {
  const id = await f.dic.question(questionKey);
  await f.database.db.execute(sql`update question set answer_type_id = 17, max = ${max} where id = ${id}`);
}

/** Uploads a file as the bearer's account to a filled question. */
export function upload(
  app: Express,
  bearer: string,
  filledQuestionId: number,
  file: Buffer,
  name = 'photo.jpg',
  language?: string,
) {
  const call = request(app)
    .post(`${SECURED}/photo/upload/${filledQuestionId}`)
    .set('Authorization', bearer)
    .attach('photo', file, { filename: name, contentType: 'image/jpeg' });
  return language ? call.set('Accept-Language', language) : call;
}

/** Uploads as a demo role. */
export function uploadAs(
  f: FillFixture,
  role: RoleName,
  filledQuestionId: number,
  file: Buffer,
  name?: string,
) {
  return upload(f.app, f.bearer[role], filledQuestionId, file, name);
}

/** The photo rows and blob rows stored: what a refused or tidying call must leave or remove. */
export async function storedPhotos(f: FillFixture): Promise<{ photos: number; blobs: number }> {
  const row = await one(
    f.database,
    sql`select (select count(*) from photo) as photos, (select count(*) from photo_blob) as blobs`,
  );
  return { photos: Number(row.photos), blobs: Number(row.blobs) };
}

/** A photo's file or thumbnail as the bearer's account, the body kept as bytes. */
export function fetchPhoto(app: Express, bearer: string, fileName: string, thumbnail = false) {
  return request(app)
    .get(`${SECURED}/photo/${fileName}${thumbnail ? '/thumbnail' : ''}`)
    .set('Authorization', bearer)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}
