/** `npm run build` (with the server's build): both apps into dist/, with the digest of their sources. */
import { resolve } from 'node:path';
import { buildApps } from '../build-apps';

buildApps(resolve(import.meta.dirname, '..', '..'));
console.info('Built the apps into dist/');
