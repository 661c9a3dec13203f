import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@hr/contracts';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { QUEUE_SCHEMA } from '../../db/migrate';
import { groupsOf } from '../access';
import { AppError } from '../errors';
import { executorDb, poolDb, readyQueues } from './boss-db';
import {
  defineJob,
  defineSchedule,
  type JobContext,
  JobFailure,
  JobInterrupted,
  type JobKind,
  type JobPort,
  type JobSchedule,
} from './define';
import { type JobRow, jobRows } from './rows';
import { type ResultFiles, resultFiles } from './results';

/**
 * How often an idle instance asks whether any queue has work (the doorbell: one statement for every kind); a job
 * sent on this instance wakes its worker at once.
 */
const POLL_SECONDS = 1;
/**
 * Each worker's own fetch when nothing woke it: a backstop only. With one fetch a second per kind an idle instance
 * ran 13 statements a second (about 40 ms of its CPU a second, most of it garbage collection), and requests met them.
 */
const WORKER_POLL_SECONDS = 60;
/** On close, a running job gets this long to notice the stop before pg-boss gives it back to the queue. */
const STOP_GRACE_MS = 2_000;
const PROGRESS_EVERY_MS = 500;
const DEFAULT_KEEP_HOURS = 24;
const DEFAULT_EXPIRE_SECONDS = 15 * 60;
/** Runs after an interruption (the instance stopped) for kinds without a retry policy. */
const INTERRUPTED_RUNS = 2;

/** Who starts a job (the request's actor): their role and department are kept with it (docs/jobs.md). */
export type Starter = { id: number; role_id: number; department_id: number | null };

export type SendOptions = {
  /** The person on whose behalf the job runs; they alone read its status and file, while their access is the same. */
  startedBy?: Starter | null;
  lang?: Language;
  /** The caller's transaction: the job exists exactly when it commits. Without it the job is sent at once. */
  tx?: Executor;
  /** Overrides of the kind's retry policy for this one job. */
  retryLimit?: number;
  retryDelaySeconds?: number;
};

type Payload = { input: unknown; startedBy: number | null; lang: Language };
type Result = { result_file: string; result_name: string; result_type: string; result_size: number };

/** The job queue of one app instance (docs/jobs.md): what areas get as `context.jobs`. */
export type Jobs = {
  /**
   * Queues a job of the kind (its input checked now) and returns its id. A port (`defineJobPort`) sends the kind an
   * area's manifest defines with it.
   */
  send: <Input>(kind: JobKind<Input> | JobPort<Input>, input: Input, options?: SendOptions) => Promise<string>;
  /** The status row of a job, or undefined. */
  find: (id: string) => Promise<JobRow | undefined>;
  /** The result file of a finished job, or undefined when it is gone. */
  openResult: (row: JobRow) => ReturnType<ResultFiles['open']>;
};

export type JobQueue = Jobs & {
  /** Installs the queues and, with workers, starts taking jobs (app.ts: on ready). */
  start: () => Promise<void>;
  /** Stops taking jobs; running ones are interrupted and queued again for another instance (app.ts: on close). */
  stop: () => Promise<void>;
};

const stringParams = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? v : String(v)]));

/** What the person reads about a failed run: a known failure says why, anything else is a generic message. */
function failureOf(error: unknown): JobFailure {
  if (error instanceof JobFailure) return error;
  if (error instanceof AppError) return new JobFailure(error.messageKey, stringParams(error.params));
  if (error instanceof z.ZodError) return new JobFailure('jobs.errors.failed');
  return new JobFailure('jobs.errors.failed', {}, true);
}

export function jobQueue(options: {
  database: Database;
  config: Config;
  kinds: readonly JobKind<unknown>[];
  /** The areas' scheduled jobs (their kinds are in `kinds`). */
  schedules?: readonly JobSchedule[];
  /** false: this instance sends jobs but runs none (tests of a restart). */
  workers: boolean;
  log: (message: string, error?: unknown) => void;
}): JobQueue {
  const { database, config, log } = options;
  const rows = jobRows(database.db);
  const files = resultFiles(config.dataDir);

  const cleanup = defineJob({
    kind: 'jobs-cleanup',
    input: z.object({}),
    async handler() {
      for (;;) {
        const expired = await rows.expired(500);
        if (expired.length === 0) return;
        for (const row of expired) if (row.result_file) await files.remove(row.result_file);
        await rows.remove(expired.map((row) => row.id));
      }
    },
  });
  const kinds = new Map<string, JobKind<unknown>>();
  for (const kind of [...options.kinds, cleanup]) {
    if (kinds.has(kind.kind)) throw new Error(`job kind "${kind.kind}" is defined twice`);
    kinds.set(kind.kind, kind);
  }
  // The queue's own schedule is declared the areas' way: the hourly clean-up of expired rows and files.
  const schedules = [...(options.schedules ?? []), defineSchedule({ kind: cleanup, cron: '7 * * * *', input: {} })];
  const scheduled = new Set<string>();
  for (const schedule of schedules) {
    if (kinds.get(schedule.kind.kind) !== schedule.kind)
      throw new Error(`scheduled job "${schedule.kind.kind}" is not listed in an area's manifest`);
    if (scheduled.has(schedule.kind.kind)) throw new Error(`job kind "${schedule.kind.kind}" is scheduled twice`);
    scheduled.add(schedule.kind.kind);
  }

  const boss = new PgBoss({
    db: poolDb(database.pool),
    schema: QUEUE_SCHEMA,
    migrate: true,
    // Maintenance (expiring stuck jobs, archiving) and the clock of scheduled jobs: on instances that run jobs.
    supervise: options.workers,
    schedule: options.workers,
  });
  boss.on('error', (error) => log('job queue error', error));
  const stopping = new AbortController();
  const workerIds = new Map<string, string>();
  let started: Promise<void> | undefined;
  let doorbell: NodeJS.Timeout | undefined;

  const retryLimitOf = (kind: JobKind<unknown>) => kind.retry?.limit ?? INTERRUPTED_RUNS;
  const queueOptions = (kind: JobKind<unknown>) => ({
    name: kind.kind,
    retryLimit: retryLimitOf(kind),
    retryDelay: kind.retry?.delaySeconds ?? 0,
    retryBackoff: kind.retry?.backoff ?? false,
    expireInSeconds: kind.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
  });

  /** Creates the kind's queue, or brings its settings up to date (several instances may race: both end equal). */
  async function ensureQueue(kind: JobKind<unknown>) {
    if (await boss.getQueue(kind.kind)) return boss.updateQueue(kind.kind, queueOptions(kind));
    await boss.createQueue(kind.kind, queueOptions(kind)).catch(async (error: unknown) => {
      if (!(await boss.getQueue(kind.kind))) throw error;
    });
  }

  async function run(kind: JobKind<unknown>, job: PgBoss.JobWithMetadata<Payload>) {
    const attempt = job.retryCount + 1;
    const lastRun = job.retryCount >= job.retryLimit;
    const payload = job.data;
    await rows.running(job.id, attempt);
    let lastWrite = 0;
    let result: Result | undefined;
    let outcome: { key: string; params: Record<string, string | number> } | undefined;
    const context: JobContext = {
      jobId: job.id,
      startedBy: payload.startedBy ?? null,
      lang: payload.lang ?? DEFAULT_LANGUAGE,
      attempt,
      db: database.db,
      databaseUrl: database.pool.options.connectionString ?? '',
      config,
      signal: stopping.signal,
      async progress(percent, messageKey, params) {
        if (stopping.signal.aborted) throw new JobInterrupted();
        const now = Date.now();
        if (percent < 100 && now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        const progress = Math.max(0, Math.min(100, Math.round(percent)));
        await rows.progress(job.id, progress, { key: messageKey ?? null, params: params ?? null });
      },
      outcome(key, params) {
        outcome = { key, params: params ?? {} };
      },
      async resultFile(downloadName, type, content) {
        const saved = await files.save(content, downloadName.split('.').pop() ?? 'bin');
        result = { result_file: saved.file, result_name: downloadName, result_type: type, result_size: saved.size };
      },
    };
    try {
      await kind.handler(kind.input.parse(payload.input), context);
      await rows.done(job.id, result ?? {}, outcome);
    } catch (error) {
      if (result) await files.remove(result.result_file);
      const interrupted = error instanceof JobInterrupted || stopping.signal.aborted;
      const failure = interrupted ? new JobFailure('jobs.errors.interrupted') : failureOf(error);
      if (!interrupted && !(error instanceof JobFailure) && !(error instanceof AppError))
        log(`job ${kind.kind} ${job.id} failed`, error);
      const message = { key: failure.messageKey, params: failure.params };
      if ((interrupted || (failure.retryable && kind.retry)) && !lastRun) {
        await rows.queued(job.id, message);
        throw error; // pg-boss runs it again, on whichever instance asks first
      }
      // Final: recorded here, and pg-boss records the job completed (a failure there would be run again).
      await rows.failed(job.id, message);
    }
  }

  async function startQueue() {
    await boss.start();
    for (const kind of kinds.values()) await ensureQueue(kind);
    if (!options.workers) return;
    for (const kind of kinds.values()) {
      const id = await boss.work<Payload>(
        kind.kind,
        { batchSize: 1, pollingIntervalSeconds: WORKER_POLL_SECONDS, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          await run(kind, job);
          // pg-boss waits a polling interval after each fetch, so one worker took at most one job a second (1,000
          // queued mails took 17 minutes); after a job, the next is fetched at once, and only an empty fetch waits.
          const id = workerIds.get(kind.kind);
          if (id) boss.notifyWorker(id);
        },
      );
      workerIds.set(kind.kind, id);
    }
    await registerSchedules();
    ringDoorbell();
  }

  /**
   * Every POLL_SECONDS, one statement asks which queues have a job ready (sent by another instance or inside a
   * caller's transaction, a retry whose delay ran out, a scheduled run) and wakes those workers; they fetch it.
   */
  function ringDoorbell() {
    if (stopping.signal.aborted) return;
    doorbell = setTimeout(async () => {
      try {
        for (const name of await readyQueues(database.pool, QUEUE_SCHEMA)) {
          const worker = workerIds.get(name);
          if (worker) boss.notifyWorker(worker);
        }
      } catch (error) {
        if (!stopping.signal.aborted) log('job queue: asking for ready jobs failed', error);
      }
      ringDoorbell();
    }, POLL_SECONDS * 1000);
    doorbell.unref();
  }

  /**
   * pg-boss keeps one schedule per queue name (insert or update), so registering at every start never adds a second
   * one; a schedule no manifest declares any more (an area dropped it) is removed, so the code is the one list. A
   * scheduled run has no starter and no status row.
   */
  async function registerSchedules() {
    for (const schedule of schedules) {
      const payload: Payload = { input: schedule.input, startedBy: null, lang: DEFAULT_LANGUAGE };
      await boss.schedule(schedule.kind.kind, schedule.cron, payload, { tz: config.COMPANY_TIME_ZONE });
    }
    for (const { name } of await boss.getSchedules()) if (!scheduled.has(name)) await boss.unschedule(name);
  }

  return {
    start() {
      started ??= startQueue();
      return started;
    },

    async stop() {
      stopping.abort();
      clearTimeout(doorbell);
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: STOP_GRACE_MS, wait: true, close: false });
    },

    async send(kind, input, sendOptions = {}) {
      if (!started) throw new Error('jobs.send before the app is ready');
      await started;
      const known = kinds.get(kind.kind);
      // A port is the listed kind's name and its very input schema (`defineJob({ ...port, handler })`).
      if (!known || (known !== kind && known.input !== kind.input))
        throw new Error(`job kind "${kind.kind}" is not listed in an area's manifest`);
      const payload: Payload = {
        input: kind.input.parse(input),
        startedBy: sendOptions.startedBy?.id ?? null,
        lang: sendOptions.lang ?? DEFAULT_LANGUAGE,
      };
      const id = randomUUID();
      const row = {
        id,
        kind: kind.kind,
        started_by: payload.startedBy,
        started_role: sendOptions.startedBy?.role_id ?? null,
        started_department: sendOptions.startedBy?.department_id ?? null,
        started_groups: sendOptions.startedBy
          ? await groupsOf(sendOptions.tx ?? database.db, sendOptions.startedBy)
          : [],
        expires_at: new Date(Date.now() + (known.keepHours ?? DEFAULT_KEEP_HOURS) * 3_600_000),
      };
      const insert = async (tx: Executor) => {
        await jobRows(tx).insert(row);
        const sent = await boss.send(kind.kind, payload, {
          id,
          retryLimit: sendOptions.retryLimit ?? retryLimitOf(known),
          ...(sendOptions.retryDelaySeconds === undefined ? {} : { retryDelay: sendOptions.retryDelaySeconds }),
          db: executorDb(tx),
        });
        if (sent !== id) throw new Error(`job ${kind.kind} was not queued`);
      };
      if (sendOptions.tx) await insert(sendOptions.tx);
      else {
        await database.db.transaction(insert);
        const worker = workerIds.get(kind.kind);
        if (worker) boss.notifyWorker(worker);
      }
      return id;
    },

    find: (id) => rows.find(id),
    openResult: (row) => (row.result_file ? files.open(row.result_file) : Promise.resolve(undefined)),
  };
}
