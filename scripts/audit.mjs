// CI's dependency audit: `npm audit --omit=dev --audit-level=high` of the production dependencies.
// Fails (exit 1) on a high or critical advisory; lower ones are listed and pass. When the registry's
// audit endpoint cannot be asked (some mirrors answer 405, or there is no network) the audit did not
// run: that is said plainly and recorded as "not run", never as a pass.
// Writes a report of the vitest JSON shape for .ci/summary.mjs: `node scripts/audit.mjs [REPORT.json]`.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const reportFile = process.argv[2];
const FAILING = ['high', 'critical'];

function report(fields) {
  if (reportFile)
    writeFileSync(reportFile, JSON.stringify({ numPassedTests: 0, numFailedTests: 0, ...fields }));
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let parsed;
try {
  parsed = JSON.parse(result.stdout);
} catch {
  parsed = undefined;
}
const counts = parsed?.metadata?.vulnerabilities;
if (!counts) {
  // No advisory data: npm could not ask the endpoint (its error is in `message` or on stderr).
  const reason = (parsed?.message ?? result.stderr ?? result.error?.message ?? 'no answer')
    .toString()
    .trim()
    .split('\n')[0];
  console.info(`npm audit NOT RUN: the registry's audit endpoint could not be asked (${reason}).`);
  report({ notRun: `audit endpoint unreachable: ${reason}` });
  process.exit(0);
}
const vulnerable = Object.entries(parsed.vulnerabilities ?? {});
for (const [name, entry] of vulnerable) console.info(`${entry.severity}: ${name} (${entry.range ?? ''})`);
const failing = vulnerable.filter(([, entry]) => FAILING.includes(entry.severity));
console.info(
  `npm audit: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
report({ numPassedTests: failing.length === 0 ? 1 : 0, numFailedTests: failing.length });
process.exit(failing.length === 0 ? 0 : 1);
