// `npm test`: type checks, lint, unit and API tests, then browser tests. Every step runs even when an earlier one
// failed (so one run shows everything that is wrong); the exit code is non-zero when any failed.
// `node scripts/test.mjs --steps=api` runs only the named steps (CI uses it for the second database server).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportFileProblems } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const vitest = (name, args) => ({
  name,
  command: [
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, `${name}.json`)}`],
  ],
  report: path.join(results, `${name}.json`),
});

const STEPS = [
  { name: 'typecheck', command: [bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']] },
  { name: 'lint', command: [bin('biome'), ['check', '.']] },
  vitest('unit', ['--project', 'unit']),
  vitest('api', ['--project', 'api']),
  vitest('e2e', ['--config', 'e2e/vitest.config.ts']),
];

const only = process.argv
  .find((arg) => arg.startsWith('--steps='))
  ?.slice('--steps='.length)
  .split(',');
const steps = only ? STEPS.filter((step) => only.includes(step.name)) : STEPS;

let passed = 0;
let failed = 0;
const lines = [];
for (const step of steps) {
  if (step.report) fs.rmSync(step.report, { force: true });
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command[1], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = '';
  if (step.report && fs.existsSync(step.report)) {
    const report = JSON.parse(fs.readFileSync(step.report, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    counts = ` ${report.numPassedTests} passed, ${report.numFailedTests} failed`;
    // The report decides too (scripts/test-report.mjs): no test ran, a failed test or suite, a skipped test, or a
    // report that is not a success fails the step even when the runner exited 0 (vitest once did).
    const problems = reportFileProblems(step.report);
    if (problems.length > 0) {
      run.status ||= 1;
      failed += report.numFailedTests > 0 ? 0 : 1;
      counts += ` (${problems.join('; ')})`;
    }
  } else if (step.report) {
    failed += 1;
    counts = ' (no report: the runner did not finish)';
  } else if (run.status === 0) {
    passed += 1;
  } else {
    failed += 1;
  }
  lines.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${step.name.padEnd(10)} ${seconds}s${counts}`);
  if (run.status !== 0 && !step.report) lines.push(`     ${step.name} failed (exit ${run.status})`);
  step.ok = run.status === 0;
}

console.log(`\n=== summary ===\n${lines.join('\n')}`);
fs.writeFileSync(
  path.join(results, `summary${only ? `-${only.join('-')}` : ''}.json`),
  JSON.stringify({ passed, failed }),
);
const ok = steps.every((step) => step.ok);
if (!ok && failed === 0) failed = 1;
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
