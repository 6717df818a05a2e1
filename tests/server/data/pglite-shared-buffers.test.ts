import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase } from '@server/data/database';
import { selectRows } from '@tests/support/test-database';

describe('the embedded database', () => {
  it('runs with the buffer cache it is given (PGLITE_SHARED_BUFFERS)', async () => {
    const template = inject('templateDatabase');
    // The test snapshot when the tests run on PGlite (quicker than a new cluster), else a new one.
    const loadDataDir =
      template.kind === 'pglite' ? new Blob([readFileSync(template.snapshotFile)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', sharedBuffers: '16MB', loadDataDir });
    try {
      const [setting] = await selectRows(database, sql`show shared_buffers`);
      expect(setting?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  });
});
