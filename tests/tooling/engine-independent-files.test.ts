import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineIndependentFiles } from '@tests/setup/engine-independent-files';

const root = fileURLToPath(new URL('../..', import.meta.url));
const listFile = join(root, 'tests/setup/engine-independent-files.ts');

/**
 * What opens the database a test run chooses (PGlite, or PostgreSQL with TEST_DATABASE_URL): the
 * helpers of tests/support/test-database.ts and the fixtures and app helpers built on them.
 */
const OPENS_TEST_DATABASE =
  /\b(openTestDatabase|testDatabaseTarget|emptyDatabase|appForSuite|startAppServer|[a-z]+Fixture)\(|TEST_DATABASE_URL/;

/**
 * CI's PostgreSQL pass leaves out the server test files of tests/setup/engine-independent-files.ts: a
 * file that opens the test database would then never run on PostgreSQL.
 */
describe('the server test files left out of the PostgreSQL pass', () => {
  it('open no test database', () => {
    expect(engineIndependentFiles.length).toBeGreaterThan(0);
    const opening = engineIndependentFiles.filter((file) =>
      OPENS_TEST_DATABASE.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(opening).toEqual([]);
  });

  it('name only server test files that exist', () => {
    expect(
      engineIndependentFiles.filter(
        (file) => !/^tests\/server\/.+\.test\.ts$/.test(file) || !existsSync(join(root, file)),
      ),
    ).toEqual([]);
  });

  it('are all found by the grep .ci/run reads them with', () => {
    const grepped = [...readFileSync(listFile, 'utf8').matchAll(/'(tests\/[^']+\.test\.ts)'/g)].map(
      (match) => match[1],
    );
    expect(grepped).toEqual(engineIndependentFiles);
    expect(readFileSync(join(root, '.ci/run'), 'utf8')).toContain(
      `grep -oE "'tests/[^']+\\.test\\.ts'" tests/setup/engine-independent-files.ts`,
    );
  });
});
