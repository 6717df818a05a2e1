import type { RunResult } from './measure';
import { CONTENDER_NAMES, type Contender } from './options';

/** Nearest-rank percentile (p in 0–100) of the values; undefined for none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const median = (values: readonly (number | undefined)[]): number | undefined =>
  percentile(
    values.filter((value): value is number => value !== undefined),
    50,
  );

/** The medians over the repetitions of one contender at one size. */
export interface Summary {
  contender: Contender;
  questions: number;
  runs: number;
  failed: number;
  firstCardMs?: number;
  reachableMs?: number;
  keyP50Ms?: number;
  keyP95Ms?: number;
  clickP95Ms?: number;
  heapMB?: number;
  domElements?: number;
  jsGzipKB?: number;
}

export function summarise(results: readonly RunResult[], contender: Contender, questions: number): Summary {
  const runs = results.filter((run) => run.contender === contender && run.questions === questions);
  const ok = runs.filter((run) => run.error === undefined);
  const of = (pick: (run: RunResult) => number | undefined) => median(ok.map(pick));
  const heap = of((run) => run.heapBytes);
  const js = median(runs.map((run) => (run.jsFiles > 0 ? run.jsGzipBytes : undefined)));
  return {
    contender,
    questions,
    runs: runs.length,
    failed: runs.length - ok.length,
    firstCardMs: of((run) => run.firstCardMs),
    reachableMs: of((run) => run.reachableMs),
    keyP50Ms: of((run) => percentile(run.keySamples, 50)),
    keyP95Ms: of((run) => percentile(run.keySamples, 95)),
    clickP95Ms: of((run) => percentile(run.clickSamples, 95)),
    heapMB: heap === undefined ? undefined : heap / 1_000_000,
    domElements: of((run) => run.domElements),
    jsGzipKB: js === undefined ? undefined : js / 1000,
  };
}

interface Column {
  title: string;
  pick: (summary: Summary) => number | undefined;
  digits: number;
}

const COLUMNS: Column[] = [
  { title: 'first card (ms)', pick: (s) => s.firstCardMs, digits: 0 },
  { title: 'all reachable (ms)', pick: (s) => s.reachableMs, digits: 0 },
  { title: 'key p50 (ms)', pick: (s) => s.keyP50Ms, digits: 1 },
  { title: 'key p95 (ms)', pick: (s) => s.keyP95Ms, digits: 1 },
  { title: 'click p95 (ms)', pick: (s) => s.clickP95Ms, digits: 1 },
  { title: 'heap (MB)', pick: (s) => s.heapMB, digits: 1 },
  { title: 'DOM elements', pick: (s) => s.domElements, digits: 0 },
  { title: 'JS gzip (kB)', pick: (s) => s.jsGzipKB, digits: 1 },
];

const format = (value: number | undefined, digits: number): string =>
  value === undefined
    ? '–'
    : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const ratio = (ours: number | undefined, other: number | undefined): string =>
  ours === undefined || other === undefined || other === 0 ? '–' : `${(ours / other).toFixed(2)}×`;

function markdownTable(header: string[], rows: string[][]): string {
  const align = header.map((_, index) => (index < 2 ? '---' : '---:'));
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/**
 * The results table (medians per contender and size) and the ratio table (ours ÷ each contender:
 * below 1 means ours is faster or smaller), both in Markdown.
 */
export function resultTables(summaries: readonly Summary[]): string {
  const results = markdownTable(
    ['questions', 'contender', ...COLUMNS.map((column) => column.title)],
    summaries.map((s) => [
      s.questions.toLocaleString('en-US'),
      `${CONTENDER_NAMES[s.contender]}${s.failed > 0 ? ` (${s.failed}/${s.runs} runs failed)` : ''}`,
      ...COLUMNS.map((column) => format(column.pick(s), column.digits)),
    ]),
  );
  const ratioRows: string[][] = [];
  for (const ours of summaries.filter((s) => s.contender === 'ours')) {
    for (const other of summaries.filter((s) => s.questions === ours.questions && s.contender !== 'ours')) {
      ratioRows.push([
        ours.questions.toLocaleString('en-US'),
        `ours ÷ ${CONTENDER_NAMES[other.contender]}`,
        ...COLUMNS.map((column) => ratio(column.pick(ours), column.pick(other))),
      ]);
    }
  }
  const ratios = markdownTable(['questions', 'ratio', ...COLUMNS.map((column) => column.title)], ratioRows);
  return `${results}\n\n${ratios}`;
}
