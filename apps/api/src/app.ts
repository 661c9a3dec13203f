import helmet from '@fastify/helmet';
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
import { authRoutes } from './modules/auth/auth.routes';
import { authService } from './modules/auth/auth.service';
import { loginLimiter } from './modules/auth/login-limiter';
import { loginBlocksRoutes } from './modules/auth/login-blocks.routes';
import { loginBlocksService } from './modules/auth/login-blocks.service';
import { healthRoutes } from './modules/health/health.routes';
import { shiftsRoutes } from './modules/shifts/shifts.routes';
import { shiftsService } from './modules/shifts/shifts.service';
import { avatarRoutes } from './modules/users/avatar.routes';
import { badgesRoutes } from './modules/users/badges.routes';
import { badgesService } from './modules/users/badges.service';
import { usersRoutes } from './modules/users/users.routes';
import { usersService } from './modules/users/users.service';
import { fileLinkSecret, fileLinks } from './lib/file-links';
import { fileStorage } from './lib/files';
import { departmentsRoutes } from './modules/departments/departments.routes';
import { departmentsService } from './modules/departments/departments.service';
import { workingPlansRoutes } from './modules/working-plans/working-plans.routes';
import { workingPlansService } from './modules/working-plans/working-plans.service';
import { departmentGroupsRoutes } from './modules/department-groups/department-groups.routes';
import { departmentGroupsService } from './modules/department-groups/department-groups.service';
import { memberShiftsRoutes } from './modules/member-shifts/member-shifts.routes';
import { memberShiftsService } from './modules/member-shifts/member-shifts.service';
import { leaveTypesRoutes } from './modules/leave-types/leave-types.routes';
import { leaveTypesService } from './modules/leave-types/leave-types.service';
import { salaryComponentsRoutes } from './modules/salary-components/salary-components.routes';
import { salaryComponentsService } from './modules/salary-components/salary-components.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { settingsService } from './modules/settings/settings.service';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { inputGuardPlugin } from './plugins/input-guard';
import { languagePlugin } from './plugins/language';
import { limitsPlugin } from './plugins/limits';
import { openapiPlugin } from './plugins/openapi';
import { pressurePlugin } from './plugins/pressure';
import { webPlugin } from './plugins/web';
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

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(openapiPlugin, { checkAnswers });
  await app.register(pressurePlugin, { config });
  await app.register(authPlugin, { db: database.db });
  await app.register(limitsPlugin, { config });
  await app.register(inputGuardPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      const files = fileStorage(config.dataDir);
      const links = fileLinks(fileLinkSecret(config.dataDir, config.FILE_LINK_SECRET), config.FILE_LINK_MINUTES);
      const limiter = loginLimiter(database.pool, database.db, config);
      await api.register(authRoutes, { service: authService(database.db, config, limiter, links) });
      await api.register(loginBlocksRoutes, { service: loginBlocksService(database.db, limiter) });
      await api.register(shiftsRoutes, { service: shiftsService(database.db) });
      const users = usersService(database.db, files, links);
      await api.register(usersRoutes, { service: users });
      await api.register(avatarRoutes, { service: users });
      await api.register(badgesRoutes, { service: badgesService(database.db, files) });
      await api.register(departmentsRoutes, { service: departmentsService(database.db) });
      await api.register(workingPlansRoutes, {
        service: workingPlansService(database.db, { timeZone: config.COMPANY_TIME_ZONE }),
      });
      await api.register(departmentGroupsRoutes, { service: departmentGroupsService(database.db) });
      await api.register(memberShiftsRoutes, { service: memberShiftsService(database.db, config) });
      await api.register(leaveTypesRoutes, { service: leaveTypesService(database.db) });
      await api.register(salaryComponentsRoutes, { service: salaryComponentsService(database.db) });
      await api.register(settingsRoutes, {
        service: settingsService(database.db, { timeZone: config.COMPANY_TIME_ZONE }),
      });
    },
    { prefix: '/api' },
  );

  if (serveWeb) await app.register(webPlugin, { root: config.webDist });
  return app;
}
