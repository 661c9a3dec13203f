import { OrderList } from '../components/OrderList';

/** /payroll-data/bonus-list: the employee bonus list (specification 002 "Employee bonus list"). */
export default function BonusListPage() {
  return <OrderList kind="bonus" />;
}
