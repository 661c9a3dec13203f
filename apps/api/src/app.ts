import pino from 'pino';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { AREAS } from './areas';
import type { AreaContext } from './lib/area';
import { fileLinkSecret, fileLinks } from './lib/file-links';
import { fileStorage } from './lib/files';
import { jobQueue } from './lib/jobs/index';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { inputGuardPlugin } from './plugins/input-guard';
import { languagePlugin } from './plugins/language';
import { limitsPlugin } from './plugins/limits';
import { openapiPlugin } from './plugins/openapi';
import { pressurePlugin } from './plugins/pressure';
import { securityHeadersPlugin } from './plugins/security-headers';
import { inlineScriptHashes, webPlugin } from './plugins/web';
import './types';

export type AppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  serveWeb?: boolean;
  /** Told about every route as it is registered (the route-guard tests walk the whole route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests: a route answering a status its schema does not declare answers 500 `undeclared_status` instead. */
  checkAnswers?: boolean;
  /** false: this instance sends jobs but runs none (default true: every instance shares the work). */
  jobWorkers?: boolean;
};

/** Builds the whole application without listening: server.ts listens, tests use `app.inject`. */
/** One log line per request, when it is answered, with its method and path (Fastify writes two: in and out). */
class AnsweredRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp({
  config,
  database,
  logger = false,
  serveWeb = true,
  onRoute,
  checkAnswers = false,
  jobWorkers = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.TRUST_PROXY,
    // Request logs carry method, path and status; never query strings or bodies (they hold personal data). Lines are
    // written without blocking (under load several go out in one write; pino flushes what is left when the process
    // ends), and each request logs one line when it is answered, not one more when it arrives.
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0] }) },
          stream: pino.destination({ dest: 1, sync: false }),
        }
      : false,
    logController: logger ? new AnsweredRequestLog() : undefined,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    // While closing, plugins/pressure.ts answers late requests with the shared 503 body (Fastify's own is bare).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The built index.html's inline boot script is allowed by its hash (plugins/web.ts).
  await app.register(securityHeadersPlugin, { scriptSrc: serveWeb ? inlineScriptHashes(config.webDist) : [] });
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(openapiPlugin, { checkAnswers });
  await app.register(pressurePlugin, { config });
  await app.register(authPlugin, { db: database.db });
  await app.register(limitsPlugin, { config });
  await app.register(inputGuardPlugin);

  // The job queue (docs/jobs.md): the job kinds of every area; workers start when the app is ready and stop (running
  // jobs go back to the queue for another instance) when it closes, before the pool does.
  const jobs = jobQueue({
    database,
    config,
    kinds: AREAS.flatMap((area) => area.jobs ?? []),
    schedules: AREAS.flatMap((area) => area.schedules ?? []),
    workers: jobWorkers,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  app.addHook('onReady', jobs.start);
  app.addHook('onClose', jobs.stop);

  // The shared parts every area is handed (lib/area.ts), made once.
  const context: AreaContext = {
    jobs,
    database,
    config,
    files: fileStorage(config.dataDir),
    links: fileLinks(fileLinkSecret(config.dataDir, config.FILE_LINK_SECRET), config.FILE_LINK_MINUTES),
  };
  await app.register(
    async (api) => {
      for (const area of AREAS) await area.routes(api, context);
    },
    { prefix: '/api' },
  );

  if (serveWeb) await app.register(webPlugin, { root: config.webDist });
  return app;
}
