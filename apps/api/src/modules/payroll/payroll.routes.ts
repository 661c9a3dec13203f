import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculatorBody, calculatorResponse } from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { CalculatorService } from './calculator.service';

const tags = ['payroll'];

export const payrollRoutes: FastifyPluginAsyncZod<{ calculator: CalculatorService }> = async (app, { calculator }) => {
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
};
