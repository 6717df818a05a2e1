import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { photoFile, notPhotos } from '@tests/fixtures/photo-files';
import { selfRegistered } from '@tests/support/self-registered';
import { testApp } from '@tests/support/test-app';
import { selectRows } from '@tests/support/test-database';
import { callAs, fillFixtureForSuite, fillState, save, SECURED } from '../fill/write/write-support';
import { fetchPhoto, makePhotoQuestion, storedPhotos, upload, uploadAs } from './photo-support';

/**
 * Photo answers (issue 24): what the upload takes (JPEG, PNG, WebP by content, at most the size cap and
 * the question's number of photos), how the photo is served, and who may upload, read and discard.
 */
describe('photo upload and serving', () => {
  const f = fillFixtureForSuite();
  const own = () => f.filled.question(f.questionnaireId.own, 'complaints');
  const assigned = () => f.filled.question(f.questionnaireId.assigned, 'complaints');
  /** The WebP the expert uploads to the assigned questionnaire in the first test. */
  let expertPhoto = '';

  beforeAll(async () => {
    await makePhotoQuestion(f, 'complaints', 2);
  });

  it('takes a JPEG, a PNG and a WebP by their content and serves each with its own type', async () => {
    const question = await f.filled.question(f.questionnaireId.other, 'complaints');
    expect(question).toBeGreaterThan(0);
    // Each on a question of its own questionnaire: the own one takes two, the assigned one two more.
    const cases = [
      { format: 'jpeg', type: 'image/jpeg', extension: 'jpg', target: own, role: 'farmer' },
      { format: 'png', type: 'image/png', extension: 'png', target: own, role: 'farmer' },
      { format: 'webp', type: 'image/webp', extension: 'webp', target: assigned, role: 'expert' },
    ] as const;
    for (const { format, type, extension, target, role } of cases) {
      const file = await photoFile(format, { width: 80, height: 60 });
      // The name and the type the client claims are not what decides.
      const reply = await uploadAs(f, role, await target(), file, 'anything.bin');
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data).toMatchObject({
        contentType: type,
        byteSize: file.length,
        width: 80,
        height: 60,
      });
      expect(reply.body.data.fileName).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`));
      if (role === 'expert') expertPhoto = reply.body.data.fileName;

      const served = await fetchPhoto(f.app, f.bearer[role], reply.body.data.fileName);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toMatch(/^private/);
      expect(Buffer.compare(served.body, file)).toBe(0);

      const thumbnail = await fetchPhoto(f.app, f.bearer[role], reply.body.data.fileName, true);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
      expect(thumbnail.headers['cache-control']).toMatch(/^private/);
      expect((await sharp(thumbnail.body).metadata()).format).toBe('jpeg');
    }
  });

  it('gives the size upright and a thumbnail of at most 320 px of a turned phone photo', async () => {
    const question = await assigned();
    // 600 × 400 stored, EXIF orientation 6: the photo is 400 wide and 600 high when shown.
    const file = await photoFile('jpeg', { width: 600, height: 400, orientation: 6 });
    const reply = await uploadAs(f, 'expert', question, file);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ width: 400, height: 600 });
    const thumbnail = await fetchPhoto(f.app, f.bearer.expert, reply.body.data.fileName, true);
    const metadata = await sharp(thumbnail.body).metadata();
    expect([metadata.width, metadata.height]).toEqual([213, 320]);
  });

  it('refuses a renamed PDF, an SVG, an HTML page and an empty request with a translated message, storing nothing', async () => {
    const question = await f.filled.question(f.questionnaireId.own, 'complaints');
    const before = await storedPhotos(f);
    for (const [file, name] of [
      [notPhotos.pdfNamedJpg, 'scan.jpg'],
      [notPhotos.svg, 'drawing.svg'],
      [notPhotos.html, 'page.png'],
    ] as const) {
      const reply = await upload(f.app, f.bearer.farmer, question, file, name, 'pl');
      expect(reply.status).toBe(415);
      expect(reply.body).toMatchObject({ success: false, error: 'PHOTO_TYPE_REFUSED' });
      expect(reply.body.message).toContain('JPEG, PNG i WebP');
    }
    const empty = await request(f.app)
      .post(`${SECURED}/photo/upload/${question}`)
      .set('Authorization', f.bearer.farmer)
      .field('caption', 'no file');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('PHOTO_MISSING');
    for (const twoOrOther of [
      request(f.app)
        .post(`${SECURED}/photo/upload/${question}`)
        .attach('photo', notPhotos.svg, 'a.jpg')
        .attach('photo', notPhotos.svg, 'b.jpg'),
      request(f.app).post(`${SECURED}/photo/upload/${question}`).attach('file', notPhotos.svg, 'a.jpg'),
    ]) {
      const reply = await twoOrOther.set('Authorization', f.bearer.farmer).set('Accept-Language', 'nl');
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        error: 'PHOTO_ONE_AT_A_TIME',
        message: expect.stringContaining('één foto'),
      });
    }
    const json = await callAs(f, 'farmer', 'post', `photo/upload/${question}`).send({ photo: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.error).toBe('PHOTO_MISSING');
    expect(await storedPhotos(f)).toEqual(before);
  });

  it('refuses a file over the configured size cap with the cap in the message, storing nothing', async () => {
    const small = testApp(f.database, { photoMaxBytes: 100_000 });
    const login = await request(small.app)
      .post('/api/user/login/web')
      .type('form')
      .send({ email: 'farmer@example.com', password: 'Demo#2026pass' })
      .expect(200);
    const bearer = `Bearer ${String(login.body.data.token)}`;
    const question = await f.filled.question(f.questionnaireId.own, 'complaints');
    // Random pixels do not compress: a PNG of them is over the cap.
    const large = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    expect(large.length).toBeGreaterThan(100_000);
    const before = await storedPhotos(f);
    const reply = await upload(small.app, bearer, question, large, 'big.png', 'de');
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ success: false, error: 'PHOTO_TOO_LARGE' });
    expect(reply.body.message).toContain('0.1 MB');
    expect(await storedPhotos(f)).toEqual(before);
  });

  it('refuses a photo over the question’s number, in the caller’s language, storing nothing', async () => {
    // The own question holds two photos from the first test: its max is 2.
    const question = await own();
    const before = await storedPhotos(f);
    const state = await fillState(f);
    const reply = await upload(f.app, f.bearer.farmer, question, await photoFile('jpeg'), 'third.jpg', 'fi');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, error: 'TOO_MANY_PHOTOS' });
    expect(reply.body.message).toContain('2');
    expect(await storedPhotos(f)).toEqual(before);
    expect(await fillState(f)).toBe(state);
  });

  it('refuses an upload to a question that takes no photos', async () => {
    const question = await f.filled.question(f.questionnaireId.own, 'total_area');
    const reply = await uploadAs(f, 'farmer', question, await photoFile('jpeg'));
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('NOT_A_PHOTO_QUESTION');
  });

  it('keeps every photo from strangers: another farmer, an unassigned expert, other roles', async () => {
    const question = await assigned();
    const fileName = expertPhoto;
    const before = await storedPhotos(f);

    const t = testApp(f.database);
    const farmer = await selfRegistered(t, 'photo.farmer@example.com', 3);
    const expert = await selfRegistered(t, 'photo.expert@example.com', 4);
    for (const stranger of [farmer, expert]) {
      for (const thumbnail of [false, true]) {
        const read = await fetchPhoto(t.app, stranger.bearer, fileName, thumbnail);
        expect(read.status, `${stranger.userId} ${fileName} ${thumbnail}`).toBe(404);
        expect(read.headers['content-type']).toMatch(/json/);
      }
      const sent = await upload(t.app, stranger.bearer, question, await photoFile('jpeg'));
      expect(sent.status).toBe(404);
      const discarded = await request(t.app)
        .delete(`${SECURED}/photo/${fileName}`)
        .set('Authorization', stranger.bearer);
      expect(discarded.status).toBe(404);
    }
    // The demo farmer into the other farmer's questionnaire.
    const other = await f.filled.question(f.questionnaireId.other, 'complaints');
    expect((await uploadAs(f, 'farmer', other, await photoFile('jpeg'))).status).toBe(404);
    // Roles that do not fill questionnaires are refused before anything is read.
    for (const role of ['coordinator', 'observer', 'admin'] as const) {
      expect((await uploadAs(f, role, question, await photoFile('jpeg'))).status).toBe(403);
      expect((await callAs(f, role, 'delete', `photo/${fileName}`)).status).toBe(403);
    }
    expect(await storedPhotos(f)).toEqual(before);

    // Those who may read the questionnaire's answers see it: its farmer, its expert, and the coordinator
    // and observer holding rights to its type.
    for (const role of ['farmer', 'expert', 'coordinator', 'observer'] as const) {
      expect((await fetchPhoto(f.app, f.bearer[role], fileName, true)).status).toBe(200);
    }
  });

  it('refuses malformed names and ids without reaching the database', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'abc.jpg', '00000000-0000-0000-0000-000000000000.gif']) {
      expect((await fetchPhoto(f.app, f.bearer.farmer, name)).status).toBe(400);
    }
    expect(
      (await fetchPhoto(f.app, f.bearer.farmer, '00000000-0000-4000-8000-000000000000.jpg')).status,
    ).toBe(404);
    for (const id of ['abc', '-1', '2147483648']) {
      const reply = await upload(f.app, f.bearer.farmer, id as unknown as number, await photoFile('jpeg'));
      expect([400, 404]).toContain(reply.status);
    }
  });

  it('saves an answer naming its own photos only, with captions', async () => {
    const question = await assigned();
    // The assigned question holds two photos (the WebP and the turned JPEG).
    const rows = await selectRows(
      f.database,
      sql`select file_name from photo where filled_question_id = ${question} order by uploaded_at limit 2`,
    );
    const names = rows.map((row) => String(row.file_name));
    expect(names).toHaveLength(2);
    await save(f, 'expert', question, [
      { answer: names[0] ?? '', text: 'North wall of the store' },
      { answer: names[1] ?? '', text: null },
    ]);
    // A photo of another filled question, or a made-up name, is refused.
    const ownQuestion = await own();
    const refused = await save(f, 'farmer', ownQuestion, [{ answer: names[0] ?? '' }], { status: 400 });
    expect(refused.body.error).toBe('PHOTO_UNKNOWN');
    const madeUp = await save(
      f,
      'farmer',
      ownQuestion,
      [{ answer: '00000000-0000-4000-8000-000000000000.jpg' }],
      { status: 400, language: 'it' },
    );
    expect(madeUp.body).toMatchObject({ error: 'PHOTO_UNKNOWN', message: expect.stringContaining('foto') });
  });
});
