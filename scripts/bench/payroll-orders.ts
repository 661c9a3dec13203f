import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { cpuTimes } from './lib/cpu';
import { accessToken, get } from './lib/http';
import { round, summarize } from './lib/stats';
import type { Benchmark, Figure } from './types';
import { insertPeople } from './user-list';

/**
 * Issue 29: an entire-company bonus order for 100,000 people in one transaction (POST /api/management-bonus, timed
 * through HTTP), ten of them (one component each) so the entries reach 1,000,000 rows; then the bonus list
 * (GET /api/management-bonus/search: the first page, a middle page, and with each filter) by 20 clients, p99.
 */
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARM_UP = 100;
/** BENCH_CREATE_ONLY=1: the orders only, without the list's load (comparing the create before and after a change). */
const CREATE_ONLY = process.env.BENCH_CREATE_ONLY === '1';

async function api<T>(baseUrl: string, method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const data = ((await response.json()) as { data: T }).data;
  return { data, ms: performance.now() - started };
}

async function concurrently(count: number, call: () => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  let issued = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (issued < count) {
        issued += 1;
        times.push(await call());
      }
    }),
  );
  return times;
}

export const payrollOrders: Benchmark = {
  name: 'payroll-orders',
  title: 'Payroll data: entire-company order at 100,000 people, order list at 1,000,000 entries',
  async run({ log, tempDir, startServer }) {
    const server = await startServer({ dataDir: await tempDir('data') });
    const { baseUrl } = server;
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      log(`inserting ${PEOPLE} people ...`);
      await insertPeople(client, PEOPLE);
      // Orders go to the people payroll pays: those with a staff record (db/person.ts paidInPeriod).
      await client.query(`insert into staff_records (user_id, official_start_date)
        select id, '2020-01-01' from users where not exists (select 1 from staff_records s where s.user_id = users.id)`);
      await client.query('analyze users');
      await client.query('analyze staff_records');
      const token = await accessToken(baseUrl, server.username, server.password);

      const creates: number[] = [];
      // CPU milliseconds of each create: the server's Node process and its PostgreSQL (steadier than the time on a
      // shared machine).
      const createCpu: { server: number; postgres: number }[] = [];
      let recipients = 0;
      for (let i = 0; i < ORDERS; i++) {
        const component = await api<{ id: number }>(baseUrl, 'POST', '/api/salary_component', token, {
          salary_component_type: 'bonus',
          salary_component_name_vie: `Thưởng toàn công ty ${i + 1}`,
          salary_component_name_jp: `全社賞与${i + 1}`,
          application_method: 1,
          apply_by_formula: 'month',
          fix_money: 500_000 + i,
          tax_calculation: 1,
          attendance_condition: 0,
          overtime_condition: 0,
          scope_of_application: 2,
          start_date: '2020-01-01',
          end_date: '2099-12-31',
        });
        const before = cpuTimes(server.pid);
        const order = await api<{ recipients: number }>(baseUrl, 'POST', '/api/management-bonus', token, {
          salary_component_id: component.data.id,
          date: '2026-12-15',
          user_ids: [],
        });
        const after = cpuTimes(server.pid);
        creates.push(order.ms);
        createCpu.push({ server: after.server - before.server, postgres: after.postgres - before.postgres });
        recipients += order.data.recipients;
        log(
          `order ${i + 1}: ${order.data.recipients} people in ${round(order.ms)} ms (CPU: Node ${createCpu[i]!.server} ms, PostgreSQL ${createCpu[i]!.postgres} ms)`,
        );
      }
      // As autovacuum would after such a load: the visibility map lets the list's page walk read the index alone.
      if (!CREATE_ONLY) {
        await client.query('vacuum analyze payroll_order_recipients');
        await client.query('vacuum analyze payroll_orders');
      }

      const { rows } = await client.query<{ alias_id: string }>(
        'select alias_id from users where deleted_at is null order by id desc limit 1',
      );
      const middle = Math.floor(recipients / 20 / 2);
      const cases = [
        { key: 'first', label: 'first page', path: '/api/management-bonus/search' },
        { key: 'middle', label: `page ${middle}`, path: `/api/management-bonus/search?page=${middle}` },
        {
          key: 'alias',
          label: 'staff code filter',
          path: `/api/management-bonus/search?alias_id=${rows[0]!.alias_id}`,
        },
        {
          key: 'name',
          label: 'bonus name filter',
          path: `/api/management-bonus/search?bonus_name=${encodeURIComponent('công ty 7')}`,
        },
        { key: 'value', label: 'value filter', path: '/api/management-bonus/search?value=500003' },
      ];
      const figures: Figure[] = [
        {
          key: 'create_first',
          label: `entire-company order, ${recipients / ORDERS} people (first, HTTP)`,
          value: round(creates[0]!),
          unit: 'ms',
          target: { op: '<=', value: 2000 },
        },
        {
          key: 'create_max',
          label: `entire-company order, slowest of ${ORDERS}`,
          value: round(Math.max(...creates)),
          unit: 'ms',
          target: { op: '<=', value: 2000 },
        },
      ];
      const details: Record<string, unknown> = { creates, createCpu, recipients };
      for (const c of CREATE_ONLY ? [] : cases) {
        const call = async () => {
          const answer = await get(baseUrl, c.path, token);
          if (answer.status !== 200) throw new Error(`GET ${c.path} answered ${answer.status}`);
          return answer.ms;
        };
        await concurrently(WARM_UP, call);
        const summary = summarize(await concurrently(REQUESTS, call));
        details[c.key] = summary;
        log(`${c.label}: p50 ${round(summary.median)} ms, p99 ${round(summary.p99)} ms`);
        figures.push({
          key: `list_${c.key}`,
          label: `bonus list at ${recipients} entries, ${c.label}, ${CLIENTS} clients, p99`,
          value: round(summary.p99),
          unit: 'ms',
          target: { op: '<=', value: 100 },
        });
      }
      return { figures, details };
    } finally {
      await client.end();
    }
  },
};
