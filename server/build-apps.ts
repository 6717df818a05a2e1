import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Whether both apps have been built into distDir. */
export function appsBuilt(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html')) && existsSync(join(distDir, 'studio', 'index.html'));
}

/** Folders and files the apps are built from (besides node_modules, named by the lock file). */
const appSourceFolders = ['runtime', 'studio', 'widgets', 'engine', 'schemas', 'public'];
const appSourceFiles = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** Beside Vite's own manifest; dotted folders are not served. */
const sourcesRecord = (outDir: string): string => join(outDir, '.vite', 'sources.sha256');

/**
 * One SHA-256 over the path and content of every file the apps are built from: a few hundred files,
 * some tens of milliseconds, so it is worth checking at every start (a `git pull` changes it).
 */
export function appSourcesDigest(root: string): string {
  const hash = createHash('sha256');
  const files = appSourceFolders.flatMap((folder) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
      : [],
  );
  files.push(...appSourceFiles.map((file) => join(root, file)).filter((file) => existsSync(file)));
  for (const file of files.map((path) => relative(root, path).split(sep).join('/')).sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export type AppsBuildState = { current: true } | { current: false; reason: string };

/** Whether distDir holds both apps built from the sources as they are now. */
export function appsBuildState(root: string, distDir: string): AppsBuildState {
  if (!appsBuilt(distDir)) return { current: false, reason: 'no build' };
  const record = sourcesRecord(distDir);
  if (!existsSync(record)) return { current: false, reason: 'built from unrecorded sources' };
  return readFileSync(record, 'utf8').trim() === appSourcesDigest(root)
    ? { current: true }
    : { current: false, reason: 'the sources changed' };
}

export interface BuildAppsOptions {
  /**
   * Folder to build into instead of root/dist: the bundle bench and the build test build beside the
   * dist/ that a running server or the browser tests use, without replacing it under them.
   */
  outDir?: string;
  /**
   * Also write hidden source maps (x.js.map, no comment in x.js): the bundle bench reads from them
   * which packages each script holds. Sizes of the scripts are unchanged.
   */
  sourceMaps?: boolean;
}

/**
 * Builds the runtime and the studio with Vite (pre-compressed, with a manifest) into root/dist, and
 * records the digest of the sources they were built from (see appsBuildState).
 */
export function buildApps(root: string, options: BuildAppsOptions = {}): void {
  const digest = appSourcesDigest(root);
  const outDir = options.outDir === undefined ? [] : ['--outDir', options.outDir, '--emptyOutDir'];
  const sourceMaps = options.sourceMaps === true ? ['--sourcemap', 'hidden'] : [];
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--logLevel',
      'warn',
      ...outDir,
      ...sourceMaps,
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  writeFileSync(sourcesRecord(options.outDir ?? join(root, 'dist')), `${digest}\n`);
}
