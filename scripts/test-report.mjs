// How a vitest JSON report is judged, by `npm test` (scripts/test.mjs) and by .ci/run alike: a step passes only
// when its report says success, at least one test ran, no test failed, no suite failed (a suite whose beforeAll
// threw has tests that never ran: vitest once exited 0 with "939 passed, 0 failed" and `success: false`), and no
// test was skipped or left as a todo (a skipped test proves nothing).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The problems of one report, as lines; empty when the report is a pass. */
export function reportProblems(report) {
  const problems = [];
  if (report.success !== true) problems.push('the report does not say success');
  if (!(report.numTotalTests > 0)) problems.push('no test ran');
  if (report.numFailedTests > 0) problems.push(`${report.numFailedTests} failed test(s)`);
  if (report.numFailedTestSuites > 0) problems.push(`${report.numFailedTestSuites} failed suite(s)`);
  if (report.numPendingTests > 0) problems.push(`${report.numPendingTests} skipped test(s)`);
  if (report.numTodoTests > 0) problems.push(`${report.numTodoTests} todo test(s)`);
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).every((a) => a.status !== 'failed'))
      problems.push(`${file.name}: the file failed outside its tests (${(file.message ?? '').split('\n')[0]})`);
  }
  return problems;
}

/** Reads a report file; the problems, or one problem when it is missing or unreadable. */
export function reportFileProblems(file) {
  try {
    return reportProblems(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    return [`no readable report at ${file} (${error.message.split('\n')[0]})`];
  }
}

// `node scripts/test-report.mjs FILE`: exit 1 with the problems when the report is not a pass.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = reportFileProblems(process.argv[2]);
  for (const line of problems) console.log(`report ${process.argv[2]}: ${line}`);
  process.exit(problems.length ? 1 : 0);
}
