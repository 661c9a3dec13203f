import { buildApp } from './app';
import { loadConfig } from './config';
import { bootstrap } from './db/bootstrap';
import { connect, SERVER_APPLICATION_NAME } from './db/client';
import { ensureDatabase, startEmbedded, type EmbeddedServer } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { assertConnectable } from './db/problems';

const log = (message: string) => console.log(`[hr] ${message}`);

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
  const database = connect(url, config.DB_POOL_SIZE, SERVER_APPLICATION_NAME);
  await applyMigrations(database.pool);
  const address = `http://localhost:${config.PORT}`;
  await bootstrap(database.db, config, log, `${address}/login`);

  const app = await buildApp({ config, database, logger: true });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ...`);
    // app.close() stops taking requests and waits for those in flight; whatever still hangs after 10 s is cut off.
    setTimeout(() => {
      log('Requests still running after 10 s: stopping anyway.');
      void embedded?.stop().finally(() => process.exit(1));
    }, 10_000).unref();
    await app.close().catch(() => undefined);
    await database.pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  log(`Ready: ${address}  (API documentation: ${address}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error(`[hr] Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
