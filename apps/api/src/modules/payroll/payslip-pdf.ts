import type { Readable } from 'node:stream';
import {
  formatApiMonth,
  formatDecimal,
  formatMoney,
  type Language,
  type PayrollPerson,
  translate,
} from '@hr/contracts';
import { mm, type Pdf, pdfStream } from '../../lib/pdf/index';

type Line = PayrollPerson['lines'][number];

/** Money as printed on the payslip: the one display format of every screen ("20.000.000 VND", contracts display.ts). */
export const moneyText = (amount: number) => formatMoney(amount) ?? '';
/** Hours and rates with a decimal comma (1,5), as on the screens. */
const numberText = (value: number) => formatDecimal(value) ?? '';

/** The item a line prints as: fixed keys by their name, allowances, overtime and orders with what they are. */
function itemOf(lang: Language, line: Line): string {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `payslip.${key}`, params);
  const name = String(line.figures.name ?? '');
  if (line.key.startsWith('allowance_')) return t('allowance', { name: name || line.key.slice(10) });
  if (line.key.startsWith('overtime_')) return t('overtime', { type: t(`overtime_types.${line.key.slice(9)}`) });
  if (line.key === 'bonus' || line.key === 'deduction') return t(line.key, { name });
  return t(`lines.${line.key}`);
}

/** The figures worth printing beside a line: its days, hours or rate (the detail screen has the rest). */
export function detailsOf(lang: Language, line: Line): string {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `payslip.${key}`, params);
  const f = line.figures;
  // Days and hours with the screens' decimal comma ("10,83"); `count` picks the plural form.
  if (typeof f.days === 'number' && typeof f.month_days === 'number')
    return t('days_of', { days: numberText(f.days), total: numberText(f.month_days), count: f.month_days });
  const days = typeof f.paid_days === 'number' ? f.paid_days : f.days;
  if (typeof days === 'number') return t('days', { days: numberText(days), count: days });
  if (typeof f.hours === 'number') return t('hours', { hours: numberText(f.hours), count: f.hours });
  if (typeof f.rate === 'number') return t('rate', { rate: numberText(f.rate) });
  return '';
}

/** The lines of the payslip: the person's own, in the engine's order (the employer's contributions are not theirs). */
export const payslipLines = (person: PayrollPerson) => person.lines.filter((l) => !l.key.startsWith('employer_'));

/** Draws one person's payslip on the current page (docs/payroll.md "Payslips"). */
export async function drawPayslip(pdf: Pdf, person: PayrollPerson, lang: Language): Promise<boolean> {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `payslip.${key}`, params);
  pdf.text(t('title', { month: formatApiMonth(person.month) }), { size: 16, weight: 'bold' });
  pdf.doc.moveDown(0.5);
  for (const [label, value] of [
    ['staff_id', person.staff_id ?? ''],
    ['name', person.name],
    ['department', person.department_name ?? ''],
  ] as const)
    pdf.text(`${t(label)}: ${value}`, { size: 10 });
  pdf.doc.moveDown(0.5);
  return pdf.table({
    columns: [
      { header: t('item'), weight: 4 },
      { header: t('details'), weight: 2 },
      { header: t('amount'), weight: 2, align: 'right' },
    ],
    rows: payslipLines(person).map((l) => [itemOf(lang, l), detailsOf(lang, l), moneyText(l.amount)]),
    size: 9,
    width: mm(180),
  });
}

/** The payslip as a PDF stream, one A4 page: the caller has checked everything that can be refused. */
export function payslipPdf(person: PayrollPerson, lang: Language, onError: (error: unknown) => void): Readable {
  return pdfStream(
    { title: translate(lang, 'payslip.title', { month: formatApiMonth(person.month) }), language: lang },
    async (pdf) => {
      await drawPayslip(pdf, person, lang);
    },
    onError,
  );
}

export const payslipFileName = (person: PayrollPerson) =>
  `Payslip_${person.month.slice(0, 7)}_${person.staff_id ?? person.user_id}.pdf`;
