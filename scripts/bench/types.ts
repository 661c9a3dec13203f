import type { RunningServer, ServerOptions } from './lib/server';

/** One measured number. `target` is set only where an issue gives a budget; the run never fails on it. */
export type Figure = {
  key: string;
  label: string;
  value: number;
  unit: string;
  target?: { op: '<=' | '>='; value: number };
};

export type BenchOutcome = {
  figures: Figure[];
  /** Anything worth keeping in the JSON results (per-run numbers, chunk lists, ...). */
  details?: Record<string, unknown>;
  /** Extra lines printed under the summary (what dominates, warnings). */
  notes?: string[];
};

export type BenchContext = {
  /** The repository root. */
  root: string;
  log: (line: string) => void;
  /** A fresh, empty temporary folder; removed after the benchmark (also when it throws). */
  tempDir: (label: string) => Promise<string>;
  /** Starts `node scripts/start.mjs` on free loopback ports; every server still running is stopped afterwards. */
  startServer: (options: ServerOptions) => Promise<RunningServer>;
};

/** A benchmark: a file in scripts/bench/ exporting one of these, listed once in run.ts. */
export type Benchmark = {
  /** The name on the command line: `npm run bench -- <name>`. */
  name: string;
  title: string;
  run: (context: BenchContext) => Promise<BenchOutcome>;
};

export function met(figure: Figure): boolean | undefined {
  if (!figure.target) return undefined;
  return figure.target.op === '<=' ? figure.value <= figure.target.value : figure.value >= figure.target.value;
}
