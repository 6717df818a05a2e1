import { sql } from 'drizzle-orm';
import { openDatabase } from '@server/data/database';

describe('the embedded database', () => {
  it('runs with the buffer cache it is given, and with PGlite’s own without one', async () => {
    const sized = await openDatabase({ kind: 'pglite', sharedBuffers: '16MB' });
    const plain = await openDatabase({ kind: 'pglite' });
    try {
      const shown = async (database: typeof sized) =>
        (await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`)).rows[0]
          ?.shared_buffers;
      expect(await shown(sized)).toBe('16MB');
      expect(await shown(plain)).toBe('128MB');
    } finally {
      await sized.close();
      await plain.close();
    }
  });
});
