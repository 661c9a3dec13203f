import fs from 'node:fs';

/**
 * CPU time spent by a server and its PostgreSQL, from /proc (Linux): what a request costs, not only how long it
 * waited. On a machine with few cores this tells why a list takes the time it takes: the server's Node process runs
 * JavaScript on one thread, so it answers at most 1 / (its CPU per request) requests a second whatever the SQL costs.
 */
export type CpuTimes = { server: number; postgres: number; self: number };

const TICK_MS = 10; // USER_HZ is 100 on Linux: /proc counts CPU time in hundredths of a second

/** CPU milliseconds so far of `serverPid` (the Node server) and of every PostgreSQL process below it, and of this process. */
export function cpuTimes(serverPid: number): CpuTimes {
  const parent = new Map<number, number>();
  const info = new Map<number, { name: string; ticks: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(f[1]));
      // A PostgreSQL process's own time, and that of its children that ended (a backend closed meanwhile counts in
      // the postmaster's), so the sum only grows.
      const children = name.startsWith('postgres') ? Number(f[13]) + Number(f[14]) : 0;
      info.set(Number(entry), { name, ticks: Number(f[11]) + Number(f[12]) + children });
    } catch {
      // the process ended meanwhile
    }
  }
  let server = 0;
  let postgres = 0;
  for (const [pid, { name, ticks }] of info) {
    if (pid === serverPid) server += ticks;
    else if (name.startsWith('postgres'))
      for (let p: number | undefined = parent.get(pid); p && p > 1; p = parent.get(p))
        if (p === serverPid) {
          postgres += ticks;
          break;
        }
  }
  const own = process.cpuUsage();
  return { server: server * TICK_MS, postgres: postgres * TICK_MS, self: (own.user + own.system) / 1000 };
}

/** CPU milliseconds per request between two readings. */
export function perRequest(before: CpuTimes, after: CpuTimes, requests: number): CpuTimes {
  return {
    server: (after.server - before.server) / requests,
    postgres: (after.postgres - before.postgres) / requests,
    self: (after.self - before.self) / requests,
  };
}
