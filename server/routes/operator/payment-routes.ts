import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { json, param } from '../../http/parse';
import { IdParam, OptionalText } from '../../http/request-shapes';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { awaitingPayments, markManualPaymentReceived } from '../../payments/manual-payment-service';

const PaymentParam = type({ paymentId: IdParam });
// The bank's reference for the transfer (a UPI or NEFT/IMPS UTR), kept with the payment when the operator has it.
const ReceivedBody = type({ bankReference: OptionalText(60) });

/** Payments by hand (TOTE_PAYMENT_GATEWAY=manual): what is waiting, and marking one received. */
export function operatorPaymentRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/payments/awaiting', async (c) => ok(c, await awaitingPayments(ctx)));

  app.post('/payments/:paymentId{[0-9]+}/received', param(PaymentParam), json(ReceivedBody, { optional: true }), async (c) =>
    ok(c, await markManualPaymentReceived(ctx, c.get('operator'), c.req.valid('param').paymentId, c.req.valid('json')?.bankReference ?? null)),
  );

  return app;
}
