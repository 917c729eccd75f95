import type { GatewayConfirmRequest, GatewayOrderRequest, GatewayResult, ManualPayee, PaymentGateway } from './payment-gateway';

/**
 * Payment by hand, for a club without a gateway contract yet: the member is
 * shown the club's UPI id and bank account with a reference for the transfer,
 * the payment stays PROCESSING, and an operator marks it received in the back
 * office when the money is in the account (POST /api/operator/payments/{id}/received,
 * audit logged), which settles it exactly as a gateway's success would.
 * Nothing here asks anyone: lookup is always "pending" until an operator says otherwise.
 */
export class ManualPaymentGateway implements PaymentGateway {
  readonly name = 'manual';
  readonly manual: { payee: ManualPayee };

  constructor(payee: ManualPayee) {
    this.manual = { payee };
  }

  /** The reference the member writes on the transfer: short, unique per attempt (tote-45-1-order → TOTE-45-1). */
  async createOrder(request: GatewayOrderRequest): Promise<{ gatewayOrderId: string }> {
    return { gatewayOrderId: manualReference(request.idempotencyKey) };
  }

  async confirm(_request: GatewayConfirmRequest): Promise<GatewayResult> {
    return { status: 'pending' };
  }

  async lookup(_gatewayOrderId: string): Promise<GatewayResult | null> {
    return { status: 'pending' };
  }
}

export function manualReference(idempotencyKey: string): string {
  return idempotencyKey.replace(/-order$/, '').toUpperCase();
}
