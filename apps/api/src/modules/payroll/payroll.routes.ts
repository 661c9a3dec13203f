import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
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
  payrollExportBody,
  payrollMonthResponse,
  payrollPayslipQuery,
  payrollPersonQuery,
  payrollPersonResponse,
  payslipMonthsResponse,
  payrollRunBody,
} from '@hr/contracts';
import { z } from 'zod';
import { attachmentHeader } from '../../lib/excel';
import { PDF_TYPE } from '../../lib/pdf/index';
import { ok } from '../../lib/reply';
import type { CalculatorService } from './calculator.service';
import type { PayrollExportStarter } from './payroll.exports';
import type { PayrollService } from './payroll.service';

const tags = ['payroll'];
const LOCKED = 'The month is locked (code payroll_month_locked)';
const BEFORE_SETTINGS =
  'a month before the first settings version of tax and insurance, pay or working time (code payroll_month_before_settings)';
const NO_PAYSLIP = 'No payslip of that month yet: not run or not locked (code payslip_not_available)';
const pdfAnswer = (description: string) => ({
  200: { description, content: { [PDF_TYPE]: { schema: z.string().meta({ format: 'binary' }) } } },
});

export const payrollRoutes: FastifyPluginAsyncZod<{
  calculator: CalculatorService;
  service: PayrollService;
  startExport: PayrollExportStarter;
}> = async (app, { calculator, service, startExport }) => {
  app.post(
    '/payroll/calculate',
    {
      config: {
        permission: 'payroll.calculator',
        errors: {
          422: `No salary up to the maximum gives the net asked (code net_unreachable), or ${BEFORE_SETTINGS}`,
        },
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
      config: {
        permission: 'payroll.run',
        errors: { 422: `${LOCKED}, a month not begun yet (code payroll_month_future), or ${BEFORE_SETTINGS}` },
      },
      schema: {
        tags,
        summary: 'Run or re-run a month for the company or some departments, as a job (202; follow status_url)',
        body: payrollRunBody,
        response: { 202: jobStartedResponse },
      },
    },
    async (request, reply) => {
      const id = await service.start(request.actor!, request.body, request.lang);
      return reply.code(202).send(ok(request, { job_id: id, status_url: jobStatusUrl(id) }, 'jobs.started_work'));
    },
  );

  app.post(
    '/payroll/exports',
    {
      config: {
        permission: 'payroll.export',
        limit: 'export',
        errors: { 422: 'The month was never run: no payroll to export (code payroll_not_run)' },
      },
      schema: {
        tags,
        summary:
          "The month's payroll (xlsx: every person's figures, totals by department) or the bank transfer sheet (name, bank, account, net), as a job (202; follow status_url)",
        body: payrollExportBody,
        response: { 202: jobStartedResponse },
      },
    },
    async (request, reply) => {
      const id = await startExport(request.actor!, request.body, request.lang);
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
    '/payroll/payslips',
    {
      config: { permission: 'payroll.payslip' },
      schema: {
        tags,
        summary: "The months of which one has a payslip (locked and run), newest first: the payslip page's choices",
        response: { 200: payslipMonthsResponse },
      },
    },
    async (request) => ok(request, await service.ownPayslipMonths(request.actor!)),
  );

  app.get(
    '/payroll/payslips/:month',
    {
      config: { permission: 'payroll.payslip', errors: { 404: NO_PAYSLIP } },
      schema: {
        tags,
        summary: "One's own payslip of a month, once the month is locked (self-service: nobody else's)",
        params: payrollMonthParam,
        response: { 200: payrollPersonResponse },
      },
    },
    async (request) => ok(request, await service.ownPayslip(request.actor!, request.params.month)),
  );

  app.get(
    '/payroll/payslips/:month/pdf',
    {
      config: { permission: 'payroll.payslip', errors: { 404: NO_PAYSLIP } },
      schema: {
        tags,
        summary: "One's own payslip of a locked month as a PDF, in the language of the request",
        params: payrollMonthParam,
        produces: [PDF_TYPE],
        response: pdfAnswer('The payslip (attachment Payslip_YYYY-MM_<staff ID>.pdf), one A4 page'),
      },
    },
    async (request, reply) => {
      const { stream, name } = await service.ownPayslipPdf(request.actor!, request.params.month, request.lang, (e) =>
        request.log.error({ err: e }, 'payslip failed'),
      );
      return sendPdf(reply, stream, name);
    },
  );

  app.get(
    '/payroll/people/:id/payslip',
    {
      config: {
        permission: 'payroll.export',
        limit: 'export',
        errors: { 404: 'The person has no payroll for the month' },
      },
      schema: {
        tags,
        summary: "A person's payslip of any month that was run, as a PDF in the language asked (lang) or the request's",
        params: idParam,
        querystring: payrollPayslipQuery,
        produces: [PDF_TYPE],
        response: pdfAnswer('The payslip (attachment Payslip_YYYY-MM_<staff ID>.pdf), one A4 page'),
      },
    },
    async (request, reply) => {
      const { month, lang } = request.query;
      const { stream, name } = await service.personPayslipPdf(month, request.params.id, lang ?? request.lang, (e) =>
        request.log.error({ err: e }, 'payslip failed'),
      );
      return sendPdf(reply, stream, name);
    },
  );

  app.post(
    '/payroll/locks',
    {
      config: {
        permission: 'payroll.lock',
        errors: {
          409: 'Already locked (code payroll_already_locked)',
          422: 'The month has not ended yet, or was never run (codes payroll_month_not_ended, payroll_not_run)',
        },
      },
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

function sendPdf(reply: FastifyReply, stream: Readable, name: string) {
  return reply
    .header('content-type', PDF_TYPE)
    .header('content-disposition', attachmentHeader(name))
    .header('cache-control', 'no-store')
    .send(stream as never);
}
