import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { GatewayConfirmRequest, GatewayOrderRequest, GatewayRefundRequest, GatewayRefundResult, GatewayResult, PaymentGateway } from './payment-gateway';
import {
  findDemoOrderResult,
  findReply,
  insertDemoOrder,
  insertDemoRefund,
  keepReply,
  lockCapturedPayment,
  lockDemoOrder,
  lockReply,
  refundedOfPayment,
  setDemoOrderResult,
} from './demo-gateway-record';

/** Test instruments, as gateways publish them: these are declined; every other card or UPI id succeeds. */
export const DEMO_DECLINED_CARD = '4000000000000002';
export const DEMO_FAILING_UPI = 'failure@upi';

/**
 * A gateway that behaves like a real one without moving money: orders with
 * ids, confirmations that succeed or are declined, and idempotency keys that
 * replay the first answer. Its books are tables of the shared database
 * (demo_gateway_orders, demo_gateway_replies), as a real gateway keeps them
 * on its side: any instance answers for an order made through another.
 */
export class DemoPaymentGateway implements PaymentGateway {
  readonly name = 'demo';

  constructor(private readonly db: Database) {}

  private async replay<T>(tx: Queryable, key: string): Promise<T | undefined> {
    // One caller per key at a time: a second waits for the first's answer, then replays it.
    return lockReply<T>(tx, key);
  }

  private async remember(tx: Queryable, key: string, answer: unknown): Promise<void> {
    await keepReply(tx, key, answer);
  }

  async createOrder(request: GatewayOrderRequest): Promise<{ gatewayOrderId: string }> {
    if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0) throw new Error('The amount must be a positive whole number of cents.');
    return this.db.transaction(async (tx) => {
      const key = `order:${request.idempotencyKey}`;
      const replay = await this.replay<{ gatewayOrderId: string }>(tx, key);
      if (replay) return replay;
      const answer = { gatewayOrderId: `order_demo_${randomUUID().replace(/-/g, '').slice(0, 14)}` };
      await insertDemoOrder(tx, answer.gatewayOrderId, request.amountMinor, request.currency);
      await this.remember(tx, key, answer);
      return answer;
    });
  }

  async confirm(request: GatewayConfirmRequest): Promise<GatewayResult> {
    return this.db.transaction(async (tx) => {
      const key = `confirm:${request.idempotencyKey}`;
      const replay = await this.replay<GatewayResult>(tx, key);
      if (replay) return replay;
      const order = await lockDemoOrder<GatewayResult>(tx, request.gatewayOrderId);
      if (!order) return { status: 'failed', reason: 'The payment session has expired. Please try again.' };
      if (order.result?.status === 'succeeded') return order.result;
      if (order.amount_minor !== request.amountMinor || order.currency !== request.currency) {
        return { status: 'failed', reason: 'The amount does not match the payment order.' };
      }
      const { instrument } = request;
      const card = (instrument.cardNumber ?? '').replace(/\D/g, '');
      const declined = instrument.method === 'card' ? card === DEMO_DECLINED_CARD : (instrument.upiId ?? '').trim().toLowerCase() === DEMO_FAILING_UPI;
      const result: GatewayResult = declined
        ? { status: 'failed', reason: 'The payment was declined by the bank.', gatewayPaymentId: `pay_demo_${randomUUID().slice(0, 8)}` }
        : { status: 'succeeded', gatewayPaymentId: `pay_demo_${randomUUID().replace(/-/g, '').slice(0, 14)}` };
      await setDemoOrderResult(tx, request.gatewayOrderId, result);
      await this.remember(tx, key, result);
      return result;
    });
  }

  async lookup(gatewayOrderId: string): Promise<GatewayResult | null> {
    const result = await findDemoOrderResult<GatewayResult>(this.db, gatewayOrderId);
    if (result === undefined) return null;
    return result ?? { status: 'pending' };
  }

  /** The refund kept under the idempotency key (the first answer), or null when none was asked with it. */
  async findRefund(request: Pick<GatewayRefundRequest, 'gatewayPaymentId' | 'idempotencyKey'>): Promise<GatewayRefundResult | null> {
    return (await findReply<GatewayRefundResult>(this.db, `refund:${request.idempotencyKey}`)) ?? null;
  }

  /** Refunds like a real gateway: only a captured payment, never more than is left of it, once per idempotency key. */
  async refund(request: GatewayRefundRequest): Promise<GatewayRefundResult> {
    if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0) return { status: 'failed', reason: 'The refund must be a positive amount.' };
    return this.db.transaction(async (tx) => {
      const key = `refund:${request.idempotencyKey}`;
      const replay = await this.replay<GatewayRefundResult>(tx, key);
      if (replay) return replay;
      const payment = await lockCapturedPayment(tx, request.gatewayPaymentId);
      let result: GatewayRefundResult;
      if (!payment || payment.currency !== request.currency) result = { status: 'failed', reason: 'The payment id is invalid or was not captured.' };
      else if (request.amountMinor > payment.amount_minor - (await refundedOfPayment(tx, request.gatewayPaymentId)))
        result = { status: 'failed', reason: 'The refund amount is more than what is left of the payment.' };
      else {
        result = { status: 'processed', gatewayRefundId: `rfnd_demo_${randomUUID().replace(/-/g, '').slice(0, 14)}` };
        await insertDemoRefund(tx, result.gatewayRefundId, request.gatewayPaymentId, request.amountMinor);
      }
      await this.remember(tx, key, result);
      return result;
    });
  }
}
