import type { Database } from '@server/data/database';
import type { ApiSettings } from '@server/routes/api';
import { testApp, type TestApp } from '@tests/support/test-app';
import { openTestDatabase } from '@tests/support/test-database';

/** The test database and the app on it that a describe block's tests share. */
export interface SuiteApp {
  database: Database;
  t: TestApp;
}

/**
 * Opens a test database and an app on it before the enclosing describe block's tests and closes the
 * database after them. Call it in the describe body; read the fields in hooks and tests only, since
 * they are set in `beforeAll`.
 */
export function appForSuite(overrides: Partial<ApiSettings> = {}): SuiteApp {
  const suite = {} as SuiteApp;
  beforeAll(async () => {
    suite.database = await openTestDatabase();
    suite.t = testApp(suite.database, overrides);
  });
  afterAll(async () => {
    await suite.database.close();
  });
  return suite;
}
