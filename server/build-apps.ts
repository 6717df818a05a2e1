import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Whether both apps have been built into distDir. */
export function appsBuilt(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html')) && existsSync(join(distDir, 'studio', 'index.html'));
}

export interface BuildAppsOptions {
  /**
   * Folder to build into instead of root/dist: the bundle bench and the build test build beside the
   * dist/ that a running server or the browser tests use, without replacing it under them.
   */
  outDir?: string;
}

/** Builds the runtime and the studio with Vite (pre-compressed, with a manifest) into root/dist. */
export function buildApps(root: string, options: BuildAppsOptions = {}): void {
  const outDir = options.outDir === undefined ? [] : ['--outDir', options.outDir, '--emptyOutDir'];
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', ...outDir],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
