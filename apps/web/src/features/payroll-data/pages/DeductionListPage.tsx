import { OrderList } from '../components/OrderList';

/** /payroll-data/deduction-list: the deduction list, mirroring the bonus list. */
export default function DeductionListPage() {
  return <OrderList kind="deduction" />;
}
