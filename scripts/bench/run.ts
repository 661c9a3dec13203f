// `npm run bench` runs every benchmark in turn; `npm run bench -- signin start-time` runs the ones named.
// Adding a benchmark: a new file exporting a `Benchmark` (see types.ts) and one line in BENCHMARKS below.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { waitForQuiet, watchLoad } from './lib/machine-load';
import { type BenchRecord, machine, summaryTable, writeResults } from './lib/report';
import { type RunningServer, signalAll, startServer } from './lib/server';
import { makeTempDir, removeDir } from './lib/temp';
import { attendance, attendanceCloseOfDay, attendanceReports, attendanceScreens } from './attendance';
import { lighthouseBench } from './lighthouse';
import { payrollOrders } from './payroll-orders';
import { payrollCalculator } from './payroll-calculator';
import { payrollRun } from './payroll-run';
import { signin } from './signin';
import { staffBench } from './staff';
import { scale } from './scale';
import { startTime } from './start-time';
import type { BenchContext, Benchmark } from './types';
import { userList } from './user-list';
import { candidates } from './candidates';
import { webBundle } from './web-bundle';

const BENCHMARKS: Benchmark[] = [
  webBundle,
  startTime,
  signin,
  userList,
  candidates,
  scale,
  lighthouseBench,
  attendance,
  staffBench,
  attendanceReports,
  attendanceCloseOfDay,
  payrollOrders,
  attendanceScreens,
  payrollCalculator,
  payrollRun,
];

/** Longest wait for other processes to calm down before each benchmark (BENCH_QUIET_WAIT_S=0: do not wait). */
const quietWaitMs = Number(process.env.BENCH_QUIET_WAIT_S ?? 300) * 1000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function choose(args: string[]): Benchmark[] {
  const names = args.filter((a) => !a.startsWith('-'));
  if (args.includes('--list') || args.includes('--help')) {
    console.log(
      `Benchmarks (npm run bench -- <name> ...):\n${BENCHMARKS.map((b) => `  ${b.name.padEnd(12)} ${b.title}`).join('\n')}`,
    );
    process.exit(0);
  }
  const unknown = names.filter((n) => !BENCHMARKS.some((b) => b.name === n));
  if (unknown.length) {
    console.error(`Unknown benchmark ${unknown.join(', ')}; there are: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
    process.exit(2);
  }
  return names.length ? BENCHMARKS.filter((b) => names.includes(b.name)) : BENCHMARKS;
}

/** Runs one benchmark with its own temporary folders and servers, and always cleans them up. */
async function runOne(benchmark: Benchmark): Promise<BenchRecord> {
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  const log = (line: string) => console.log(`[bench ${benchmark.name}] ${line}`);
  const context: BenchContext = {
    root,
    log,
    tempDir: async (label) => {
      const dir = await makeTempDir(label);
      dirs.push(dir);
      return dir;
    },
    startServer: async (options) => {
      const server = await startServer(root, options);
      servers.push(server);
      log(`server ${server.pid} on ${server.baseUrl}: first sign-in after ${Math.round(server.firstSignInMs)} ms`);
      return server;
    },
  };
  if (quietWaitMs > 0) await waitForQuiet(log, 0.15, quietWaitMs);
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const load = watchLoad();
  const record = (extra: Partial<BenchRecord>): BenchRecord => {
    const others = load.stop();
    const busy =
      others >= 0.1
        ? [
            `other processes used ${Math.round(others * 100)} % of the machine's CPU meanwhile: these figures are pessimistic`,
          ]
        : [];
    return {
      name: benchmark.name,
      title: benchmark.title,
      startedAt,
      durationMs: performance.now() - started,
      otherProcessesCpuShare: Math.round(others * 1000) / 1000,
      ...extra,
      notes: [...(extra.notes ?? []), ...busy],
    };
  };
  try {
    return record(await benchmark.run(context));
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`[bench ${benchmark.name}] failed: ${message}`);
    return record({ error: message });
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dirs) await removeDir(dir);
  }
}

// Ctrl+C or a kill of the benchmark: stop the servers it started (they stop their PostgreSQL), then leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: stopping the servers ...`);
    const children = signalAll();
    void Promise.all(
      children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve)))),
    ).then(() => process.exit(130));
  });
}

const selected = choose(process.argv.slice(2));
const host = machine();
console.log(
  `[bench] ${selected.map((b) => b.name).join(', ')} on ${host.cpus} cores (${host.cpuModel}), ${host.memoryGiB} GiB, Node ${host.node}`,
);
const records: BenchRecord[] = [];
for (const benchmark of selected) records.push(await runOne(benchmark));

const dir = writeResults(root, records);
console.log(`\n${summaryTable(records, BENCHMARKS)}\n\nResults: ${path.relative(root, dir)}/`);
// Targets are reported, never enforced; only a benchmark that could not measure at all sets the exit code.
process.exitCode = records.some((r) => r.error) ? 1 : 0;
