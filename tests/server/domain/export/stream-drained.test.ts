import { PassThrough, Writable } from 'node:stream';
import { streamDrained } from '@server/domain/export/stream-drained';

/** A writable that takes a chunk only when `release()` is called. */
function heldStream(objectMode = false): Writable & { release(): void } {
  const waiting: (() => void)[] = [];
  const stream = new Writable({
    objectMode,
    highWaterMark: objectMode ? 2 : 4,
    write(_chunk, _encoding, done) {
      waiting.push(done);
    },
  });
  return Object.assign(stream, {
    release() {
      for (const done of waiting.splice(0)) done();
    },
  });
}

/**
 * The export's back-pressure (docs/decisions.md, issue 17): between batches it waits while a stream
 * (the reply, a sheet's compressor, the CSV rows) holds more than it may, and never past the signal.
 */
describe('waiting for a stream to drain', () => {
  it('returns at once while the stream holds little', async () => {
    const stream = heldStream();
    stream.write('ab');
    await expect(streamDrained(stream, undefined, { bytes: 100, records: 100 })).resolves.toBeUndefined();
  });

  it('waits while a stream holds more than its backlog, until it has taken everything', async () => {
    const stream = heldStream();
    for (let n = 0; n < 10; n += 1) stream.write('abcd');
    let drained = false;
    const waiting = streamDrained(stream, undefined, { bytes: 8, records: 8 }).then(() => (drained = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    const releasing = setInterval(() => stream.release(), 1);
    await waiting;
    clearInterval(releasing);
    expect(stream.writableLength).toBe(0);
  });

  it('counts an object-mode stream in records', async () => {
    const stream = heldStream(true);
    for (let n = 0; n < 3; n += 1) stream.write(['a', 'b']);
    await expect(streamDrained(stream, undefined, { bytes: 0, records: 3 })).resolves.toBeUndefined();
    let drained = false;
    const waiting = streamDrained(stream, undefined, { bytes: 1_000_000, records: 2 }).then(
      () => (drained = true),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    const releasing = setInterval(() => stream.release(), 1);
    await waiting;
    clearInterval(releasing);
  });

  it('stops waiting when the signal fires or the stream is gone', async () => {
    const stream = heldStream();
    for (let n = 0; n < 10; n += 1) stream.write('abcd');
    const client = new AbortController();
    const waiting = streamDrained(stream, client.signal, { bytes: 0, records: 0 });
    client.abort();
    await expect(waiting).resolves.toBeUndefined();
    const gone = new PassThrough({ highWaterMark: 1 });
    gone.write('abc');
    const closing = streamDrained(gone, undefined, { bytes: 0, records: 0 });
    gone.destroy();
    await expect(closing).resolves.toBeUndefined();
  });
});
