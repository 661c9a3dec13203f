import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

export type Treatment = {
  application_method: number;
  tax_calculation: number;
  tax_free_amount: number | null;
  attendance_condition: number;
  overtime_condition: number;
  minimum_number_days: number | null;
  scope_of_application: number;
  apply_by_formula?: string | null;
};

/** The summary box of an order: how the component applies, its tax treatment, its conditions and its scope. */
export function OrderSummary({ treatment }: { treatment: Treatment }) {
  const { t } = useTranslation('payrollData');
  const yesNo = (value: number) => t(value === 1 ? 'summary.yes' : 'summary.no');
  const tax = t(`taxes.${treatment.tax_calculation}`);
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={t('summary.title')}
      items={[
        { key: 'by', label: t('summary.applies_by'), children: t(`methods.${treatment.application_method}`) },
        {
          key: 'tax',
          label: t('summary.tax'),
          children:
            treatment.tax_calculation === 2 && treatment.tax_free_amount !== null
              ? `${tax} (${t('summary.tax_free')}: ${formatMoney(treatment.tax_free_amount)})`
              : tax,
        },
        { key: 'attendance', label: t('summary.attendance'), children: yesNo(treatment.attendance_condition) },
        {
          key: 'overtime',
          label: t('summary.overtime'),
          children:
            treatment.overtime_condition === 1 && treatment.minimum_number_days !== null
              ? `${yesNo(1)} (${t('summary.minimum_days', { count: treatment.minimum_number_days })})`
              : yesNo(treatment.overtime_condition),
        },
        { key: 'scope', label: t('summary.scope'), children: t(`scopes.${treatment.scope_of_application}`) },
      ]}
    />
  );
}
