import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema; both drivers run the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/data/schema/index.ts',
  out: './server/data/migrations',
});
