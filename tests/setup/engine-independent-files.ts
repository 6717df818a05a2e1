/**
 * Server test files whose outcome does not depend on TEST_DATABASE_URL: they open no database, or open
 * an embedded PGlite one of their own whatever that variable says (`npm start`, the operator scripts,
 * PGlite's buffer cache). `npm test` runs them; CI's second pass of tests/server on PostgreSQL (.ci/run)
 * leaves them out, since there they would run exactly as in the first pass (main-process, admin-create
 * and db-backup alone took 80-120 s of that pass). .ci/run reads the quoted paths below with grep:
 * keep one per line. tests/tooling/engine-independent-files.test.ts checks that none of them opens the
 * test database.
 */
export const engineIndependentFiles = [
  // An embedded PGlite database under a DATA_DIR of their own, DATABASE_URL removed from the child's
  // environment: `npm start`, `npm run admin:create`, `npm run db:backup` / `db:restore`.
  'tests/server/main-process.test.ts',
  'tests/server/scripts/admin-create.test.ts',
  'tests/server/scripts/db-backup.test.ts',
  // PGlite's shared_buffers setting, on a PGlite database whatever the pass.
  'tests/server/data/pglite-shared-buffers.test.ts',
  // No database at all.
  'tests/server/build-apps.test.ts',
  'tests/server/config.test.ts',
  'tests/server/start-failure.test.ts',
  'tests/server/data/connection-failure.test.ts',
  'tests/server/domain/export/stream-drained.test.ts',
  'tests/server/domain/export/xlsx-worker-writer.test.ts',
  'tests/server/domain/structure/indicators/check-indicator-tree.test.ts',
  'tests/server/http/tile-sources.test.ts',
  'tests/server/i18n/server-messages-translated.test.ts',
  'tests/server/routes/declaration.test.ts',
  'tests/server/routes/static-apps.test.ts',
  'tests/server/shared/nest-indicators.test.ts',
];
