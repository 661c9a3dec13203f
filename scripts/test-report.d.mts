/** Types of scripts/test-report.mjs (a plain script run by node before anything is built). */
export function reportProblems(report: Record<string, unknown>): string[];
export function reportFileProblems(file: string): string[];
