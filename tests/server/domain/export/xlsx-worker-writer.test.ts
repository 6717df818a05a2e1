import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { ExportFileWriter } from '@server/domain/export/export-file-writer';
import { xlsxWorkerWriter } from '@server/domain/export/xlsx-worker-writer';
import { workbookOfBytes } from '../../routes/export/export-support';

/** An output that keeps every byte, and whether it was ended. */
function collected(): { output: PassThrough; bytes: () => Buffer; ended: () => boolean } {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  let ended = false;
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  output.on('end', () => (ended = true));
  return { output, bytes: () => Buffer.concat(chunks), ended: () => ended };
}

/** The threads of this process (/proc/self/status): a worker thread is one of them. */
function threads(): number {
  return Number(/Threads:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
}

/** The thread count once it is at most `limit` (other threads of a test worker may end meanwhile). */
async function threadsSettleAtMost(limit: number): Promise<number> {
  for (let waited = 0; waited < 3_000 && threads() > limit; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return threads();
}

/** A one-sheet workbook written whole, except that `output` may go away before its end. */
async function writeWorkbook(output: PassThrough): Promise<void> {
  const writer = xlsxWorkerWriter(output);
  writer.startSheet('Answers', ['unit']);
  await writeBatch(writer, [['PL-001']]);
  await writer.endSheet();
  await writer.finish();
}

async function writeBatch(writer: ExportFileWriter, rows: (string | number | boolean | null | Date)[][]) {
  for (const row of rows) writer.addRow(row);
  await writer.ready();
}

/**
 * The XLSX export's writer on a worker thread (docs/decisions.md, issue 17): the rows go to the
 * worker batch by batch, its bytes come back into the output in order, and a failure or an abandoned
 * download never leaves a file that looks whole.
 */
describe('the XLSX writer on a worker thread', () => {
  it('writes typed rows of several sheets and batches into a workbook exceljs reads back', async () => {
    const { output, bytes, ended } = collected();
    const writer = xlsxWorkerWriter(output);
    writer.startSheet('Answers', ['unit', 'count', 'done', 'created']);
    const created = new Date(Date.UTC(2026, 10, 27, 8, 30, 0));
    await writeBatch(writer, [['PL-001', 12.5, true, created]]);
    await writeBatch(writer, [
      ['PL-002', -3, false, null],
      ['=cmd', 0, true, null],
    ]);
    await writer.endSheet();
    writer.startSheet('Columns', ['column']);
    await writeBatch(writer, [['unit']]);
    await writer.endSheet();
    await writer.finish();
    expect(ended()).toBe(true);

    const workbook = await workbookOfBytes(bytes());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Answers', 'Columns']);
    const answers = workbook.getWorksheet('Answers');
    expect(answers?.getRow(2).getCell(1).value).toBe('PL-001');
    expect(answers?.getRow(2).getCell(2).value).toBe(12.5);
    expect(answers?.getRow(2).getCell(3).value).toBe(true);
    expect(answers?.getRow(2).getCell(4).value).toEqual(created);
    expect(answers?.getRow(3).getCell(2).value).toBe(-3);
    expect(answers?.getRow(4).getCell(1).value).toBe("'=cmd");
    expect(answers?.rowCount).toBe(4);
    expect(workbook.getWorksheet('Columns')?.getRow(2).getCell(1).value).toBe('unit');
  });

  it('reports a failure in the worker and does not end the output as if the file were whole', async () => {
    const { output, ended } = collected();
    const writer = xlsxWorkerWriter(output);
    // A row after its sheet has ended: the worker's writer throws.
    writer.startSheet('Answers', ['unit']);
    await writer.endSheet();
    // The batch just sent is still the worker's to write, so `ready` may resolve; `finish` waits for it.
    await writeBatch(writer, [['PL-001']]);
    await expect(writer.finish()).rejects.toThrow('The XLSX export failed: A row outside a sheet');
    await expect(writer.ready()).rejects.toThrow(/XLSX export failed/);
    writer.abandon();
    expect(ended()).toBe(false);
  });

  it('ends its worker thread once the file is whole', async () => {
    // A first workbook starts the thread pool's threads (compression), which stay.
    await writeWorkbook(collected().output);
    const before = threads();
    await writeWorkbook(collected().output);
    expect(await threadsSettleAtMost(before)).toBeLessThanOrEqual(before);
  });

  it('writes nothing more once abandoned, and leaves the output open for the caller to close', async () => {
    const { output, bytes, ended } = collected();
    const writer = xlsxWorkerWriter(output);
    writer.startSheet('Answers', ['unit']);
    await writeBatch(writer, [['PL-001']]);
    writer.abandon();
    const written = bytes().length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bytes().length).toBe(written);
    expect(ended()).toBe(false);
  });
});
