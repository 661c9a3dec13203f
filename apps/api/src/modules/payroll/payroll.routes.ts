import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calculatorBody,
  calculatorResponse,
  idParam,
  jobStartedResponse,
  jobStatusUrl,
  payrollListQuery,
  payrollLockBody,
  payrollLockResponse,
  payrollMonthParam,
  payrollMonthResponse,
  payrollPersonQuery,
  payrollPersonResponse,
  payrollRunBody,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { CalculatorService } from './calculator.service';
import type { PayrollService } from './payroll.service';

const tags = ['payroll'];
const LOCKED = 'The month is locked (code payroll_month_locked)';

export const payrollRoutes: FastifyPluginAsyncZod<{ calculator: CalculatorService; service: PayrollService }> = async (
  app,
  { calculator, service },
) => {
  app.post(
    '/payroll/calculate',
    {
      config: {
        permission: 'payroll.calculator',
        errors: { 422: 'No salary up to the maximum gives the net asked (code net_unreachable)' },
      },
      schema: {
        tags,
        summary: 'Gross to net or net to gross under the law of the month asked, every line explained',
        body: calculatorBody,
        response: { 200: calculatorResponse },
      },
    },
    async (request) => ok(request, await calculator.calculate(request.body)),
  );

  app.post(
    '/payroll/runs',
    {
      config: { permission: 'payroll.run', errors: { 409: LOCKED } },
      schema: {
        tags,
        summary: 'Run or re-run a month for the company or some departments, as a job (202; follow status_url)',
        body: payrollRunBody,
        response: { 202: jobStartedResponse },
      },
    },
    async (request, reply) => {
      const id = await service.start(request.actor!, request.body, request.lang);
      return reply.code(202).send(ok(request, { job_id: id, status_url: jobStatusUrl(id) }, 'jobs.started'));
    },
  );

  app.get(
    '/payroll',
    {
      config: { permission: 'payroll.view' },
      schema: {
        tags,
        summary: "A month's payroll: each person's current result (paged), totals by department, the runs",
        querystring: payrollListQuery,
        response: { 200: payrollMonthResponse },
      },
    },
    async (request) => ok(request, await service.month(request.query)),
  );

  app.get(
    '/payroll/people/:id',
    {
      config: { permission: 'payroll.view', errors: { 404: 'The person has no payroll for the month' } },
      schema: {
        tags,
        summary: "A person's payroll of a month: every line with its rule, figures and settings version, the inputs",
        params: idParam,
        querystring: payrollPersonQuery,
        response: { 200: payrollPersonResponse },
      },
    },
    async (request) => ok(request, await service.person(request.query.month, request.params.id)),
  );

  app.get(
    '/payroll/payslips/:month',
    {
      config: { errors: { 404: 'No payslip of that month yet: not run or not locked (code payslip_not_available)' } },
      schema: {
        tags,
        summary: "One's own payslip of a month, once the month is locked (self-service: nobody else's)",
        params: payrollMonthParam,
        response: { 200: payrollPersonResponse },
      },
    },
    async (request) => ok(request, await service.ownPayslip(request.actor!, request.params.month)),
  );

  app.post(
    '/payroll/locks',
    {
      config: { permission: 'payroll.lock', errors: { 409: 'Already locked (code payroll_already_locked)' } },
      schema: { tags, summary: 'Lock a payroll month', body: payrollLockBody, response: { 200: payrollLockResponse } },
    },
    async (request) => ok(request, await service.lock(request.actor!, request.body.month), 'success.payroll.locked'),
  );

  app.delete(
    '/payroll/locks/:month',
    {
      config: { permission: 'payroll.lock', errors: { 409: 'Not locked (code payroll_not_locked)' } },
      schema: {
        tags,
        summary: 'Unlock a payroll month',
        params: payrollMonthParam,
        response: { 200: payrollLockResponse },
      },
    },
    async (request) =>
      ok(request, await service.unlock(request.actor!, request.params.month), 'success.payroll.unlocked'),
  );
};
