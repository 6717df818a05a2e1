import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { startHousekeeping } from '@server/housekeeping';
import { createLogger } from '@server/logger';
import { photoFile } from '@tests/fixtures/photo-files';
import { selectRows } from '@tests/support/test-database';
import { one } from '../questionnaire/questionnaire-fixture';
import { callAs, fillFixtureForSuite, save, storedState } from '../fill/write/write-support';
import { makePhotoQuestion, storedPhotos, uploadAs } from './photo-support';

/**
 * No photo and no blob outlives what names it (issue 24): a photo leaves with the last saved answer
 * naming it (a save without it, skip logic, the delete call), with its questionnaire, when discarded
 * before any save, or a day after an upload no save named; a blob leaves with its last photo.
 */
describe('photos and blobs nothing names are removed', () => {
  const f = fillFixtureForSuite();
  const own = (key: string) => f.filled.question(f.questionnaireId.own, key);

  beforeAll(async () => {
    await makePhotoQuestion(f, 'complaints', 3);
    await makePhotoQuestion(f, 'neighbour_relations', 3);
  });

  async function uploaded(
    key: string,
    file: Buffer,
    role: 'farmer' | 'expert' = 'farmer',
    questionnaire = f.questionnaireId.own,
  ) {
    const question = await f.filled.question(questionnaire, key);
    const reply = await uploadAs(f, role, question, file);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return String(reply.body.data.fileName);
  }

  async function photoRows(fileNames: readonly string[]): Promise<number> {
    const row = await one(
      f.database,
      sql`select count(*) as n from photo where file_name in (${sql.join(
        fileNames.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    );
    return Number(row.n);
  }

  it('removes a photo and its blob when a save no longer names it, and keeps the others', async () => {
    const question = await own('complaints');
    const before = await storedPhotos(f);
    const first = await uploaded('complaints', await photoFile('jpeg', { width: 11, height: 11 }));
    const second = await uploaded('complaints', await photoFile('jpeg', { width: 12, height: 12 }));
    expect(await storedPhotos(f)).toEqual({ photos: before.photos + 2, blobs: before.blobs + 2 });
    await save(f, 'farmer', question, [{ answer: first, text: 'Gate' }, { answer: second }]);
    // The same two again, captions changed: nothing is removed.
    await save(f, 'farmer', question, [{ answer: second, text: 'Yard' }, { answer: first }]);
    expect(await photoRows([first, second])).toBe(2);

    await save(f, 'farmer', question, [{ answer: second, text: 'Yard' }]);
    expect(await photoRows([first, second])).toBe(1);
    expect(await storedPhotos(f)).toEqual({ photos: before.photos + 1, blobs: before.blobs + 1 });

    // The delete call removes the answer, the photo and its blob.
    expect((await callAs(f, 'farmer', 'delete', `question/delete/${question}`)).status).toBe(200);
    expect((await storedState(f, question)).answers).toEqual([]);
    expect(await storedPhotos(f)).toEqual(before);
  });

  it('keeps a blob two photos share until the last of them is gone', async () => {
    const before = await storedPhotos(f);
    const bytes = await photoFile('png', { width: 13, height: 13 });
    const here = await uploaded('complaints', bytes);
    const there = await uploaded('neighbour_relations', bytes);
    expect(await storedPhotos(f)).toEqual({ photos: before.photos + 2, blobs: before.blobs + 1 });
    expect((await callAs(f, 'farmer', 'delete', `photo/${here}`)).body.data).toEqual({ removed: true });
    expect(await storedPhotos(f)).toEqual({ photos: before.photos + 1, blobs: before.blobs + 1 });
    expect((await callAs(f, 'farmer', 'delete', `photo/${there}`)).body.data).toEqual({ removed: true });
    expect(await storedPhotos(f)).toEqual(before);
    // Discarded: a save naming it is refused.
    const refused = await save(f, 'farmer', await own('complaints'), [{ answer: here }], { status: 400 });
    expect(refused.body.error).toBe('PHOTO_UNKNOWN');
  });

  it('keeps a discarded photo a saved answer still names, until a save without it', async () => {
    const question = await own('complaints');
    const photo = await uploaded('complaints', await photoFile('webp', { width: 14, height: 14 }));
    await save(f, 'farmer', question, [{ answer: photo }]);
    expect((await callAs(f, 'farmer', 'delete', `photo/${photo}`)).body.data).toEqual({ removed: false });
    expect(await photoRows([photo])).toBe(1);
    await save(f, 'farmer', question, []);
    expect(await photoRows([photo])).toBe(0);
  });

  it('removes the photos of an answer skip logic removes', async () => {
    await makePhotoQuestion(f, 'last_visit_date', 2);
    await f.addInstance(f.questionnaireId.own, 'public_engagement');
    const visitors = await own('visitors_hosted');
    const lastVisit = await own('last_visit_date');
    await save(f, 'farmer', visitors, [{ answerListId: await f.dic.option('visitors_hosted', 'yes') }]);
    const before = await storedPhotos(f);
    const photo = await uploaded('last_visit_date', await photoFile('jpeg', { width: 15, height: 15 }));
    await save(f, 'farmer', lastVisit, [{ answer: photo, text: 'Open day' }]);
    await save(f, 'farmer', visitors, [{ answerListId: await f.dic.option('visitors_hosted', 'no') }]);
    expect((await storedState(f, lastVisit)).answers).toEqual([]);
    expect(await photoRows([photo])).toBe(0);
    expect(await storedPhotos(f)).toEqual(before);
  });

  it('removes the photos of a deleted questionnaire with their blobs', async () => {
    const before = await storedPhotos(f);
    const question = await f.filled.question(f.questionnaireId.assigned, 'complaints');
    const photo = await uploaded(
      'complaints',
      await photoFile('jpeg', { width: 16, height: 16 }),
      'expert',
      f.questionnaireId.assigned,
    );
    await save(f, 'expert', question, [{ answer: photo }]);
    await uploaded(
      'complaints',
      await photoFile('jpeg', { width: 17, height: 17 }),
      'expert',
      f.questionnaireId.assigned,
    );
    expect(await storedPhotos(f)).toEqual({ photos: before.photos + 2, blobs: before.blobs + 2 });
    const removed = await callAs(f, 'farmer', 'delete', `questinnaire/${f.questionnaireId.assigned}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await storedPhotos(f)).toEqual(before);
  });

  it('removes, a day later, an upload no save named, and keeps named and recent ones', async () => {
    const question = await own('neighbour_relations');
    const named = await uploaded('neighbour_relations', await photoFile('jpeg', { width: 18, height: 18 }));
    await save(f, 'farmer', question, [{ answer: named }]);
    const forgotten = await uploaded(
      'neighbour_relations',
      await photoFile('jpeg', { width: 19, height: 19 }),
    );
    const recent = await uploaded('neighbour_relations', await photoFile('png', { width: 19, height: 19 }));
    await f.database.db.execute(
      sql`update photo set uploaded_at = now() - interval '25 hours' where file_name in (${named}, ${forgotten})`,
    );
    const before = await storedPhotos(f);
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const stop = startHousekeeping(f.database.db, log, () => new Date());
    await stop();
    expect(await photoRows([named, forgotten, recent])).toBe(2);
    expect(await photoRows([forgotten])).toBe(0);
    expect(await storedPhotos(f)).toEqual({ photos: before.photos - 1, blobs: before.blobs - 1 });
    expect(lines.join('')).toContain('"photos":1');
    const rows = await selectRows(
      f.database,
      sql`select count(*) as n from photo_blob b
      where not exists (select 1 from photo p where p.sha256 = b.sha256)`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
