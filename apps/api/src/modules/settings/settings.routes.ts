import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  defaultSalaryBody,
  departmentRegionBody,
  departmentRegionListResponse,
  departmentRegionResponse,
  emptyData,
  envelope,
  holidayBody,
  holidayListQuery,
  holidayListResponse,
  holidayResponse,
  holidayUpdateBody,
  idParam,
  type SettingKind,
  settingDateQuery,
  SETTING_ANSWERS,
  settingSavedResponse,
  taxInsuranceBody,
  workScheduleBody,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { SettingsService } from './settings.service';

const tags = ['settings'];
const view = { permission: 'setting.view' as const };
const update = { permission: 'setting.update' as const };

/**
 * The settings calls at the paths of specification 002 section 7, odd ones included (no id in the tax and
 * work-schedule update paths). Every GET takes `?date=YYYY-MM-DD` (default today) and answers the version in force.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (app, { service }) => {
  const readRoutes = <K extends SettingKind>(kind: K, title: string) => {
    app.get(
      `/config/${kind}`,
      {
        config: view,
        schema: {
          tags,
          summary: `${title}: the version in force on ?date= (default today), with the list of versions`,
          querystring: settingDateQuery,
          response: { 200: SETTING_ANSWERS[kind].get },
        },
      },
      // The type provider cannot tie a generic kind to its schema: the serializer checks the answer of each kind.
      async (request) => ok(request, (await service.get(kind, request.query.date)) as never),
    );
    app.get(
      `/config/${kind}/versions`,
      {
        config: view,
        schema: {
          tags,
          summary: `${title}: every dated version with its fields, oldest first (history and comparison)`,
          response: { 200: SETTING_ANSWERS[kind].versions },
        },
      },
      async (request) => ok(request, (await service.versions(kind)) as never),
    );
  };
  readRoutes('default_salary', 'Salary and overtime settings');
  readRoutes('tax_insurance', 'Tax and insurance settings');
  readRoutes('work_schedule', 'Working days and hours settings');

  const saved = { 200: settingSavedResponse };

  app.post(
    '/config/default_salary/create',
    {
      config: update,
      schema: {
        tags,
        summary: 'Save salary and overtime settings from effective_from (a new date adds a version)',
        body: defaultSalaryBody,
        response: saved,
      },
    },
    async (request) =>
      ok(request, await service.save(request.actor!, 'default_salary', request.body), 'success.settings_saved'),
  );
  app.put(
    '/config/default_salary/update/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Save salary and overtime settings read from version {id} (409 when stale)',
        params: idParam,
        body: defaultSalaryBody,
        response: saved,
      },
    },
    async (request) =>
      ok(
        request,
        await service.save(request.actor!, 'default_salary', request.body, request.params.id),
        'success.settings_saved',
      ),
  );

  for (const [kind, body, title] of [
    ['tax_insurance', taxInsuranceBody, 'tax and insurance'],
    ['work_schedule', workScheduleBody, 'working days and hours'],
  ] as const) {
    app.post(
      `/config/${kind}/create`,
      {
        config: update,
        schema: {
          tags,
          summary: `Save ${title} settings from effective_from (a new date adds a version)`,
          body,
          response: saved,
        },
      },
      async (request) =>
        ok(request, await service.save(request.actor!, kind, request.body as never), 'success.settings_saved'),
    );
    app.put(
      `/config/${kind}/update`,
      {
        config: update,
        schema: {
          tags,
          summary: `Save ${title} settings (no id in the path, as specified; 409 when stale)`,
          body,
          response: saved,
        },
      },
      async (request) =>
        ok(request, await service.save(request.actor!, kind, request.body as never), 'success.settings_saved'),
    );
  }

  app.get(
    '/config/department_region',
    {
      config: view,
      schema: {
        tags,
        summary: "Every department with its own minimum-wage region (null: the company's region)",
        response: { 200: departmentRegionListResponse },
      },
    },
    async (request) => ok(request, await service.departmentRegions()),
  );
  app.put(
    '/config/department_region/:id',
    {
      config: update,
      schema: {
        tags,
        summary: "Set or clear a department's own region (1 to 4, or null for the company's)",
        params: idParam,
        body: departmentRegionBody,
        response: { 200: departmentRegionResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.setDepartmentRegion(request.actor!, request.params.id, request.body.region),
        'success.updated',
      ),
  );

  app.get(
    '/config/holiday',
    {
      config: view,
      schema: {
        tags,
        summary: 'Holidays of ?year= (default this year), yearly ones included, with days off in lieu',
        querystring: holidayListQuery,
        response: { 200: holidayListResponse },
      },
    },
    async (request) => ok(request, await service.holidays(request.query.year, request.lang)),
  );
  app.post(
    '/config/holiday/create',
    {
      config: update,
      schema: {
        tags,
        summary: 'Add a holiday (date as month-day plus year)',
        body: holidayBody,
        response: { 200: holidayResponse },
      },
    },
    async (request) =>
      ok(request, await service.createHoliday(request.actor!, request.body, request.lang), 'success.created'),
  );
  app.put(
    '/config/holiday/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Change a holiday (409 when stale)',
        params: idParam,
        body: holidayUpdateBody,
        response: { 200: holidayResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.updateHoliday(request.actor!, request.params.id, request.body, request.lang),
        'success.updated',
      ),
  );
  app.delete(
    '/config/holiday/:id',
    {
      config: update,
      schema: { tags, summary: 'Delete a holiday', params: idParam, response: { 200: envelope(emptyData) } },
    },
    async (request) => {
      await service.removeHoliday(request.actor!, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );
};
