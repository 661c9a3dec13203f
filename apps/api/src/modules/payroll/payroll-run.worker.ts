import { parentPort } from 'node:worker_threads';
import { connect, type Database, SERVER_APPLICATION_NAME } from '../../db/client';
import { AppError } from '../../lib/errors';
import { RUN_CONNECTIONS, type RunThreadAnswer, type RunThreadInput, runMonth } from './payroll.run';

/**
 * The payroll run's thread (payroll.run.ts `runInThread` sends it a run at a time): a month of 10,000 people is
 * seconds of computing and hundreds of megabytes of short-lived objects, and here neither the engine nor the garbage
 * collections it causes hold the server's event loop. It runs `runMonth` on connections of its own and answers; the
 * thread and its pool are kept for the next run.
 */
const port = parentPort!;
const post = (answer: RunThreadAnswer) => port.postMessage(answer);
let database: Database | undefined;

async function run({ url, input, timeZone, startedBy }: RunThreadInput) {
  if (database?.pool.options.connectionString !== url) {
    await database?.pool.end();
    database = connect(url, RUN_CONNECTIONS, SERVER_APPLICATION_NAME);
  }
  try {
    const runId = await runMonth(database.db, input, {
      timeZone,
      startedBy,
      progress: async (done, total) => post({ type: 'progress', done, total }),
    });
    post({ type: 'done', runId });
  } catch (error) {
    if (error instanceof AppError)
      post({
        type: 'refused',
        statusCode: error.statusCode,
        code: error.code,
        messageKey: error.messageKey,
        params: error.params,
      });
    else post({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

port.on('message', (message: RunThreadInput) => void run(message));
