import fs from 'node:fs';
import { sleep } from './net';

/**
 * How much CPU other processes (not this benchmark, its servers, their PostgreSQL or builds) take, from /proc.
 * On a 2-core machine a test run next to the benchmark changes the figures a lot: run.ts waits for a quiet
 * machine first and every result says how busy the rest of the machine was meanwhile.
 */

type Sample = { total: number; busy: number; ours: number };

function machineJiffies(): { total: number; busy: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((s, v) => s + v, 0); // guest time is already inside user
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { total, busy: total - idle };
}

/** CPU time of this process and every live descendant, including children they have already reaped. */
function ourJiffies(): number {
  const parent = new Map<number, number>();
  const time = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(f[1]));
      time.set(Number(entry), Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]));
    } catch {
      // the process ended meanwhile
    }
  }
  let sum = 0;
  for (const [pid, jiffies] of time) {
    for (let p: number | undefined = pid; p && p > 1; p = parent.get(p)) {
      if (p === process.pid) {
        sum += jiffies;
        break;
      }
    }
  }
  return sum;
}

function sample(): Sample {
  return { ...machineJiffies(), ours: ourJiffies() };
}

/** Share of the whole machine (0..1, all cores) used by other processes between two samples. */
function othersShare(a: Sample, b: Sample): number {
  const total = b.total - a.total;
  if (total <= 0) return 0;
  return Math.max(0, b.busy - a.busy - Math.max(0, b.ours - a.ours)) / total;
}

export function watchLoad() {
  const start = sample();
  return { stop: () => othersShare(start, sample()) };
}

/** Waits until other processes use less than `threshold` of the machine for 3 s in a row, or `maxMs` passed. */
export async function waitForQuiet(log: (line: string) => void, threshold = 0.15, maxMs = 300_000): Promise<number> {
  const until = Date.now() + maxMs;
  let quietFor = 0;
  let told = false;
  let last = 0;
  while (Date.now() < until) {
    const a = sample();
    await sleep(1000);
    last = othersShare(a, sample());
    quietFor = last < threshold ? quietFor + 1 : 0;
    if (quietFor >= 3) return last;
    if (!told && quietFor === 0) {
      log(
        `other processes use ${Math.round(last * 100)} % of the CPU: waiting up to ${Math.round(maxMs / 1000)} s for a quiet machine ...`,
      );
      told = true;
    }
  }
  log(`the machine is still busy (${Math.round(last * 100)} % used by other processes): measuring anyway`);
  return last;
}
