/**
 * Group store benchmark: `npm run bench:store` (tsx tests/bench/group-store-bench.ts).
 *
 * Times the fill screen's group store without React: one keystroke (`store.change`) into a long-text
 * question and into a skipping dropdown of generated groups of 100, 500 and 2,000 questions, and the
 * handling of one save reply. The server is a stub answering at once; saves are flushed by hand.
 * Prints median and p95 in ms: a constant-time store shows the same figures at every size.
 */
import { performance } from 'node:perf_hooks';
import { questionKey } from '@engine/convert/question-key';
import { networkAnswerSaving } from '@runtime/fill/questions/answerSaving';
import { createGroupStore } from '@runtime/fill/questions/groupStore';
import { createApiClient } from '@runtime/shared/api/apiClient';
import { isRecord } from '@runtime/shared/api/guards';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { generatedContext, generatedGroup } from '@tests/fixtures/generated-group';

const SIZES = [100, 500, 2000];
const RUNS = 200;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? NaN;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${percentile(sorted, 0.5).toFixed(3)} / ${percentile(sorted, 0.95).toFixed(3)}`;
}

/** The save endpoint answered at once, like the server: the new version and the answers sent. */
function stubServer(group: GroupInstance): void {
  const versions = new Map(group.questionList.map((question) => [question.id, question.version]));
  globalThis.fetch = async (_input, init) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const id = isRecord(body) && typeof body.id === 'number' ? body.id : 0;
    const version = (versions.get(id) ?? 0) + 1;
    versions.set(id, version);
    const answers = isRecord(body) && Array.isArray(body.answers) ? body.answers : [];
    return new Response(JSON.stringify({ success: true, data: { version, answers } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

async function benchSize(size: number): Promise<string[]> {
  const group = generatedGroup(size);
  stubServer(group);
  const client = createApiClient({
    language: () => 'en',
    token: () => 'token',
    fallbackMessage: () => 'unreachable',
    onUnauthorized: () => undefined,
  });
  const store = createGroupStore({
    group,
    context: generatedContext(size),
    readOnly: false,
    saving: networkAnswerSaving((call) => client.send(call)),
  });
  let saved: () => void = () => undefined;
  store.setHandlers({
    localeId: () => 1,
    onSaved: () => saved(),
    onReloaded: () => undefined,
    onOptionsSourceSaved: () => undefined,
  });
  store.attach();
  // Long-text questions are 3, 17, 31, …; the first dropdown with a skipping option is 4.
  const text = questionKey(3);
  const typing: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    store.change(text, `Notes ${run}`);
    typing.push(performance.now() - started);
  }
  const choosing: number[] = [];
  const dropdown = group.questionList[3]!;
  const first = dropdown.answerList[0]!;
  const last = dropdown.answerList.at(-1)!;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    store.change(questionKey(4), run % 2 === 0 ? last.id : first.id);
    choosing.push(performance.now() - started);
  }
  // One save's reply: from the flush to the store having taken it (the stub answers at once).
  const saving: number[] = [];
  for (let run = 0; run < 30; run += 1) {
    store.change(text, `Saved ${run}`);
    const done = new Promise<void>((resolve) => {
      saved = resolve;
    });
    const started = performance.now();
    store.flush(text);
    await done;
    saving.push(performance.now() - started);
  }
  store.detach();
  return [`${size}`, summary(typing), summary(choosing), summary(saving)];
}

console.info('questions | keystroke in a text | skipping choice | save reply taken (ms, p50 / p95)');
for (const size of SIZES) console.info((await benchSize(size)).join(' | '));
process.exit(0);
