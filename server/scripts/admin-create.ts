import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { databaseTargetOf, readConfig } from '../config';
import { openDatabase } from '../data/database';
import { runMigrations } from '../data/migrate';
import { seedDatabase } from '../data/seed/seed';
import { addMainAdministrator } from '../domain/access/add-main-administrator';
import { AppError } from '../domain/app-error';
import { translate } from '../i18n/index';

// `npm run admin:create`: the main administrator of a new deployment, from ADMIN_EMAIL and
// ADMIN_PASSWORD or asked on the terminal. Uses the database the server would (DATABASE_URL or DATA_DIR).
async function ask(question: string): Promise<string> {
  const terminal = createInterface({ input: stdin, output: stdout, terminal: stdin.isTTY });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

const config = readConfig();
const email = process.env.ADMIN_EMAIL ?? (await ask('E-mail of the main administrator: '));
const password = process.env.ADMIN_PASSWORD ?? (await ask('Password (at least 8 characters): '));
const database = await openDatabase(databaseTargetOf(config));
try {
  await runMigrations(database);
  await seedDatabase(database.db, { demo: false });
  const administrator = await addMainAdministrator(database.db, { email, password, now: new Date() });
  console.info(`Main administrator ${administrator.email} created; log in at ${config.publicUrl}.`);
} catch (error) {
  console.error(error instanceof AppError ? translate('en', `errors.${error.code}`) : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
