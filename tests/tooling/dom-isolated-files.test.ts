import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { domIsolatedFiles } from '@tests/setup/dom-isolated-files';

const root = fileURLToPath(new URL('../..', import.meta.url));

function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => relative(root, join(root, folder, file)));
}

/**
 * The 'dom' project shares a worker's modules between test files (vitest.config.ts): a file that
 * replaces a module would replace it for the files after it, so it must run in 'dom-isolated'.
 */
describe('the dom test files run isolated', () => {
  const domFiles = ['tests/runtime', 'tests/studio', 'tests/widgets'].flatMap(testFiles);

  it('include every dom test file that mocks a module', () => {
    const mocking = domFiles.filter((file) =>
      /\bvi\.(mock|doMock|unmock|resetModules)\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !domIsolatedFiles.includes(file))).toEqual([]);
  });

  it('name only files that exist', () => {
    expect(domIsolatedFiles.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
});
