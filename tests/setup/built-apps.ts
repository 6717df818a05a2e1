import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appsBuildState, buildApps } from '@server/build-apps';

/**
 * Browser tests run against a build of both apps from the sources as they are now: dist/ when it holds
 * one (its recorded sources' digest matches, as after `npm start` or CI's bundle budget step, which
 * keeps its build there), otherwise a fresh build.
 */
export default function setup(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const state = appsBuildState(root, join(root, 'dist'));
  if (state.current) {
    console.info('Browser tests: dist/ holds a build of the current sources; not building again.');
    return;
  }
  buildApps(root);
}
