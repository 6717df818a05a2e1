/**
 * Engine benchmark: `npm run bench:engine` (tsx tests/bench/engine-bench.ts).
 *
 * Times `buildGroupForm` on generated groups of 100, 1,000 and 10,000 questions, then `groupProgress`
 * and `buildSave` over every question of the 1,000 group. Prints median and p90 in ms and the cost per
 * question, so linear growth shows as a flat per-question column; the minimum is the least disturbed run
 * on a busy machine. Results: docs/benchmarks.md.
 */
import { performance } from 'node:perf_hooks';
import { buildSave } from '@engine/answers/build-save';
import { activeQuestions } from '@engine/convert/active-questions';
import { buildGroupForm } from '@engine/convert/group-form';
import { groupLookups } from '@engine/convert/group-rule-context';
import { questionKey } from '@engine/convert/question-key';
import { groupProgress } from '@engine/progress/group-progress';
import { generatedContext, generatedGroup } from '@tests/fixtures/generated-group';

/** Median must stay under this for 1,000 questions (one group form rebuilt on every change). */
const TARGET_MS_1000 = 5;

interface Case {
  name: string;
  questions: number;
  warmup: number;
  runs: number;
  run: () => unknown;
}

interface Result {
  name: string;
  questions: number;
  runs: number;
  min: number;
  median: number;
  p90: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  // Nearest rank: the smallest value with at least `fraction` of the runs at or below it.
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1]!;
}

/** Keeps results alive so the JIT cannot drop the work. */
let sink: unknown;

function measure({ name, questions, warmup, runs, run }: Case): Result {
  for (let i = 0; i < warmup; i += 1) sink = run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    sink = run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    questions,
    runs,
    min: times[0]!,
    median: percentile(times, 0.5),
    p90: percentile(times, 0.9),
  };
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

const ms = (value: number): string => value.toFixed(3);
const us = (value: number): string => (value * 1000).toFixed(2);

const cases: Case[] = [];
for (const [questions, warmup, runs] of [
  [100, 50, 200],
  [1_000, 20, 100],
  [10_000, 5, 20],
] as const) {
  const group = generatedGroup(questions);
  const context = generatedContext(questions);
  cases.push({
    name: 'buildGroupForm',
    questions,
    warmup,
    runs,
    run: () => buildGroupForm(group, context),
  });
}

{
  const questions = 1_000;
  const group = generatedGroup(questions);
  const context = generatedContext(questions);
  const form = buildGroupForm(group, context);
  const active = activeQuestions(group.questionList);
  const { rules } = groupLookups(active, form.formData, context);
  cases.push({ name: 'groupProgress', questions, warmup: 20, runs: 100, run: () => groupProgress(group) });
  cases.push({
    name: 'buildSave (every question)',
    questions,
    warmup: 20,
    runs: 100,
    run: () =>
      active.map((question) => buildSave(question, form.formData[questionKey(question.questionId)], rules)),
  });
}

const results = cases.map(measure);
void sink;

const lines = [
  `Node ${process.version}, ${process.platform}/${process.arch}`,
  '',
  row(['Function', 'Questions', 'Runs', 'Median (ms)', 'p90 (ms)', 'Min (ms)', 'Median per question (µs)']),
  row(['---', '--:', '--:', '--:', '--:', '--:', '--:']),
  ...results.map((result) =>
    row([
      result.name,
      result.questions.toLocaleString('en'),
      String(result.runs),
      ms(result.median),
      ms(result.p90),
      ms(result.min),
      us(result.median / result.questions),
    ]),
  ),
];
const at1000 = results.find((result) => result.name === 'buildGroupForm' && result.questions === 1_000)!;
const met = at1000.median < TARGET_MS_1000;
lines.push(
  '',
  `Target: buildGroupForm of 1,000 questions under ${TARGET_MS_1000} ms median: ${met ? 'met' : 'NOT met'} (${ms(at1000.median)} ms).`,
);
// A benchmark reports; it does not fail (timings on shared 2-core machines are noisy).
console.info(lines.join('\n'));
