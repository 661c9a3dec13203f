import type { OrderKind } from '@hr/contracts';
import { useParams } from '../../../lib/router';
import { OrderDetail } from './OrderDetail';
import { OrderForm } from './OrderForm';

/** The create form at `.../create`, the entry's detail at `.../{id}`. */
export function OrderPage({ kind }: { kind: OrderKind }) {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? <OrderDetail kind={kind} id={Number(id)} /> : <OrderForm kind={kind} />;
}
