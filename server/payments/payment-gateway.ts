/**
 * The seam to a payment gateway. The flow mirrors the hosted gateways
 * (Razorpay, Stripe, PayPal): the server creates a gateway order for the amount,
 * then confirms a payment against it; the gateway answers succeeded, failed
 * (declined: nothing was taken, the member may try again) or requires_action
 * (the member must finish on the gateway's page at redirectUrl).
 *
 * Every call carries an idempotency key: a gateway that sees the same key twice
 * returns the first result instead of charging again, so a retry after a lost
 * answer is safe end to end.
 *
 * Choosing one: TOTE_PAYMENT_GATEWAY=demo (the default, no money moves),
 * manual (manual-payment-gateway.ts: bank transfer or UPI, confirmed by an operator) or
 * razorpay (razorpay-payment-gateway.ts, keys TOTE_RAZORPAY_KEY_ID /
 * TOTE_RAZORPAY_KEY_SECRET). Another gateway implements this interface in
 * server/payments/<name>-payment-gateway.ts and gets a case in
 * choosePaymentGateway(). In production the demo gateway is refused unless
 * TOTE_PAYMENT_GATEWAY=demo is set explicitly.
 */
export interface PaymentGateway {
  readonly name: string;
  /**
   * Set by a gateway whose own page takes the payment details (Razorpay's
   * Payment Links): the instrument is not ours to see, confirm answers
   * requires_action with the page, and the member comes back to `siteUrl`
   * through GET /api/payment/return.
   */
  readonly hosted?: { siteUrl: string };
  /**
   * Set by the manual gateway (manual-payment-gateway.ts): the member pays by
   * UPI or bank transfer to `payee` with the attempt's reference, and an operator
   * marks the payment received; confirm and lookup answer pending until then.
   */
  readonly manual?: { payee: ManualPayee };
  createOrder(request: GatewayOrderRequest): Promise<{ gatewayOrderId: string }>;
  confirm(request: GatewayConfirmRequest): Promise<GatewayResult>;
  /** The state of a gateway order, to settle an attempt whose answer was lost (crash, timeout). */
  lookup(gatewayOrderId: string): Promise<GatewayResult | null>;
  /**
   * Gives back `amountMinor` of a captured payment, all or part; the gateway refuses more than is left of it.
   * The same idempotency key again answers the first refund instead of refunding twice. Absent on the
   * manual gateway: the club pays back by hand and the operator records the bank's reference.
   */
  refund?(request: GatewayRefundRequest): Promise<GatewayRefundResult>;
  /**
   * Look-up only: the refund made with this idempotency key, or null when the gateway has none (it was never
   * made). Refunds nothing; the refund sweep asks it for an attempt whose answer a crash lost.
   */
  findRefund?(request: Pick<GatewayRefundRequest, 'gatewayPaymentId' | 'idempotencyKey'>): Promise<GatewayRefundResult | null>;
}

export interface GatewayRefundRequest {
  /** The gateway's id of the captured payment (payments.gateway_payment_id). */
  gatewayPaymentId: string;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
}

/** processed: the money is on its way back; pending: the gateway took the refund and processes it later; failed: nothing was refunded. */
export type GatewayRefundResult = { status: 'processed' | 'pending'; gatewayRefundId: string } | { status: 'failed'; reason: string };

export interface GatewayOrderRequest {
  /** In cents: gateways count in the currency's smallest unit. */
  amountMinor: number;
  currency: string;
  /** Our order id, shown in the gateway's dashboard. */
  receipt: string;
  idempotencyKey: string;
}

/** How the member pays. Card numbers never reach our server in production (the gateway's page takes them). */
export interface PaymentInstrument {
  method: 'card' | 'upi';
  /** Demo gateway only: a test card number. */
  cardNumber?: string;
  /** A UPI id such as name@bank. */
  upiId?: string;
}

export interface GatewayConfirmRequest {
  gatewayOrderId: string;
  amountMinor: number;
  currency: string;
  instrument: PaymentInstrument;
  idempotencyKey: string;
}

export type GatewayResult =
  | { status: 'succeeded'; gatewayPaymentId: string }
  | { status: 'failed'; reason: string; gatewayPaymentId?: string }
  | { status: 'requires_action'; redirectUrl: string }
  | { status: 'pending' };

/** Where members send money by hand (TOTE_MANUAL_PAY_*): a UPI id, a bank account, or both. */
export interface ManualPayee {
  /** The account holder's name as the bank shows it. */
  accountName: string;
  upiId: string | null;
  bank: { accountNumber: string; ifsc: string; bankName: string | null } | null;
}
