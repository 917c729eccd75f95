import { useState } from 'react';
import { downloadInvoice, generateInvoiceUrl } from '../../src/api/order';
import type { Order } from '../../src/api/shapes/order';
import { formatMoney, planLabel } from '../../src/ui/format';
import { formatMoment, orderNumber, statusWord } from '../../src/ui/format-details';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useWrite } from '../../src/ui/use-write';
import { Card } from './card';
import { $orders, orderStore, showMoreOrders } from '../../src/stores/orders-store';

const INVOICED = ['PAID', 'ACTIVATED'];

function total(order: Order): number | null {
  return order.totalAmount ?? order.amount ?? order.membershipPlanSlab?.amount ?? null;
}

export function OrdersCard() {
  const { state, retry, loading } = useQuery($orders, { keepPrevious: true });
  return (
    <Card id="orders-title" title="Orders and invoices" state={state} retry={retry}>
      {({ orders, count }) => {
        if (orders.length === 0) return <p className="muted">No orders yet. Your membership payments and their invoices will be here.</p>;
        return (
          <>
            <p className="muted">{count === 1 ? '1 order' : `${count} orders`}</p>
            <ul className="rows">
              {orders.map((order) => (
                <OrderRow key={order.orderId} order={order} />
              ))}
            </ul>
            {orders.length < count ? (
              <button type="button" className="button" disabled={loading} aria-busy={loading} onClick={showMoreOrders}>
                {loading ? 'Loading…' : 'Show more orders'}
              </button>
            ) : null}
          </>
        );
      }}
    </Card>
  );
}

function OrderRow({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const invoice = useWrite({ quietText: 'The invoice could not be downloaded.' });
  const amount = total(order);
  const invoiced = INVOICED.includes(order.status.name);

  async function download() {
    await invoice.run(async () => downloadInvoice(await generateInvoiceUrl(order.orderId), `tote-invoice-${order.orderId}.pdf`));
  }

  return (
    <li className="row-item">
      <div>
        <p className="row-item__title">
          Order {orderNumber(order)}
          {order.membershipPlanSlab ? ` · ${planLabel(order.membershipPlanSlab)}` : ''}
        </p>
        <p className="muted">{[formatMoment(order.createdAt), statusWord(order.status.name)].filter(Boolean).join(' · ')}</p>
      </div>
      {amount !== null ? <p className="row-item__side">{formatMoney(amount)}</p> : null}
      <div className="row-item__actions">
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
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
      {open ? <OrderDetails orderId={order.orderId} /> : null}
    </li>
  );
}

/** The order in full, loaded when its details are opened. */
function OrderDetails({ orderId }: { orderId: number }) {
  const { state, retry } = useQuery(orderStore(orderId));
  return (
    <div className="row-item__full">
      <LoadSection state={state} retry={retry} what={`order ${orderId}`} skeleton={<span className="bone" aria-hidden="true" />}>
        {(o) => (
          <dl className="facts">
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
                {/* Prices include GST: the order keeps the taxable value and the GST apart, as its tax invoice does. */}
                <dt>Taxable value</dt>
                <dd>{formatMoney(o.amount)}</dd>
              </div>
            ) : null}
            {o.tax ? (
              <div>
                <dt>GST</dt>
                <dd>{formatMoney(o.tax)}</dd>
              </div>
            ) : null}
            {total(o) !== null ? (
              <div>
                <dt>Total</dt>
                <dd>{formatMoney(total(o) ?? 0)}</dd>
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
        )}
      </LoadSection>
    </div>
  );
}
