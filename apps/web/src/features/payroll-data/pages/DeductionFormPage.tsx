import { OrderPage } from '../components/OrderPage';

/** /payroll-data/deduction/create and /payroll-data/deduction/{id}. */
export default function DeductionFormPage() {
  return <OrderPage kind="deduction" />;
}
