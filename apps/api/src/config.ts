import path from 'node:path';
import { COMPANY_DEFAULT_TIME_ZONE } from '@hr/contracts/dates';
import { z } from 'zod';

/** Whether the IANA time zone database of this Node.js knows the name (Asia/Ho_Chi_Minh, UTC, ...). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Every setting of the server, read from the environment once at start. README "Configuration" lists them. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** A PostgreSQL server (14 or newer). Unset: the embedded PostgreSQL under DATA_DIR/pg is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9.]{3,64}$/, 'may only contain A-Z, a-z, 0-9 and dot (3 to 64 characters)')
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(1024).optional(),
  /** Whether the first start of an empty database creates the demo company. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The language the demo company's names (departments, department types, shift groups) are written in, once, at
   * that first start: names are company data in one language, not translated per reader.
   */
  DEMO_LANGUAGE: z.enum(['en', 'ja', 'vi']).default('en'),
  SESSION_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  REMEMBER_ME_DAYS: z.coerce.number().positive().max(365).default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** How long failures are counted. */
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** How long a block of one address (for one account, or for all) lasts. */
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /** Each failure of an account from an address answers this much slower than the one before (at most 2 s). */
  LOGIN_DELAY_MS: z.coerce.number().int().min(0).max(2000).default(250),
  /** Per-person limits (429 with Retry-After over them): spreadsheet exports, uploads, large reads. */
  RATE_LIMIT_EXPORTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  RATE_LIMIT_HEAVY_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(120),
  /** How long a signed file link (an avatar's `avatar_url`) works; it also ends with the session it was made for. */
  FILE_LINK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /**
   * The secret signing file links (at least 32 characters). Unset: one is generated on first start and kept in
   * DATA_DIR/secrets/file-links.key (readable by the server's user only); set it when several instances serve files.
   */
  FILE_LINK_SECRET: z.string().min(32).max(1024).optional(),
  COMPANY_TIME_ZONE: z
    .string()
    .default(COMPANY_DEFAULT_TIME_ZONE)
    .refine(isTimeZone, 'is not a time zone this system knows (an IANA name like Asia/Ho_Chi_Minh)'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Load shedding (plugins/pressure.ts): over any of these limits an /api/ request (not /api/health) gets 503
   * `overloaded` with Retry-After at once. 0 turns a check off. Event-loop delay is the mean over one sample.
   */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).max(60_000).default(1000),
  /** Share of time the event loop is busy, 0 to 1 (e.g. 0.98); 0 turns the check off. */
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** Heap in use, in MiB; 0 turns the check off. */
  PRESSURE_MAX_HEAP_MB: z.coerce.number().min(0).default(0),
  /** Resident memory of the process, in MiB; 0 turns the check off. */
  PRESSURE_MAX_RSS_MB: z.coerce.number().min(0).default(0),
  /** How often the figures are sampled (at least 100 ms: a shorter sample may hold no event-loop measurement). */
  PRESSURE_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** The Retry-After of a shed request, in seconds. */
  PRESSURE_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * Mail (modules/mail, docs/mail.md). SMTP_URL unset: mails stay in the outbox as `not_configured`, nothing is sent.
   * The URL carries the credentials (`smtp://user:pass@host:587`, `smtps://...` for TLS from the start).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'must look like smtp://user:pass@host:587 or smtps://user:pass@host:465')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).default('HR Office <no-reply@localhost>'),
  /** The public address of the web app, used in links in mails. Default: http://localhost:PORT. */
  APP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** How often this instance hands mails without a delivery job to one (0: never; another instance does). */
  MAIL_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Tries per mail before it is marked `failed`; the wait doubles after each failed try, from MAIL_RETRY_SECONDS. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** "Forgot password" requests per hour: from one address (then 429), and mails to one person (then none). */
  FORGOT_PASSWORD_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
  FORGOT_PASSWORD_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(3),
  /**
   * Meeting links of online interviews (modules/recruitment/meetings.ts, docs/recruitment.md). Without Zoom
   * credentials every link is a Jitsi Meet room on JITSI_BASE_URL (no account needed). With all three ZOOM_*
   * credentials (a Server-to-Server OAuth app), links are Zoom meetings.
   */
  JITSI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://meet.jit.si'),
  ZOOM_ACCOUNT_ID: z.string().min(1).max(200).optional(),
  ZOOM_CLIENT_ID: z.string().min(1).max(200).optional(),
  ZOOM_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  /** Zoom's addresses (tests point them at a local server). */
  ZOOM_OAUTH_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .default('https://zoom.us/oauth/token'),
  ZOOM_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.zoom.us/v2'),
  /** Where the built web app is; the API serves it and falls back to its index.html. */
  WEB_DIST: z.string().default('./apps/web/dist'),
});

const ZOOM_CREDENTIALS = ['ZOOM_ACCOUNT_ID', 'ZOOM_CLIENT_ID', 'ZOOM_CLIENT_SECRET'] as const;
/** Zoom needs its three credentials together: one or two of them is a mistake, not "use Jitsi". */
const checked = schema.superRefine((value, ctx) => {
  const given = ZOOM_CREDENTIALS.filter((name) => value[name] !== undefined);
  if (given.length > 0 && given.length < ZOOM_CREDENTIALS.length)
    ctx.addIssue({
      code: 'custom',
      path: [ZOOM_CREDENTIALS.find((name) => value[name] === undefined)!],
      message: 'must be set together with ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET',
    });
});

export type Config = z.infer<typeof schema> & { dataDir: string; webDist: string; appUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checked.safeParse(env);
  if (!parsed.success) {
    // One line: a start script or a service manager shows the first line of the error.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    webDist: path.resolve(parsed.data.WEB_DIST),
    appUrl: parsed.data.APP_URL ?? `http://localhost:${parsed.data.PORT}`,
  };
}
