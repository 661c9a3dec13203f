import type { Readable } from 'node:stream';
import type { Language } from '@hr/contracts';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

/** What a handler is handed besides its input: who asked, in which language, and the ways to report. */
export type JobContext = {
  jobId: string;
  /** The person who started the job (null for scheduled work): handlers act on their behalf, with their scope. */
  startedBy: number | null;
  /** The language of the request that started the job (headers of a file, texts of a mail). */
  lang: Language;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  db: Db;
  /** The database's connection string, for work on connections of its own (payroll's run in its thread). */
  databaseUrl: string;
  config: Config;
  /** Aborted when the instance stops: stop soon, the job is run again by an instance that is up. */
  signal: AbortSignal;
  /**
   * Progress 0..100 and what is happening now (a catalog key of packages/contracts messages, translated for each
   * reader; `{ done, total }` counts in `total`'s plural form, modules/jobs/jobs.service.ts). Written at most twice a second; throws when the instance is stopping, so a loop stops there.
   */
  progress: (percent: number, messageKey?: string, params?: Record<string, string | number>) => Promise<void>;
  /** Writes the job's result file from a stream (e.g. lib/excel.ts streamWorkbook) and records it for download. */
  resultFile: (downloadName: string, type: string, content: Readable) => Promise<void>;
  /**
   * What the finished job did, for a job without a file (close of day: how many days for how many people): a catalog
   * key and its parameters, kept as the message of the done job and shown by the browser's job progress.
   */
  outcome: (messageKey: string, params?: Record<string, string | number>) => void;
};

export type RetryPolicy = {
  /** Runs after the first one: the job fails for good after 1 + limit runs. */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Doubles the delay at each retry (with jitter: pg-boss's retryBackoff). */
  backoff?: boolean;
};

export type JobDefinition<Input> = {
  /** The queue name: letters, digits and hyphens, `<area>-<what>` (e.g. `users-export`). */
  kind: string;
  /** Checked when sent and again when run: a job never runs on input its kind does not accept. */
  input: z.ZodType<Input>;
  /**
   * Kinds whose failures can pass (mail, a remote service) retry with this policy. Without it a failure is final,
   * only an interrupted run (the instance stopped) is run again.
   */
  retry?: RetryPolicy;
  /** Longest run before pg-boss gives the job up as stuck (a crashed instance): default 15 minutes. */
  expireInSeconds?: number;
  /** How long the status row and the result file are kept after the start: default 24 hours. */
  keepHours?: number;
  // A method (not a property) so that a kind of any input is a JobKind<unknown> in a manifest's list.
  handler(input: Input, context: JobContext): Promise<void>;
};

/** A job kind: what an area lists in its manifest (`jobs: [...]`) and passes to `jobs.send`. */
export type JobKind<Input = unknown> = Readonly<JobDefinition<Input>>;

const KIND = /^[a-z][a-z0-9-]{1,62}$/;

export function defineJob<Input>(definition: JobDefinition<Input>): JobKind<Input> {
  if (!KIND.test(definition.kind)) throw new Error(`job kind "${definition.kind}": use a-z, 0-9 and hyphens`);
  return Object.freeze(definition);
}

/**
 * A job kind's name and input without its handler, for work a lower module asks of a higher one it may not import
 * (settings asks attendance to recompute stored days: docs/jobs.md "Work a lower area asks for"). The lower module
 * declares it in its `<area>.api.ts` and sends it (`jobs.send(port, input, { tx })`); the higher area lists
 * `defineJob({ ...port, handler })` in its manifest, which the queue knows by the port's name and input schema.
 */
export type JobPort<Input> = Readonly<Pick<JobDefinition<Input>, 'kind' | 'input'>>;

export function defineJobPort<Input>(port: { kind: string; input: z.ZodType<Input> }): JobPort<Input> {
  if (!KIND.test(port.kind)) throw new Error(`job kind "${port.kind}": use a-z, 0-9 and hyphens`);
  return Object.freeze(port);
}

/**
 * A failure a handler reports on purpose: its message key and parameters are what the person who started the job
 * reads (never a stack trace). `retryable`: worth another run for kinds with a retry policy.
 */
export class JobFailure extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly retryable = false,
  ) {
    super(messageKey);
  }
}

/** Thrown by `progress` once the instance is stopping: the run ends and the job is queued again. */
export class JobInterrupted extends Error {
  constructor() {
    super('job interrupted: the instance is stopping');
  }
}

/**
 * A job the queue sends by itself on a cron, in the company's time zone (`COMPANY_TIME_ZONE`): what an area lists in
 * its manifest (`schedules: [...]`). Registered at every start under the kind's name (pg-boss keeps one schedule per
 * name, so a restart or a second instance replaces it, never adds one); one instance sends each run.
 */
export type JobSchedule = Readonly<{ kind: JobKind<unknown>; cron: string; input: unknown }>;

export function defineSchedule<Input>(schedule: { kind: JobKind<Input>; cron: string; input: Input }): JobSchedule {
  return Object.freeze({ ...schedule, input: schedule.kind.input.parse(schedule.input) }) as JobSchedule;
}
