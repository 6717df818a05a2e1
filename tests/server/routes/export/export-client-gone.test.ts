import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { EXPORT_BATCH_SIZE } from '@server/domain/export/export-answers';
import { seedAnsweredCopies } from '@tests/support/export-volume';
import { selectRows } from '@tests/support/test-database';
import {
  EXPORT,
  answerOwnQuestionnaire,
  exportAs,
  exportFixture,
  type ExportFixture,
} from './export-support';

/** The "Export cancelled by the client after N rows (M batches read)" line the route logs, once logged. */
async function cancelledLine(lines: string[]): Promise<string> {
  for (let waited = 0; waited < 20_000; waited += 50) {
    const line = lines.find((text) => text.startsWith('Export cancelled by the client'));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No cancellation was logged: ${lines.join(' | ')}`);
}

/**
 * A client that drops its connection in the middle of a download stops the export's reading
 * (issue 17): over a real HTTP connection, not a stream of the test's own. The export covers
 * several batches per form; the client goes away when the reply's headers arrive, and the server
 * reads no more than a batch or two of what is left, then answers the next request as usual.
 */
describe('an export whose client goes away', () => {
  let f: ExportFixture;
  let server: Server;
  let unitTypeId: number;
  let batchesOfWholeExport: number;
  let formIds: string;

  beforeAll(async () => {
    f = await exportFixture();
    // The farmer's questionnaire gets answers through the save call; the copies take them over.
    await answerOwnQuestionnaire(f);
    // Three batches per form on this kind of database.
    const batchSize = EXPORT_BATCH_SIZE[f.database.kind];
    const copies = 3 * batchSize;
    await seedAnsweredCopies(f.database, copies);
    const [copy] = await selectRows(f.database, sql`select unit_type_id from unit where number = 'X-000001'`);
    unitTypeId = Number(copy?.unit_type_id);
    const forms = await selectRows(
      f.database,
      sql`select id from form where questionnaire_type_id = ${f.demoTypeId} order by id`,
    );
    formIds = forms.map((form) => String(form.id)).join(',');
    // Each form reads its questionnaires in batches, at least copies / batchSize of them.
    batchesOfWholeExport = forms.length * (copies / batchSize);
    server = f.t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  }, 180_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await f.close();
  });

  it('stops reading batches once the connection is gone, and serves the next export', async () => {
    const logged: string[] = [];
    const info = vi.spyOn(console, 'info').mockImplementation((text: unknown) => {
      logged.push(String(text));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const headers = await new Promise<number>((resolve, reject) => {
        const call = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: `${EXPORT}?localeDicId=1&farmTypeId=${unitTypeId}&formId=${formIds}`,
            headers: { Authorization: f.exportBearer.coordinator },
          },
          (reply) => {
            resolve(reply.statusCode ?? 0);
            // Gone as soon as the file starts: the socket closes under the server's feet.
            call.destroy();
          },
        );
        call.on('error', (error) => {
          if (!call.destroyed) reject(error);
        });
        call.end();
      });
      expect(headers).toBe(200);
      const line = await cancelledLine(logged);
      const batches = Number(/\((\d+) batches read\)/.exec(line)?.[1]);
      expect(batches).toBeGreaterThanOrEqual(1);
      expect(batches).toBeLessThan(batchesOfWholeExport / 2);
    } finally {
      info.mockRestore();
    }
    // The database is not left busy with the abandoned download.
    const next = await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own });
    expect(next.status).toBe(200);
  });
});
