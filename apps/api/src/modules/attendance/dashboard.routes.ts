import { dashboardResponse } from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { DashboardService } from './dashboard.service';

const tags = ['attendance'];

/** The home page's attendance at a glance. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (app, { service }) => {
  app.get(
    '/dashboard/attendance',
    {
      config: { permission: 'attendance.view', scope: 'the people in the reader’s personal read scope' },
      schema: {
        tags,
        summary:
          'Today by department (present on time, late, on leave, absent, not yet in, off: one bucket each) and the last 30 days (present, late, on leave, absent per date)',
        response: { 200: dashboardResponse },
      },
    },
    async (request) => ok(request, await service.today(request.actor!)),
  );
};
