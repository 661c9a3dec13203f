import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { authService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { shiftsRoutes } from './modules/shifts/shifts.routes';
import { shiftsService } from './modules/shifts/shifts.service';
import { avatarRoutes } from './modules/users/avatar.routes';
import { usersRoutes } from './modules/users/users.routes';
import { usersService } from './modules/users/users.service';
import { fileStorage } from './lib/files';
import { departmentsRoutes } from './modules/departments/departments.routes';
import { departmentsService } from './modules/departments/departments.service';
import { workingPlansRoutes } from './modules/working-plans/working-plans.routes';
import { workingPlansService } from './modules/working-plans/working-plans.service';
import { departmentGroupsRoutes } from './modules/department-groups/department-groups.routes';
import { departmentGroupsService } from './modules/department-groups/department-groups.service';
import { memberShiftsRoutes } from './modules/member-shifts/member-shifts.routes';
import { memberShiftsService } from './modules/member-shifts/member-shifts.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { settingsService } from './modules/settings/settings.service';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { inputGuardPlugin } from './plugins/input-guard';
import { languagePlugin } from './plugins/language';
import { openapiPlugin } from './plugins/openapi';
import { webPlugin } from './plugins/web';
import './types';

export type AppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  serveWeb?: boolean;
  /** Told about every route as it is registered (the route-guard tests walk the whole route table with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole application without listening: server.ts listens, tests use `app.inject`. */
export async function buildApp({
  config,
  database,
  logger = false,
  serveWeb = true,
  onRoute,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.TRUST_PROXY,
    // Request logs carry method, path and status; never query strings or bodies (they hold personal data).
    logger: logger
      ? { level: config.LOG_LEVEL, serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0] }) } }
      : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
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
  await app.register(openapiPlugin);
  await app.register(authPlugin, { db: database.db });
  await app.register(inputGuardPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db });
      await api.register(authRoutes, { service: authService(database.db, config) });
      await api.register(shiftsRoutes, { service: shiftsService(database.db) });
      const files = fileStorage(config.dataDir);
      await api.register(usersRoutes, { service: usersService(database.db, files) });
      await api.register(avatarRoutes, { files });
      await api.register(departmentsRoutes, { service: departmentsService(database.db) });
      await api.register(workingPlansRoutes, {
        service: workingPlansService(database.db, { timeZone: config.COMPANY_TIME_ZONE }),
      });
      await api.register(departmentGroupsRoutes, { service: departmentGroupsService(database.db) });
      await api.register(memberShiftsRoutes, { service: memberShiftsService(database.db, config) });
      await api.register(settingsRoutes, {
        service: settingsService(database.db, { timeZone: config.COMPANY_TIME_ZONE }),
      });
    },
    { prefix: '/api' },
  );

  if (serveWeb) await app.register(webPlugin, { root: config.webDist });
  return app;
}
