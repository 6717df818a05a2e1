import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

const read = (file: string) => readFileSync(join(root, file), 'utf8');

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => relative(root, join(root, folder, file)));
}

/** The test file or helper an import names, when it is one of the tests' own files. */
function resolvedImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@tests/')) base = join('tests', specifier.slice('@tests/'.length));
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (file) => existsSync(join(root, file)) && statSync(join(root, file)).isFile(),
  );
}

/** The test files of the folders and every helper of tests/ they import, directly or not. */
function testCode(folders: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = folders.flatMap((folder) => filesUnder(folder, /\.test\.ts$/));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier = ''] of read(file).matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      const imported = resolvedImport(file, specifier);
      if (imported && !seen.has(imported)) pending.push(imported);
    }
  }
  return [...seen].sort();
}

/**
 * Module-level `let`s of the server's, engine's and schemas' code, each safe to share between test
 * files run one after another in a worker. A new one needs a reason here (or to become state of a
 * created object, such as the app or the database).
 */
const SHARED_MUTABLE_MODULE_STATE: Record<string, string> = {
  'server/main.ts': 'the process entry point: tests start it as a child process, never import it',
  'server/data/migrate.ts':
    'the migration journal read once from the shipped files, the same for every database',
  'server/domain/export/xlsx-export-worker.ts': 'runs in its own worker thread, one per export',
  'server/domain/photos/inspect-photo.ts':
    'the process-wide turn of photo decodings (at most two at once): back to none after every upload',
};

/** The projects of vitest.config.ts without isolation whose files import the server's modules. */
const SHARING_PROJECTS = {
  node: ['tests/engine', 'tests/schemas', 'tests/server', 'tests/tooling'],
  browser: ['tests/browser'],
};

/**
 * The 'node' and 'browser' projects share a worker's loaded modules between test files (vitest.config.ts,
 * no isolation). That is safe as long as no test file, nor a helper it imports, replaces a module or the
 * environment for the files after it, leaves a spy or fake timers behind, and the server's modules keep
 * no mutable state beyond reviewed caches: the app, the database and the folders are made per file.
 */
describe.each(Object.entries(SHARING_PROJECTS))(
  'the %s test files can share their worker’s modules',
  (_project, folders) => {
    const code = testCode(folders);

    it('finds the test files and their helpers', () => {
      expect(code.filter((file) => file.endsWith('.test.ts')).length).toBeGreaterThan(10);
      expect(code).toContain('tests/support/test-database.ts');
    });

    it('replace no module, environment variable or global (that needs an isolated project, like dom-isolated)', () => {
      const replacing = code.filter((file) =>
        /\bvi\.(mock|doMock|unmock|resetModules|stubEnv|stubGlobal)\(/.test(read(file)),
      );
      expect(replacing).toEqual([]);
    });

    it('change no variable of process.env (child processes get their environment as an option)', () => {
      const changing = code.filter((file) =>
        /process\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\+=|\?\?=|\|\|=)|delete\s+process\.env|Object\.assign\(\s*process\.env/.test(
          read(file),
        ),
      );
      expect(changing).toEqual([]);
    });

    it('restore every spy and fake clock they set', () => {
      const leaving = code.filter((file) => {
        const text = read(file);
        const spies = /\bvi\.spyOn\(/.test(text) && !/\.mockRestore\(|vi\.restoreAllMocks\(/.test(text);
        const timers = /\bvi\.useFakeTimers\(/.test(text) && !/\bvi\.useRealTimers\(/.test(text);
        return spies || timers;
      });
      expect(leaving).toEqual([]);
    });
  },
);

describe('the server code shared by the test files of a worker', () => {
  it('keeps no module-level state but reviewed caches', () => {
    const source = ['server', 'engine', 'schemas'].flatMap((folder) => filesUnder(folder, /\.tsx?$/));
    const stateful = source.filter((file) => /^(export\s+)?(let|var)\s/m.test(read(file)));
    expect(stateful.sort()).toEqual(Object.keys(SHARED_MUTABLE_MODULE_STATE).sort());
  });
});
