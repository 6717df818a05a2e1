import { Writable } from 'node:stream';
import sharp from 'sharp';
import { exportAnswers } from '@server/domain/export/export-answers';
import { ROLE } from '@server/shared/roles';
import { fillFixture, type FillFixture } from '../../routes/fill/fill-fixture';
import { save } from '../../routes/fill/write/write-support';
import { makePhotoQuestion, uploadAs } from '../../routes/photos/photo-support';

/** An output that takes every byte and keeps none, counting them, and calls `onBytes` after each write. */
function sink(onBytes: (bytes: number) => void = () => undefined): Writable & { bytes: number } {
  const output = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        output.bytes += chunk.length;
        onBytes(output.bytes);
        done();
      },
    }),
    { bytes: 0 },
  );
  return output;
}

/** A PNG of noise: it does not compress, so the zip's bytes show how many photos went out. */
function noisyPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 300,
      height: 300,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
}

/**
 * A download with photos (issue 24) the client gives up while the photos are written stops there:
 * no further photo is read, and the zip is abandoned rather than ended as if it were whole.
 */
describe('a cancelled export with photos', () => {
  let f: FillFixture;
  let general: number;
  const photoBytes: number[] = [];

  beforeAll(async () => {
    f = await fillFixture();
    general = await f.dic.form('general');
    await makePhotoQuestion(f, 'sows_total', 10);
    const question = await f.filled.question(f.questionnaireId.own, 'sows_total');
    const names: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const file = await noisyPhoto();
      const reply = await uploadAs(f, 'farmer', question, file);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      names.push(String(reply.body.data.fileName));
      photoBytes.push(file.length);
    }
    await save(
      f,
      'farmer',
      question,
      names.map((answer) => ({ answer, text: null })),
    );
  });
  afterAll(async () => {
    await f.close();
  });

  const prepare = () =>
    exportAnswers(
      f.database.db,
      { id: f.userId.coordinator, roleId: ROLE.coordinator },
      { localeDicId: '1', farmId: String(f.unitId.own), formId: String(general), photos: 'true' },
      { now: () => new Date(), batchSize: 50 },
    );
  const allPhotos = () => photoBytes.reduce((sum, bytes) => sum + bytes, 0);

  it('writes every photo of a download that runs to its end, and ends the zip', async () => {
    const output = sink();
    const summary = await (await prepare()).write(output);
    expect(summary.cancelled).toBe(false);
    expect(output.writableFinished).toBe(true);
    expect(output.bytes).toBeGreaterThan(allPhotos());
  });

  it('stops between photos once the signal fires, leaving the zip unended', async () => {
    const client = new AbortController();
    const first = photoBytes[0] ?? 0;
    // Fires within the first photo: the workbook before it is far smaller than a photo of noise.
    const output = sink((bytes) => {
      if (bytes > first / 2) client.abort();
    });
    const summary = await (await prepare()).write(output, { signal: client.signal });
    expect(summary.cancelled).toBe(true);
    expect(output.writableEnded).toBe(false);
    // At most the photo being written when the signal fired (and what was already on its way).
    expect(output.bytes).toBeLessThan(allPhotos() - first);
  });
});
