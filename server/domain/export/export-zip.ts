import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { ZipArchive, type EntryData } from 'archiver';

/**
 * A zip (archiver) written into an export's output: the CSV files, or the workbook, and the photos.
 * Entries are written in the order they are added, each once the one before it is whole.
 */
export interface ExportZip {
  /**
   * Adds a file whose content is what gets written into the returned stream, until it ends. `store`
   * keeps the bytes as they are (a workbook or a photo is compressed already).
   */
  entry(name: string, options?: { store?: boolean }): PassThrough;
  /**
   * Adds a file of bytes, stored as they are, and resolves once the zip has taken them (so that the
   * caller holds one such file at a time), or when `signal` fires.
   */
  addFile(name: string, bytes: Buffer, signal?: AbortSignal): Promise<void>;
  /** Ends the zip: everything is written to the output once it resolves. */
  finish(): Promise<void>;
  /** Stops without ending the zip (the client went away): the output gets nothing more. */
  abandon(): void;
}

/** A zip piped into `output`; deflated at the quick `level` 1 where it compresses at all. */
export function exportZip(output: Writable): ExportZip {
  const archive = new ZipArchive({ zlib: { level: 1 } });
  archive.pipe(output);
  let failure: Error | undefined;
  archive.on('error', (error) => {
    failure ??= error;
  });

  /** Resolves once archiver has written the entry named `name`, or fails, or `signal` fires. */
  async function written(name: string, signal?: AbortSignal): Promise<void> {
    const done = new AbortController();
    const waiting = signal ? AbortSignal.any([done.signal, signal]) : done.signal;
    const failed = once(archive, 'error', { signal: waiting }).then(
      ([error]: unknown[]) => {
        throw error instanceof Error ? error : new Error('The zip failed');
      },
      () => undefined,
    );
    const entry = (async () => {
      for (;;) {
        const [data] = (await once(archive, 'entry', { signal: waiting })) as [EntryData];
        if (data.name === name) return;
      }
    })().catch(() => undefined);
    try {
      await Promise.race([entry, failed]);
    } finally {
      done.abort();
    }
  }

  return {
    entry(name, options = {}) {
      const stream = new PassThrough();
      archive.append(stream, { name, store: options.store === true });
      return stream;
    },
    async addFile(name, bytes, signal) {
      if (failure) throw failure;
      const added = written(name, signal);
      archive.append(bytes, { name, store: true });
      await added;
      if (failure) throw failure;
    },
    async finish() {
      const ended = new Promise<void>((resolve, reject) => {
        output.once('finish', resolve);
        output.once('error', reject);
        archive.once('error', reject);
      });
      await archive.finalize();
      await ended;
    },
    abandon() {
      // Detached first, so that aborting the zip does not end the output as if the file were whole.
      archive.unpipe(output);
      archive.abort();
    },
  };
}
