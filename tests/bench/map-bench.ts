/**
 * Map benchmark: `npm run bench:map` (tsx tests/bench/map-bench.ts).
 *
 * The grid squares of the largest view the server draws (GRID_MAX_SQUARES, default 10,000 squares):
 * 1. the server's computation, `gridSquaresInView` (engine/geo through server/domain/geom) and the
 *    reply string, in this process;
 * 2. the HTTP route, `POST /api/secured/geom/geojson` on the real server (PGlite, demo data) as the
 *    demo farmer, request to parsed reply, compressed as the server sends it;
 * 3. the drawing in headless Chromium with the widgets' own `drawGridSquares` (one GeoJSON layer on a
 *    canvas renderer), from the reply string to the squares on the canvas, on a 1920 × 1080 map.
 * Prints medians (and p90, min); the target is under 1 s for 10,000 squares. Results:
 * docs/benchmarks.md, "After issue 15: maps".
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { gridSquaresInRectangle } from '@engine/geo/grid-cells-in-rectangle';
import { mapView } from '@engine/geo/map-view';
import type { GeoBounds } from '@engine/context';
import type { GeomViewRectangle } from '@schemas/generated/api/geom';
import { gridSquaresInView } from '@server/domain/geom/grid-squares-in-view';
import { start } from '@server/server';
import type { GridDrawTiming } from './map/benchPage';
import { serveFolder } from './ui/staticServer';
import { tokenOf } from './demo-login';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MAX_SQUARES = Number(process.env.GRID_MAX_SQUARES ?? 10_000);
const TARGET_MS = 1000;
const RUNS = Number(process.env.MAP_BENCH_RUNS ?? 9);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function view(bounds: GeoBounds): GeomViewRectangle {
  const { minLongitude: west, maxLongitude: east, minLatitude: south, maxLatitude: north } = bounds;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

/**
 * The largest view of a 16:10 screen around the map's default centre that the server still draws:
 * grown by bisection until one step more would pass the maximum.
 */
function largestAllowedBounds(): { bounds: GeoBounds; squares: number } {
  const { latitude, longitude } = mapView.center;
  const aspect = 1.6 / Math.cos((latitude * Math.PI) / 180);
  const around = (halfHeight: number): GeoBounds => ({
    minLatitude: latitude - halfHeight,
    maxLatitude: latitude + halfHeight,
    minLongitude: longitude - halfHeight * aspect,
    maxLongitude: longitude + halfHeight * aspect,
  });
  let low = 0.01;
  let high = 5;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (gridSquaresInRectangle(around(middle), MAX_SQUARES).ok) low = middle;
    else high = middle;
  }
  const found = gridSquaresInRectangle(around(low), MAX_SQUARES);
  if (!found.ok) throw new Error('No rectangle fits the maximum');
  return { bounds: around(low), squares: found.squares.length };
}

interface Summary {
  median: number;
  p90: number;
  min: number;
}

function summary(times: readonly number[]): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  const rank = (fraction: number) => sorted[Math.max(1, Math.ceil(fraction * sorted.length)) - 1] ?? NaN;
  return { median: rank(0.5), p90: rank(0.9), min: sorted[0] ?? NaN };
}

const ms = (value: number): string => value.toFixed(1);
const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;

/** Keeps results alive so the JIT cannot drop the work. */
let sink: unknown;

function timeEngine(rectangle: GeomViewRectangle): { total: Summary; compute: Summary; bytes: number } {
  const totals: number[] = [];
  const computes: number[] = [];
  let bytes = 0;
  for (let run = -3; run < RUNS * 2; run += 1) {
    const start = performance.now();
    const squares = gridSquaresInView(rectangle, MAX_SQUARES);
    const computed = performance.now();
    const reply = JSON.stringify(squares);
    const end = performance.now();
    sink = reply;
    bytes = reply.length;
    if (run < 0) continue;
    computes.push(computed - start);
    totals.push(end - start);
  }
  return { total: summary(totals), compute: summary(computes), bytes };
}

interface RouteTiming {
  times: Summary;
  reply: string;
  /** Bytes on the wire (compressed), when the server said. */
  sentBytes: number | undefined;
  encoding: string;
}

async function timeRoute(rectangle: GeomViewRectangle): Promise<RouteTiming> {
  // The real server on an in-memory PGlite with the demo data, drawing as many squares as measured here.
  const server = await start({
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite' },
    demoData: true,
    map: { maxGridSquares: MAX_SQUARES },
  });
  try {
    const url = server.url;
    const token = await tokenOf(url, 'farmer@example.com');
    const times: number[] = [];
    let reply = '';
    let sentBytes: number | undefined;
    let encoding = 'identity';
    for (let run = -3; run < RUNS * 2; run += 1) {
      const start = performance.now();
      const response = await fetch(`${url}/api/secured/geom/geojson`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'accept-encoding': 'br, gzip',
        },
        body: JSON.stringify(rectangle),
      });
      const body: unknown = await response.json();
      const end = performance.now();
      if (
        response.status !== 200 ||
        typeof body !== 'object' ||
        body === null ||
        !('data' in body) ||
        typeof body.data !== 'string'
      ) {
        throw new Error(`The grid route answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
      }
      reply = body.data;
      const length = response.headers.get('content-length');
      sentBytes = length === null ? undefined : Number(length);
      encoding = response.headers.get('content-encoding') ?? 'identity';
      if (run >= 0) times.push(end - start);
    }
    return { times: summary(times), reply, sentBytes, encoding };
  } finally {
    await server.stop();
  }
}

async function timeDrawing(reply: string, bounds: GeoBounds): Promise<GridDrawTiming[]> {
  const builtDir = mkdtempSync(join(tmpdir(), 'fq-bench-map-'));
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      join(root, 'tests', 'bench', 'map', 'vite.config.ts'),
      '--outDir',
      builtDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  );
  const server = await serveFolder(builtDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The static server has no favicon; nothing else may fail.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
        problems.push(`${message.text()} (${message.location().url})`);
    });
    await page.goto(`${server.origin}/map.html`);
    await page.waitForFunction(() => window.mapBench !== undefined);
    const fitted: [[number, number], [number, number]] = [
      [bounds.minLatitude, bounds.minLongitude],
      [bounds.maxLatitude, bounds.maxLongitude],
    ];
    const timings: GridDrawTiming[] = [];
    // The first drawing also pays for compiling the drawing code: reported apart, not in the median.
    for (let run = -1; run < RUNS; run += 1) {
      const timing = await page.evaluate(
        ([text, box]) => {
          const bench = window.mapBench;
          if (!bench) throw new Error('The benchmark page did not start');
          return bench.draw(text, box);
        },
        [reply, fitted] as const,
      );
      timings.push(timing);
    }
    if (problems.length > 0) throw new Error(`The benchmark page reported: ${problems.join('; ')}`);
    return timings;
  } finally {
    await browser.close();
    await server.close();
    rmSync(builtDir, { recursive: true, force: true });
  }
}

const loadBefore = load();
const { bounds, squares } = largestAllowedBounds();
const rectangle = view(bounds);
console.info(
  `Largest allowed view around ${mapView.center.latitude} N ${mapView.center.longitude} E: ` +
    `${(bounds.maxLatitude - bounds.minLatitude).toFixed(3)}° × ${(bounds.maxLongitude - bounds.minLongitude).toFixed(3)}°, ` +
    `${squares} squares (maximum ${MAX_SQUARES}); load average ${loadBefore}`,
);

const engine = timeEngine(rectangle);
const route = await timeRoute(rectangle);
const [cold, ...warm] = await timeDrawing(route.reply, bounds);
if (!cold) throw new Error('No drawing was timed');
const drawn = summary(warm.map((timing) => timing.drawnMs));
const painted = summary(warm.map((timing) => timing.paintedMs));
const parsed = summary(warm.map((timing) => timing.parsedMs));
const added = summary(warm.map((timing) => timing.addedMs));
const drawnSquares = cold.squares;
if (warm.some((timing) => timing.squares !== squares || timing.inkedPixels === 0)) {
  throw new Error('A drawing lacked squares, or left the canvas blank');
}

const chromiumVersion = execFileSync(chromiumPath, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();
console.info(
  `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${chromiumVersion}; ` +
    `load average before ${loadBefore}, after ${load()}; ${RUNS * 2} runs server side, ${RUNS} drawings\n`,
);
const wire = route.sentBytes === undefined ? 'chunked' : `${(route.sentBytes / 1024).toFixed(0)} kB`;
console.info(
  [
    row(['Step (10,000-square view)', 'median ms', 'p90 ms', 'min ms', 'notes']),
    row(['---', '---:', '---:', '---:', '---']),
    row([
      'Engine: squares of the view',
      ms(engine.compute.median),
      ms(engine.compute.p90),
      ms(engine.compute.min),
      `${squares} squares (gridSquaresInView)`,
    ]),
    row([
      'Engine + reply string',
      ms(engine.total.median),
      ms(engine.total.p90),
      ms(engine.total.min),
      `${(engine.bytes / 1024 / 1024).toFixed(2)} MB of GeoJSON`,
    ]),
    row([
      'HTTP route, request to parsed reply',
      ms(route.times.median),
      ms(route.times.p90),
      ms(route.times.min),
      `${route.encoding}, ${wire} on the wire`,
    ]),
    row([
      'Chromium: reply string parsed',
      ms(parsed.median),
      ms(parsed.p90),
      ms(parsed.min),
      'parseGridReply',
    ]),
    row([
      'Chromium: layer added',
      ms(added.median),
      ms(added.p90),
      ms(added.min),
      'drawGridSquares returned',
    ]),
    row([
      'Chromium: squares drawn on the canvas',
      ms(drawn.median),
      ms(drawn.p90),
      ms(drawn.min),
      `${drawnSquares} squares; first drawing ${ms(cold.drawnMs)} ms`,
    ]),
    row(['Chromium: next frame painted', ms(painted.median), ms(painted.p90), ms(painted.min), '']),
  ].join('\n'),
);
const total = engine.total.median + drawn.median;
console.info(
  `\nServer computation + drawing (medians): ${ms(total)} ms; the drawing alone ${ms(drawn.median)} ms ` +
    `(target under ${TARGET_MS} ms for ${MAX_SQUARES} squares): ${drawn.median < TARGET_MS ? 'met' : 'NOT met'}.`,
);
void sink;
