/** The job queue (docs/jobs.md): areas define kinds with `defineJob`, list them in their manifest, send them. */
export {
  defineJob,
  defineJobPort,
  defineSchedule,
  type JobContext,
  JobFailure,
  type JobKind,
  type JobPort,
  type JobSchedule,
  type RetryPolicy,
} from './define';
export { type JobQueue, type Jobs, jobQueue, type SendOptions, type Starter } from './queue';
export type { JobRow } from './rows';
