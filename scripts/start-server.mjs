// @ts-check
/**
 * `npm start`: runs the compiled server (build/server/main.js), building it first when it is missing
 * or was built from other sources than the checkout's (scripts/build-server.mjs). No TypeScript is
 * compiled at a start with a current build; the apps are built by the server itself when dist/ has none.
 */
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, serverEntry } from './build-server.mjs';

// Stack traces name the TypeScript sources (build/server/main.js.map).
process.setSourceMapsEnabled(true);
await ensureServerBuilt();
await import(pathToFileURL(serverEntry()).href);
