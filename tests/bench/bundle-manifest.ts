/**
 * Reads Vite's build manifest (build.manifest: true, dist/.vite/manifest.json) to tell which scripts
 * a screen loads. Shared by the bundle bench and the test of the route split.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, ManifestChunk } from 'vite';

function isStringList(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}

function isManifestChunk(value: unknown): value is ManifestChunk {
  return (
    typeof value === 'object' &&
    value !== null &&
    'file' in value &&
    typeof value.file === 'string' &&
    isStringList('imports' in value ? value.imports : undefined) &&
    isStringList('dynamicImports' in value ? value.dynamicImports : undefined)
  );
}

function isManifest(value: unknown): value is Manifest {
  return typeof value === 'object' && value !== null && Object.values(value).every(isManifestChunk);
}

/** The manifest of a build in `outDir`. */
export function readManifest(outDir: string): Manifest {
  const parsed: unknown = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  if (!isManifest(parsed)) throw new Error(`${outDir}/.vite/manifest.json is not a Vite manifest`);
  return parsed;
}

/**
 * The manifest keys the browser fetches to run `key`: the chunk itself and, transitively, its static
 * imports (an entry's static imports are in its page; a lazily loaded chunk's static imports are
 * preloaded with it). Dynamic imports are left out: they load only when the code asks for them.
 */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (current: string): void => {
    if (seen.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) throw new Error(`${current} is not in the build manifest`);
    seen.add(current);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return seen;
}

/** Where a screen comes from: its app's HTML entry and the source module of its route's page. */
export interface ScreenSource {
  entry: string;
  routeModule: string;
}

/**
 * The manifest keys a fresh page load of a screen fetches: its app's entry with its static imports
 * plus the route's page with its static imports. A page that is not split off has no key of its own
 * (it is inside the entry's chunks), so the entry's closure is then everything the screen loads.
 */
export function screenChunks(manifest: Manifest, screen: ScreenSource): Set<string> {
  const chunks = staticClosure(manifest, screen.entry);
  if (manifest[screen.routeModule]) {
    for (const key of staticClosure(manifest, screen.routeModule)) chunks.add(key);
  }
  return chunks;
}

/** The JavaScript files (relative to the build folder) of a set of manifest keys. */
export function scriptFiles(manifest: Manifest, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}
