// @ts-check
/**
 * The server's build: server/main.ts and everything it imports (server/, engine/, schemas/, the JSON
 * they import) bundled by esbuild into one ES module, build/server/main.js, with the packages left in
 * node_modules; the XLSX export's worker thread likewise into build/server/xlsx-export-worker.js. Plain JavaScript on purpose: `npm start` runs it with node before any TypeScript is
 * compiled.
 *
 * Run-time files (the SQL migrations, the seed JSON) stay where they are in the source tree: every
 * `import.meta.url` / `import.meta.dirname` / `import.meta.filename` in our sources is rewritten to
 * the source file's own location, relative to the built file, so `new URL('./migrations',
 * import.meta.url)` still finds server/data/migrations and the project can be moved or cloned
 * elsewhere.
 *
 * Staleness: the build records a SHA-256 of every file it was built from (esbuild's list of inputs)
 * and of the build's own settings (this script, tsconfig.json, package.json, package-lock.json with
 * esbuild's version, Node's major version).
 * While none of these changed, the import graph cannot have changed either (a new file is only reached
 * through an import in a file that changed), so comparing them is enough to know the build is current.
 *
 * `node scripts/build-server.mjs` builds; `--if-stale` builds only when the record differs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The project root (this file is in scripts/). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the server is built: not dist/, which Vite empties at every build of the apps. */
export const serverBuildDir = (root = projectRoot) => join(root, 'build', 'server');

/** The built entry point. */
export const serverEntry = (root = projectRoot) => join(serverBuildDir(root), 'main.js');

const recordName = 'sources.json';

/** The XLSX export's worker thread, built beside main.js. */
const xlsxWorkerName = 'xlsx-export-worker';

/** Files that shape the build besides its inputs: a change in any of them rebuilds. */
// (The lock file names esbuild's version; the packages the server imports are not bundled.)
const settingsFiles = ['scripts/build-server.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** @param {string} file */
function sha256(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * @param {string} root
 * @param {string[]} inputs paths relative to root
 * @param {string} esbuildVersion
 * @returns {{ esbuild: string, node: string, files: Record<string, string> }}
 */
function sourcesRecord(root, inputs, esbuildVersion) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const file of [...new Set([...settingsFiles, ...inputs])].sort()) {
    const path = join(root, file);
    files[file] = existsSync(path) ? sha256(path) : 'missing';
  }
  return { esbuild: esbuildVersion, node: process.versions.node.split('.')[0] ?? '', files };
}

/**
 * Whether build/server/main.js exists and was built from the sources as they are now. Reads and
 * hashes the recorded inputs only (a few hundred files, tens of milliseconds); never loads esbuild.
 * @param {string} [root]
 * @returns {{ current: true } | { current: false, reason: string }}
 */
export function serverBuildState(root = projectRoot) {
  const recordFile = join(serverBuildDir(root), recordName);
  if (!existsSync(serverEntry(root)) || !existsSync(recordFile))
    return { current: false, reason: 'no build' };
  /** @type {{ esbuild?: unknown, node?: unknown, files?: unknown }} */
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(recordFile, 'utf8'));
  } catch {
    return { current: false, reason: 'unreadable record' };
  }
  const files = recorded.files;
  if (typeof files !== 'object' || files === null || typeof recorded.esbuild !== 'string')
    return { current: false, reason: 'unreadable record' };
  if (recorded.node !== process.versions.node.split('.')[0])
    return { current: false, reason: 'another Node.js major version' };
  const now = sourcesRecord(root, Object.keys(files), recorded.esbuild);
  for (const [file, hash] of Object.entries(now.files)) {
    if (/** @type {Record<string, unknown>} */ (files)[file] !== hash)
      return { current: false, reason: `${file} changed` };
  }
  return { current: true };
}

/**
 * Rewrites `import.meta.url`, `.dirname` and `.filename` of a source file to that file's location,
 * expressed relative to the built file (whose own import.meta.url is known only at run time).
 * @param {string} contents
 * @param {string} sourceFile absolute
 * @param {string} outDir absolute
 */
function pinImportMeta(contents, sourceFile, outDir) {
  const fromBuild = relative(outDir, sourceFile).split(sep).join('/');
  const url = `new URL(${JSON.stringify(fromBuild)}, import.meta.url)`;
  return contents
    .replaceAll('import.meta.url', `${url}.href`)
    .replaceAll('import.meta.filename', `__fqFileURLToPath(${url})`)
    .replaceAll('import.meta.dirname', `__fqDirname(__fqFileURLToPath(${url}))`);
}

/**
 * Builds the server into build/server/ and records its sources. esbuild resolves the path aliases
 * (@server/…, @engine/…) from tsconfig.json's `paths`.
 * @param {string} [root]
 * @returns {Promise<{ seconds: number, inputs: number }>}
 */
export async function buildServer(root = projectRoot) {
  const started = performance.now();
  const esbuild = await import('esbuild');
  // Built beside build/server/ (same depth, so the same relative paths) and then renamed into place:
  // two servers starting at once never see half a build.
  const outDir = `${serverBuildDir(root)}-${process.pid}.tmp`;
  rmSync(outDir, { recursive: true, force: true });
  /** @type {import('esbuild').Plugin} */
  const pinImportMetaPlugin = {
    name: 'pin-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const contents = readFileSync(args.path, 'utf8');
        return {
          contents: contents.includes('import.meta') ? pinImportMeta(contents, args.path, outDir) : contents,
          loader: 'ts',
        };
      });
    },
  };
  const result = await esbuild.build({
    absWorkingDir: root,
    // The XLSX export's worker thread is an entry of its own, found through FQ_XLSX_EXPORT_WORKER
    // (server/domain/export/xlsx-worker-writer.ts), a path from the project root.
    entryPoints: {
      main: join(root, 'server', 'main.ts'),
      [xlsxWorkerName]: join(root, 'server', 'domain', 'export', 'xlsx-export-worker.ts'),
    },
    outdir: outDir,
    define: {
      'process.env.FQ_XLSX_EXPORT_WORKER': JSON.stringify(
        relative(root, join(serverBuildDir(root), `${xlsxWorkerName}.js`))
          .split(sep)
          .join('/'),
      ),
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0] ?? '20'}`,
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    banner: {
      js: [
        "import { fileURLToPath as __fqFileURLToPath } from 'node:url';",
        "import { dirname as __fqDirname } from 'node:path';",
      ].join('\n'),
    },
    plugins: [pinImportMetaPlugin],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
  writeFileSync(
    join(outDir, recordName),
    `${JSON.stringify(sourcesRecord(root, inputs, esbuild.version), null, 1)}\n`,
  );
  rmSync(serverBuildDir(root), { recursive: true, force: true });
  try {
    renameSync(outDir, serverBuildDir(root));
  } catch (error) {
    // Another start put its build (of the same sources) in place between the two calls: keep that one.
    rmSync(outDir, { recursive: true, force: true });
    if (!existsSync(serverEntry(root))) throw error;
  }
  return { seconds: (performance.now() - started) / 1000, inputs: inputs.length };
}

/**
 * Builds the server unless the build is current; says so on stderr-free stdout (one line) when it builds.
 * @param {string} [root]
 */
export async function ensureServerBuilt(root = projectRoot) {
  const state = serverBuildState(root);
  if (state.current) return;
  console.info(`Building the server (${state.reason})…`);
  await buildServer(root);
}

if (process.argv[1] !== undefined && pathToFileURL(process.argv[1]).href === import.meta.url) {
  if (process.argv.includes('--if-stale')) {
    await ensureServerBuilt();
  } else {
    const { seconds, inputs } = await buildServer();
    console.info(`Built the server from ${inputs} files into build/server/ in ${seconds.toFixed(1)} s`);
  }
}
