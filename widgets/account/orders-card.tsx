import { useState } from 'react';
import { errorText } from '../../src/api/api-error';
import { countOrders, downloadInvoice, generateInvoiceUrl, getOrder, listOrders } from '../../src/api/order';
import type { Order } from '../../src/api/shapes/order';
import { Card } from './card';
import { formatMoment, formatMoney, planLabel, statusWord } from './format';
import { useLoad } from '../../src/ui/use-load';
import { ORDERS_PAGE } from './account-data';

const PAGE = ORDERS_PAGE;
const INVOICED = ['PAID', 'ACTIVATED'];

type Extra = { totalAmount?: number | null; tax?: number | null; invoiceNumber?: string | null; paidAt?: string | null; kind?: string | null };

function total(order: Order): number | null {
  const o = order as Order & Extra;
  return o.totalAmount ?? o.amount ?? o.membershipPlanSlab?.amount ?? null;
}

export function OrdersCard({ userId }: { userId: number }) {
  const [extra, setExtra] = useState<Order[]>([]);
  const [more, setMore] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [state, retry] = useLoad(async () => {
    setExtra([]);
    const [orders, count] = await Promise.all([listOrders({ userId, page: 0, size: PAGE }), countOrders({ userId }).catch(() => null)]);
    return { orders, count: Math.max(count ?? 0, orders.length) };
  }, userId);

  async function loadMore(shown: number) {
    setMore({ busy: true, error: null });
    try {
      const next = await listOrders({ userId, page: Math.floor(shown / PAGE), size: PAGE });
      setExtra((e) => [...e, ...next]);
      setMore({ busy: false, error: null });
    } catch (err) {
      setMore({ busy: false, error: errorText(err) });
    }
  }

  return (
    <Card id="orders-title" title="Orders and invoices" state={state} retry={retry}>
      {({ orders, count }) => {
        const all = [...orders, ...extra];
        if (all.length === 0) return <p className="muted">No orders yet. Your membership payments and their invoices will be here.</p>;
        return (
          <>
            <p className="muted">{count === 1 ? '1 order' : `${count} orders`}</p>
            <ul className="rows">
              {all.map((order) => (
                <OrderRow key={order.orderId} order={order} />
              ))}
            </ul>
            {all.length < count ? (
              <button type="button" className="button" disabled={more.busy} aria-busy={more.busy} onClick={() => loadMore(all.length)}>
                {more.busy ? 'Loading…' : 'Show more orders'}
              </button>
            ) : null}
            {more.error ? (
              <p className="error-text" role="alert">
                {more.error}
              </p>
            ) : null}
          </>
        );
      }}
    </Card>
  );
}

function OrderRow({ order }: { order: Order }) {
  const [details, setDetails] = useState<{ kind: 'closed' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'open'; order: Order & Extra }>({
    kind: 'closed',
  });
  const [invoice, setInvoice] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const amount = total(order);
  const invoiced = INVOICED.includes(order.status.name);
  const open = details.kind !== 'closed';

  async function toggle() {
    if (open) return setDetails({ kind: 'closed' });
    setDetails({ kind: 'loading' });
    try {
      setDetails({ kind: 'open', order: (await getOrder(order.orderId)) as Order & Extra });
    } catch (err) {
      setDetails({ kind: 'error', message: errorText(err) ?? 'The order could not be loaded.' });
    }
  }

  async function download() {
    if (invoice.busy) return;
    setInvoice({ busy: true, error: null });
    try {
      const url = await generateInvoiceUrl(order.orderId);
      await downloadInvoice(url, `tote-invoice-${order.orderId}.pdf`);
      setInvoice({ busy: false, error: null });
    } catch (err) {
      setInvoice({ busy: false, error: errorText(err) ?? 'The invoice could not be downloaded.' });
    }
  }

  const o = details.kind === 'open' ? details.order : null;
  return (
    <li className="row-item">
      <div>
        <p className="row-item__title">
          Order {order.orderId}
          {order.membershipPlanSlab ? ` · ${planLabel(order.membershipPlanSlab)}` : ''}
        </p>
        <p className="muted">
          {[formatMoment(order.createdAt), statusWord(order.status.name)].filter(Boolean).join(' · ')}
        </p>
      </div>
      {amount !== null ? <p className="row-item__side">{formatMoney(amount)}</p> : null}
      <div className="row-item__actions">
        <button type="button" className="link-button" aria-expanded={open} onClick={toggle}>
          {open ? 'Hide details' : 'Details'}
          <span className="visually-hidden"> of order {order.orderId}</span>
        </button>
        {invoiced ? (
          <button type="button" className="button" disabled={invoice.busy} aria-busy={invoice.busy} onClick={download}>
            {invoice.busy ? 'Downloading…' : 'Download invoice'}
            <span className="visually-hidden"> for order {order.orderId}</span>
          </button>
        ) : null}
      </div>
      {invoice.error ? (
        <p className="error-text row-item__full" role="alert">
          {invoice.error}
        </p>
      ) : null}
      {details.kind === 'loading' ? <span className="bone row-item__full" aria-hidden="true" /> : null}
      {details.kind === 'error' ? (
        <p className="error-text row-item__full" role="alert">
          {details.message}
        </p>
      ) : null}
      {o ? (
        <dl className="facts row-item__full">
          {o.invoiceNumber ? (
            <div>
              <dt>Invoice</dt>
              <dd>{o.invoiceNumber}</dd>
            </div>
          ) : null}
          {o.membershipPlanSlab ? (
            <div>
              <dt>Plan</dt>
              <dd>{planLabel(o.membershipPlanSlab)}</dd>
            </div>
          ) : null}
          {o.amount != null ? (
            <div>
              <dt>Price</dt>
              <dd>{formatMoney(o.amount)}</dd>
            </div>
          ) : null}
          {o.tax ? (
            <div>
              <dt>Tax</dt>
              <dd>{formatMoney(o.tax)}</dd>
            </div>
          ) : null}
          {total(o) !== null ? (
            <div>
              <dt>Total</dt>
              <dd>{formatMoney(total(o)!)}</dd>
            </div>
          ) : null}
          {o.paidAt ? (
            <div>
              <dt>Paid</dt>
              <dd>{formatMoment(o.paidAt)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Status</dt>
            <dd>{statusWord(o.status.name)}</dd>
          </div>
        </dl>
      ) : null}
    </li>
  );
}
