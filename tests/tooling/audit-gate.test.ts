import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

/**
 * CI's dependency gate (scripts/audit.mjs) against what `npm audit --json` prints. The registry's
 * answer is the network edge: an `npm` first on PATH prints a recorded answer instead of asking it.
 */
const script = resolve('scripts/audit.mjs');
let folder = '';

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'audit-gate-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** Runs the gate with an `npm` that prints `stdout` (and `stderr`) and exits with `code`. */
function gate(stdout: string, stderr = '', code = 0) {
  const fake = join(folder, 'npm');
  writeFileSync(join(folder, 'stdout.txt'), stdout);
  writeFileSync(join(folder, 'stderr.txt'), stderr);
  writeFileSync(
    fake,
    `#!/usr/bin/env node
const { readFileSync } = require('node:fs');
process.stdout.write(readFileSync(${JSON.stringify(join(folder, 'stdout.txt'))}, 'utf8'));
process.stderr.write(readFileSync(${JSON.stringify(join(folder, 'stderr.txt'))}, 'utf8'));
process.exit(${code});
`,
  );
  chmodSync(fake, 0o755);
  const reportFile = join(folder, 'report.json');
  const run = spawnSync(process.execPath, [script, reportFile], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${folder}${delimiter}${process.env.PATH ?? ''}` },
  });
  const report: unknown = JSON.parse(readFileSync(reportFile, 'utf8'));
  return { status: run.status, output: run.stdout, report };
}

/** The shape npm 7 and later print for `npm audit --json`. */
function auditAnswer(severities: Record<string, 'low' | 'moderate' | 'high' | 'critical'>) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };
  for (const severity of Object.values(severities)) {
    counts[severity] += 1;
    counts.total += 1;
  }
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(severities).map(([name, severity]) => [
        name,
        {
          name,
          severity,
          isDirect: true,
          via: [],
          effects: [],
          range: '<1.2.3',
          nodes: [],
          fixAvailable: true,
        },
      ]),
    ),
    metadata: { vulnerabilities: counts, dependencies: { prod: 10, dev: 0, total: 10 } },
  });
}

describe('the dependency audit gate', () => {
  it('passes production dependencies with no advisory', () => {
    const { status, report } = gate(auditAnswer({}));
    expect(status).toBe(0);
    expect(report).toMatchObject({ numPassedTests: 1, numFailedTests: 0 });
  });

  it('lists low and moderate advisories and still passes', () => {
    const { status, output, report } = gate(
      auditAnswer({ 'left-pad': 'moderate', 'tiny-lib': 'low' }),
      '',
      1,
    );
    expect(status).toBe(0);
    expect(output).toContain('moderate: left-pad');
    expect(report).toMatchObject({ numPassedTests: 1, numFailedTests: 0 });
  });

  it('fails on a high or a critical advisory, one failure each', () => {
    const { status, output, report } = gate(
      auditAnswer({ 'body-parser-x': 'high', 'jwt-x': 'critical', 'left-pad': 'moderate' }),
      '',
      1,
    );
    expect(status).toBe(1);
    expect(output).toContain('1 critical, 1 high, 1 moderate');
    expect(report).toMatchObject({ numPassedTests: 0, numFailedTests: 2 });
  });

  it('says the audit did not run when the registry refuses the question, and counts no pass', () => {
    // What npm 11 printed on this machine, whose registry answers the audit endpoint with 405.
    const bulk = 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';
    const refused = JSON.stringify({
      message: `405 Method Not Allowed - POST ${bulk}`,
      method: 'POST',
      uri: bulk,
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    const { status, output, report } = gate(refused, 'npm warn audit 405 Method Not Allowed', 1);
    expect(status).toBe(0);
    expect(output).toContain('NOT RUN');
    expect(report).toMatchObject({
      numPassedTests: 0,
      numFailedTests: 0,
      notRun: expect.stringContaining('405'),
    });
  });
});
