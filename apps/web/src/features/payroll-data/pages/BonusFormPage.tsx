import { OrderPage } from '../components/OrderPage';

/** /payroll-data/bonus/create and /payroll-data/bonus/{id}. */
export default function BonusFormPage() {
  return <OrderPage kind="bonus" />;
}
