/**
 * Photo upload memory benchmark: `npm run bench:photos` (tsx tests/bench/photo-upload-bench.ts).
 *
 * The server runs as `npm start` runs it, in a process of its own (tests/support/server-process.ts,
 * built from a copy of the project), on a new PostgreSQL database on BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL, default the machine's 127.0.0.1:5432) with the demo data, dropped afterwards.
 * The demo farmer's two questionnaires each get a photo question taking 10 photos; then `--rounds=6`
 * rounds of `--uploads=20` uploads of a 5 MB JPEG (just under the default cap) run at once, each
 * round's photos discarded after it. The server's resident memory (VmRSS of its process) is sampled
 * every 50 ms. Target (issue 24): memory flat, i.e. after the first round, each round's peak and the
 * memory after it do not grow from round to round. Results: docs/benchmarks.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import { buildServerOf, copyOfProject, startServerProcess } from '@tests/support/server-process';
import { benchServerUrl, onServer, withDatabaseName } from './api-server';
import { tokenOf } from './demo-login';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROUNDS = Number(option('rounds') ?? 6);
const UPLOADS = Number(option('uploads') ?? 20);
const CAP = 5 * 1024 * 1024;

/** A JPEG of random pixels (which do not compress) just under the 5 MB cap. */
async function fiveMegabyteJpeg(): Promise<Buffer> {
  let side = 2600;
  for (;;) {
    const jpeg = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length <= CAP) return jpeg;
    side -= 50;
  }
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

async function main(): Promise<void> {
  const serverUrl = benchServerUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `fq_photobench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const databaseUrl = withDatabaseName(serverUrl, name);
  const project = copyOfProject();
  await buildServerOf(project);
  const server = await startServerProcess(project, {
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'true',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'fq-photobench-')),
    LOG_LEVEL: 'warn',
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const pid = server.child.pid ?? 0;
    // The demo farmer's questionnaires: the demo's photo question in each, taking 10 photos.
    const photoQuestions = await client.query(`update question set max = 10 where answer_type_id = 17`);
    if (photoQuestions.rowCount === 0) throw new Error('The demo data has no photo question');
    const targets = (
      await client.query<{ id: number }>(
        `select fq.id from filled_question fq join question q on q.id = fq.question_id
         join filled_question_list l on l.id = fq.filled_question_list_id
         join filled_subform fs on fs.id = l.filled_subform_id join filled_form ff on ff.id = fs.filled_form_id
         join questionnaire qn on qn.id = ff.questionnaire_id join unit u on u.id = qn.unit_id
         join app_user o on o.id = u.owner_user_id
         where q.answer_type_id = 17 and o.email = 'farmer@example.com' order by fq.id`,
      )
    ).rows.map((row) => row.id);
    if (targets.length * 10 < UPLOADS) throw new Error(`Only ${targets.length} photo questions to upload to`);
    const token = await tokenOf(server.url, 'farmer@example.com');
    const photo = await fiveMegabyteJpeg();
    console.info(
      `server pid ${pid}; photo ${(photo.length / 1024 / 1024).toFixed(2)} MB; ${UPLOADS} at once × ${ROUNDS} rounds`,
    );

    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(residentMegabytes(pid)), 50);
    const upload = async (
      filledQuestionId: number,
    ): Promise<{ status: number; fileName?: string; ms: number }> => {
      const started = performance.now();
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      const reply = await fetch(`${server.url}/api/secured/photo/upload/${filledQuestionId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await reply.json()) as { data?: { fileName?: string } };
      return { status: reply.status, fileName: body.data?.fileName, ms: performance.now() - started };
    };
    console.info(`idle: ${residentMegabytes(pid).toFixed(0)} MB`);
    const rows: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const from = samples.length;
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: UPLOADS }, (_, index) => upload(targets[index % targets.length] ?? 0)),
      );
      const wall = performance.now() - started;
      const failed = results.filter((result) => result.status !== 200);
      const peak = Math.max(...samples.slice(from));
      for (const result of results) {
        if (result.fileName)
          await fetch(`${server.url}/api/secured/photo/${result.fileName}`, {
            method: 'DELETE',
            headers: { authorization: `Bearer ${token}` },
          });
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const after = residentMegabytes(pid);
      const slowest = Math.max(...results.map((result) => result.ms));
      rows.push(
        `| ${round} | ${UPLOADS - failed.length}/${UPLOADS} | ${(wall / 1000).toFixed(2)} s | ${(slowest / 1000).toFixed(2)} s | ${peak.toFixed(0)} MB | ${after.toFixed(0)} MB |`,
      );
      if (failed.length > 0)
        console.info(`round ${round}: ${failed.length} failed, e.g. ${failed[0]?.status}`);
    }
    clearInterval(sampler);
    const stored = await client.query<{ photos: string; blobs: string }>(
      `select (select count(*) from photo) as photos, (select count(*) from photo_blob) as blobs`,
    );
    console.info('| round | stored | all 20 done in | slowest upload | peak RSS | RSS after |');
    console.info('|---|---|---|---|---|---|');
    for (const row of rows) console.info(row);
    console.info(
      `left in the database after the discards: ${stored.rows[0]?.photos} photos, ${stored.rows[0]?.blobs} blobs`,
    );
  } finally {
    await client.end();
    server.child.kill('SIGTERM');
    await server.exited;
    await onServer(serverUrl, `drop database ${name} with (force)`);
  }
}

await main();
