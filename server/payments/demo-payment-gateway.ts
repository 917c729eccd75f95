import { randomUUID } from 'node:crypto';
import type { GatewayConfirmRequest, GatewayOrderRequest, GatewayResult, PaymentGateway } from './payment-gateway';

/** Test instruments, as gateways publish them: these are declined; every other card or UPI id succeeds. */
export const DEMO_DECLINED_CARD = '4000000000000002';
export const DEMO_FAILING_UPI = 'failure@upi';

/**
 * A gateway that behaves like a real one without moving money: orders with
 * ids, confirmations that succeed or are declined, and idempotency keys that
 * replay the first answer. State is in memory; a restart forgets it, which
 * lookup() reports as unknown (null), like an order the gateway never saw.
 */
export class DemoPaymentGateway implements PaymentGateway {
  readonly name = 'demo';
  private readonly orders = new Map<string, { amountMinor: number; currency: string; result?: GatewayResult }>();
  private readonly byKey = new Map<string, unknown>();

  async createOrder(request: GatewayOrderRequest): Promise<{ gatewayOrderId: string }> {
    const replay = this.byKey.get(`order:${request.idempotencyKey}`) as { gatewayOrderId: string } | undefined;
    if (replay) return replay;
    if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0) throw new Error('The amount must be a positive whole number of cents.');
    const answer = { gatewayOrderId: `order_demo_${randomUUID().replace(/-/g, '').slice(0, 14)}` };
    this.orders.set(answer.gatewayOrderId, { amountMinor: request.amountMinor, currency: request.currency });
    this.byKey.set(`order:${request.idempotencyKey}`, answer);
    return answer;
  }

  async confirm(request: GatewayConfirmRequest): Promise<GatewayResult> {
    const replay = this.byKey.get(`confirm:${request.idempotencyKey}`) as GatewayResult | undefined;
    if (replay) return replay;
    const order = this.orders.get(request.gatewayOrderId);
    if (!order) return { status: 'failed', reason: 'The payment session has expired. Please try again.' };
    if (order.result?.status === 'succeeded') return order.result;
    if (order.amountMinor !== request.amountMinor || order.currency !== request.currency) {
      return { status: 'failed', reason: 'The amount does not match the payment order.' };
    }
    const { instrument } = request;
    const card = (instrument.cardNumber ?? '').replace(/\D/g, '');
    const declined = instrument.method === 'card' ? card === DEMO_DECLINED_CARD : (instrument.upiId ?? '').trim().toLowerCase() === DEMO_FAILING_UPI;
    const result: GatewayResult = declined
      ? { status: 'failed', reason: 'The payment was declined by the bank.', gatewayPaymentId: `pay_demo_${randomUUID().slice(0, 8)}` }
      : { status: 'succeeded', gatewayPaymentId: `pay_demo_${randomUUID().replace(/-/g, '').slice(0, 14)}` };
    order.result = result;
    this.byKey.set(`confirm:${request.idempotencyKey}`, result);
    return result;
  }

  async lookup(gatewayOrderId: string): Promise<GatewayResult | null> {
    const order = this.orders.get(gatewayOrderId);
    if (!order) return null;
    return order.result ?? { status: 'pending' };
  }
}
