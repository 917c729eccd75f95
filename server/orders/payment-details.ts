import type { ServerContext } from '../context';
import { notFound } from '../domain-error';
import { findSlab, slabJson } from '../memberships/membership-record';
import { gatewayOf } from '../payments/payment-service';
import { findLivePayment } from '../payments/payment-record';
import { manualInstructions } from '../payments/manual-payment-service';
import type { PaymentDetails } from '../../src/api/shapes/order';
import { findOpenOrder, orderJson, orderTotal } from './order-record';
import { ORDER_MESSAGES, payRefusal, priceParts } from './order-rules';
import { gstOf } from './order-service';

/** GET /api/order/payment-details/{slabId}: what the member pays for the slab, and whether they may now. */
export async function paymentDetails(ctx: ServerContext, member: { userId: number; status: string }, slabId: number): Promise<PaymentDetails> {
  const slab = await findSlab(ctx.db, slabId);
  if (!slab) throw notFound('No such membership plan.');
  const open = await findOpenOrder(ctx.db, member.userId);
  const forThisSlab = open && open.slab.slab_id === slab.slab_id ? open : null;
  // The open order keeps the price it was made at; a price changed since is for new orders.
  const price = forThisSlab ? orderTotal(forThisSlab) : Number(slab.amount);
  const gst = gstOf(ctx);
  const { amount, tax } = priceParts(price, gst.ratePercent);
  const refusal = payRefusal(member.status) ?? (slab.retired && !forThisSlab ? ORDER_MESSAGES.retired : null);
  const gateway = gatewayOf(ctx);
  return {
    membershipPlanSlabId: slab.slab_id,
    membershipPlanName: slab.plan_name,
    durationInMonths: slab.months,
    amount,
    tax,
    totalAmount: price,
    currency: 'INR',
    gstRatePercent: gst.ratePercent,
    // The open order when it is for this slab; otherwise POST /api/order/save makes (or re-prices) it.
    orderId: forThisSlab ? forThisSlab.id : null,
    order: forThisSlab ? orderJson(forThisSlab) : null,
    membershipPlanSlab: slabJson(slab),
    canPay: refusal === null,
    message: refusal,
    // Which gateway takes the payment: the demo one lets the screen say which test details it declines.
    gateway: gateway.name,
    hostedPage: gateway.hosted !== undefined,
    // Paying by hand: where to pay, with the reference of an attempt already made for this order.
    manualPayment: gateway.manual
      ? manualInstructions(gateway.manual.payee, forThisSlab ? ((await findLivePayment(ctx.db, forThisSlab.id)) ?? null) : null)
      : null,
  };
}
