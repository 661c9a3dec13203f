import { describe, expect, it } from 'vitest';
import { reportProblems } from './test-report.mjs';

/** A report as vitest's JSON reporter writes it, for one file with the given test outcomes. */
const report = (overrides: Record<string, unknown> = {}, statuses: string[] = ['passed']) => ({
  success: true,
  numTotalTests: statuses.length,
  numPassedTests: statuses.filter((s) => s === 'passed').length,
  numFailedTests: statuses.filter((s) => s === 'failed').length,
  numPendingTests: statuses.filter((s) => s === 'skipped' || s === 'pending').length,
  numTodoTests: statuses.filter((s) => s === 'todo').length,
  numFailedTestSuites: 0,
  testResults: [
    {
      name: 'a.test.ts',
      status: statuses.includes('failed') ? 'failed' : 'passed',
      message: '',
      assertionResults: statuses.map((status) => ({ status })),
    },
  ],
  ...overrides,
});

describe('judging a test report (scripts/test-report.mjs)', () => {
  it('passes a successful report with tests', () => {
    expect(reportProblems(report())).toEqual([]);
  });

  it('fails a report that ran no test', () => {
    expect(reportProblems(report({}, []))).toContain('no test ran');
  });

  it('fails a failed test', () => {
    expect(reportProblems(report({ success: false }, ['passed', 'failed']))).toContain('1 failed test(s)');
  });

  it('fails a suite that failed in its set-up although every test that ran passed ("939 passed, 0 failed")', () => {
    const broken = report({
      success: false,
      numFailedTestSuites: 1,
      testResults: [
        { name: 'pressure.test.ts', status: 'failed', message: 'Error: expected 200, got 503', assertionResults: [] },
      ],
    });
    const problems = reportProblems(broken);
    expect(problems).toContain('the report does not say success');
    expect(problems).toContain('1 failed suite(s)');
    expect(problems.some((line) => line.startsWith('pressure.test.ts: the file failed outside its tests'))).toBe(true);
  });

  it('fails skipped and todo tests', () => {
    expect(reportProblems(report({}, ['passed', 'skipped']))).toContain('1 skipped test(s)');
    expect(reportProblems(report({}, ['passed', 'todo']))).toContain('1 todo test(s)');
  });
});
