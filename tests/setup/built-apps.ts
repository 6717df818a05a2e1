import { fileURLToPath } from 'node:url';
import { buildApps } from '@server/build-apps';

/** Browser tests run against a fresh build of both apps. */
export default function setup(): void {
  buildApps(fileURLToPath(new URL('../..', import.meta.url)));
}
