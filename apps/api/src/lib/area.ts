import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { FileLinks } from './file-links';
import type { FileStorage } from './files';
import type { JobKind, JobSchedule, Jobs } from './jobs/index';

/**
 * What every area is handed when the app is built: the database and the shared parts, made once in app.ts. An area
 * builds its own services from these; it never reaches into another area's internals (only its `<area>.api.ts`).
 */
export type AreaContext = {
  database: Database;
  config: Config;
  files: FileStorage;
  links: FileLinks;
  /** The job queue (docs/jobs.md): `jobs.send(kind, input, { startedBy, lang })` answers the new job's id. */
  jobs: Jobs;
};

/** Told to the console at start ("Added 11 public holidays ..."). */
export type StartLog = (message: string) => void;

/**
 * An area of the product as the app sees it: apps/api/src/areas.ts lists them, app.ts registers each one's routes
 * under /api in that order, and the start-up (startup/bootstrap.ts) runs their seeds. Write-fuzz cases live beside
 * the area in `<area>.fuzz.ts` (test code stays out of the built server) and are found by the test kit by name.
 */
export type Area = {
  /** The folder name under modules/, also the OpenAPI tag family. */
  name: string;
  /** Registers the area's routes (the instance is already prefixed with /api). */
  routes: (api: FastifyInstance, context: AreaContext) => Promise<void>;
  /**
   * At every start, after the migrations and before the server listens: reference rows the area needs (e.g. this
   * year's public holidays). Idempotent; returns a line for the console or nothing.
   */
  seed?: (db: Db, config: Config) => Promise<string | undefined>;
  /**
   * The first start of an empty database with SEED_DEMO (after the demo company's people exist, in the order of
   * areas.ts): the area's demo data, so its screens have something to show.
   */
  seedDemo?: (db: Db, config: Config) => Promise<string | undefined>;
  /**
   * The area's tables. `versioned`: rows carry `version` and `updated_at` (the write fuzz's fingerprint reads their
   * version sums; the versions test checks each bumps its version on update). `counted`: the other tables it writes.
   */
  tables: { versioned: string[]; counted: string[] };
  /** The area's job kinds (lib/jobs `defineJob`): every instance runs their workers (docs/jobs.md). */
  jobs?: readonly JobKind<unknown>[];
  /** Jobs the queue sends by itself on a cron in the company's time zone (lib/jobs `defineSchedule`; docs/jobs.md). */
  schedules?: readonly JobSchedule[];
};
