import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { json, param } from '../../http/parse';
import { PaymentReceivedRequestShape, ReasonRequestShape } from '../../../src/api/shapes/requests/operator';
import { IdParam } from '../../../src/api/shapes/requests/parts';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { awaitingPayments, markManualPaymentNotReceived, markManualPaymentReceived } from '../../payments/manual-payment-service';
import { creditNotePdf, orderRefunds, refundOrder } from '../../orders/credit-note-service';
import { RefundRequestShape } from '../../../src/api/shapes/requests/operator-operations';

const PaymentParam = type({ paymentId: IdParam });
const OrderParam = type({ orderId: IdParam });
const CreditNoteParam = type({ creditNoteId: IdParam });
/** Payments by hand (TOTE_PAYMENT_GATEWAY=manual): what is waiting, and marking one received; refunds with their GST credit notes. */
export function operatorPaymentRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/payments/awaiting', async (c) => ok(c, await awaitingPayments(ctx)));

  app.post('/payments/:paymentId{[0-9]+}/received', param(PaymentParam), json(PaymentReceivedRequestShape, { optional: true }), async (c) =>
    ok(c, await markManualPaymentReceived(ctx, c.get('operator'), c.req.valid('param').paymentId, c.req.valid('json')?.bankReference ?? null)),
  );

  app.post('/payments/:paymentId{[0-9]+}/not-received', param(PaymentParam), json(ReasonRequestShape), async (c) =>
    ok(c, await markManualPaymentNotReceived(ctx, c.get('operator'), c.req.valid('param').paymentId, c.req.valid('json').reason ?? '')),
  );

  app.get('/orders/:orderId{[0-9]+}/refunds', param(OrderParam), async (c) => ok(c, await orderRefunds(ctx, c.req.valid('param').orderId)));

  app.post('/orders/:orderId{[0-9]+}/refund', param(OrderParam), json(RefundRequestShape), async (c) =>
    ok(c, await refundOrder(ctx, c.get('operator'), c.req.valid('param').orderId, c.req.valid('json'))),
  );

  app.get('/credit-notes/:creditNoteId{[0-9]+}/pdf', param(CreditNoteParam), async (c) => {
    const { pdf, fileName } = await creditNotePdf(ctx, c.req.valid('param').creditNoteId);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    });
  });

  return app;
}
