import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Whether both apps have been built into distDir. */
export function appsBuilt(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html')) && existsSync(join(distDir, 'studio', 'index.html'));
}

/** Builds the runtime and the studio with Vite into root/dist. */
export function buildApps(root: string): void {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
