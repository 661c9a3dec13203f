import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Benchmark, type BenchOutcome, met } from '../types';

export type BenchRecord = {
  name: string;
  title: string;
  startedAt: string;
  durationMs: number;
  otherProcessesCpuShare?: number;
  error?: string;
} & Partial<BenchOutcome>;

export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** .bench-results/<name>.json for each benchmark (git-ignored); the last run replaces the previous one. */
export function writeResults(root: string, records: BenchRecord[]): string {
  const dir = path.join(root, '.bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const host = machine();
  for (const record of records)
    fs.writeFileSync(
      path.join(dir, `${record.name}.json`),
      `${JSON.stringify({ machine: host, ...record }, null, 2)}\n`,
    );
  return dir;
}

const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));

/** A plain-text table: benchmark, figure, value, target, met. */
export function summaryTable(records: BenchRecord[], benchmarks: Benchmark[]): string {
  const rows: string[][] = [['benchmark', 'figure', 'value', 'target', 'met']];
  for (const record of records) {
    if (record.error) {
      rows.push([record.name, `FAILED: ${record.error.split('\n')[0]}`, '', '', '']);
      continue;
    }
    for (const figure of record.figures ?? []) {
      const ok = met(figure);
      rows.push([
        record.name,
        figure.label,
        `${figure.value} ${figure.unit}`,
        figure.target ? `${figure.target.op} ${figure.target.value} ${figure.unit}` : '-',
        ok === undefined ? '' : ok ? 'yes' : 'NO',
      ]);
    }
  }
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, col) => pad(cell, widths[col]!, col === 2))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  const notes = records.flatMap((r) => (r.notes ?? []).map((note) => `  ${r.name}: ${note}`));
  const titles = records.map(
    (r) =>
      `  ${r.name}: ${benchmarks.find((b) => b.name === r.name)?.title ?? ''} (${Math.round(r.durationMs / 1000)} s)`,
  );
  return [...lines, '', ...titles, ...(notes.length ? ['', 'Notes:', ...notes] : [])].join('\n');
}
