import type { CalculatorBody, CalculatorResult } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/payroll/calculate`: nothing is saved, so nothing is invalidated. */
export const calculate = (body: CalculatorBody) => api<CalculatorResult>('payroll/calculate', { method: 'POST', body });

export function useCalculate() {
  return useMutation({ mutationFn: calculate });
}
