import type { GatewayConfirmRequest, GatewayOrderRequest, GatewayRefundRequest, GatewayRefundResult, GatewayResult, PaymentGateway } from './payment-gateway';

export interface RazorpayOptions {
  /** TOTE_RAZORPAY_KEY_ID (rzp_live_… or rzp_test_…). */
  keyId: string;
  /** TOTE_RAZORPAY_KEY_SECRET: sent only in the Authorization header, never logged. */
  keySecret: string;
  /** Where Razorpay sends the member back after paying: our GET /api/payment/return (from TOTE_PUBLIC_URL). */
  callbackUrl: string;
  /** TOTE_PUBLIC_URL: the site, where the return route sends the member on to. */
  siteUrl: string;
  /** TOTE_RAZORPAY_BASE_URL: default https://api.razorpay.com (tests point it at a local server). */
  baseUrl?: string;
  /** How long a payment link stays payable; Razorpay wants at least 15 minutes. */
  linkMinutes?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Razorpay could not be asked (network, timeout, 5xx, refused credentials): nothing is known to have happened. */
export class RazorpayUnavailableError extends Error {}

/** The subset of Razorpay's payment link entity we read. */
interface PaymentLink {
  id: string;
  amount: number;
  currency: string;
  status: string;
  short_url: string;
  reference_id?: string;
  payments?: { payment_id: string; status: string }[] | null;
}

const LINK_ID = /^plink_[A-Za-z0-9]{1,40}$/;

/**
 * Razorpay through Payment Links: the member pays on Razorpay's own page
 * (card, UPI, netbanking), so no card number ever reaches our server.
 *
 * - createOrder: POST /v1/payment_links for the amount (smallest unit), with
 *   reference_id = the idempotency key. Razorpay refuses a second link with a
 *   reference it has seen, so a retry after a lost answer finds the first link
 *   (GET /v1/payment_links?reference_id=…) instead of making another.
 * - confirm and lookup: GET /v1/payment_links/{id}. created → requires_action
 *   (send the member to short_url), paid → succeeded with the payment id,
 *   expired or cancelled → failed (nothing was taken).
 *
 * The member comes back to callback_url; the server settles the payment by
 * asking Razorpay (lookup), so the query string it brings is never trusted.
 * Basic auth with the key id and secret; errors name the status and Razorpay's
 * error description, never the secret.
 */
export class RazorpayPaymentGateway implements PaymentGateway {
  readonly name = 'razorpay';
  readonly hosted: { siteUrl: string };
  private readonly base: string;
  private readonly auth: string;

  constructor(private readonly options: RazorpayOptions) {
    this.hosted = { siteUrl: options.siteUrl };
    this.base = (options.baseUrl ?? 'https://api.razorpay.com').replace(/\/+$/, '');
    this.auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; answer: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(`${this.base}${path}`, {
        method,
        headers: { authorization: this.auth, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new RazorpayUnavailableError(`Razorpay is unreachable (${(error as Error).name}: ${(error as Error).message})`);
    }
    const answer = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>;
    if (response.status >= 500 || response.status === 401 || response.status === 403 || response.status === 429) {
      throw new RazorpayUnavailableError(`Razorpay answered HTTP ${response.status} (${describe(answer)})`);
    }
    return { status: response.status, answer };
  }

  async createOrder(request: GatewayOrderRequest): Promise<{ gatewayOrderId: string }> {
    if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0) throw new Error('The amount must be a positive whole number of the smallest unit.');
    const reference = request.idempotencyKey.slice(0, 40);
    const now = (this.options.now ?? Date.now)();
    const created = await this.call('POST', '/v1/payment_links', {
      amount: request.amountMinor,
      currency: request.currency,
      accept_partial: false,
      reference_id: reference,
      description: `Tote membership (${request.receipt})`,
      notes: { receipt: request.receipt },
      // We send the member to the link ourselves; Razorpay need not text or mail it.
      notify: { sms: false, email: false },
      reminder_enable: false,
      expire_by: Math.floor(now / 1000) + 60 * Math.max(16, this.options.linkMinutes ?? 30),
      callback_url: this.options.callbackUrl,
      callback_method: 'get',
    });
    if (created.status < 300 && isLink(created.answer)) return { gatewayOrderId: created.answer.id };
    // A refusal may be our own earlier request for this reference, whose answer was lost: that link is the answer.
    const found = await this.call('GET', `/v1/payment_links?reference_id=${encodeURIComponent(reference)}`);
    const links = (found.answer.payment_links as unknown[] | undefined) ?? [];
    const earlier = links.find((link): link is PaymentLink => isLink(link) && link.reference_id === reference);
    if (earlier && earlier.amount === request.amountMinor) return { gatewayOrderId: earlier.id };
    throw new Error(`Razorpay refused the payment link (HTTP ${created.status}: ${describe(created.answer)})`);
  }

  private async link(id: string): Promise<PaymentLink | null> {
    if (!LINK_ID.test(id)) return null;
    const { status, answer } = await this.call('GET', `/v1/payment_links/${id}`);
    // Razorpay answers an id it does not know with 400 BAD_REQUEST_ERROR ("The id provided does not exist").
    if (status === 400 || status === 404) return null;
    if (!isLink(answer)) throw new RazorpayUnavailableError(`Razorpay answered HTTP ${status} without a payment link`);
    return answer;
  }

  async confirm(request: GatewayConfirmRequest): Promise<GatewayResult> {
    const link = await this.link(request.gatewayOrderId);
    if (!link) return { status: 'failed', reason: 'The payment session has expired. Please try again.' };
    if (link.amount !== request.amountMinor || link.currency !== request.currency) {
      return { status: 'failed', reason: 'The amount does not match the payment order.' };
    }
    return resultOf(link);
  }

  async lookup(gatewayOrderId: string): Promise<GatewayResult | null> {
    const link = await this.link(gatewayOrderId);
    return link ? resultOf(link) : null;
  }

  /**
   * POST /v1/payments/{id}/refund with the amount and `receipt` = the idempotency key. A refund whose
   * answer was lost is found first among the payment's refunds (GET /v1/payments/{id}/refunds) by that
   * receipt, so asking again never refunds twice. Razorpay's refusal (more than is left, not captured)
   * is a failed result with its description.
   */
  async refund(request: GatewayRefundRequest): Promise<GatewayRefundResult> {
    if (!PAYMENT_ID.test(request.gatewayPaymentId)) return { status: 'failed', reason: 'This payment has no Razorpay payment id to refund.' };
    const found = await this.findRefund(request);
    if (found) return found;
    const receipt = request.idempotencyKey.slice(0, 40);
    const made = await this.call('POST', `/v1/payments/${request.gatewayPaymentId}/refund`, {
      amount: request.amountMinor,
      speed: 'normal',
      receipt,
      notes: { receipt },
    });
    if (made.status < 300 && isRefund(made.answer)) return refundResultOf(made.answer);
    return { status: 'failed', reason: `Razorpay refused the refund: ${describe(made.answer)}` };
  }

  /** Look-up only, GET /v1/payments/{id}/refunds: the payment's refund whose receipt is the idempotency key, or null. */
  async findRefund(request: Pick<GatewayRefundRequest, 'gatewayPaymentId' | 'idempotencyKey'>): Promise<GatewayRefundResult | null> {
    if (!PAYMENT_ID.test(request.gatewayPaymentId)) return null;
    const receipt = request.idempotencyKey.slice(0, 40);
    // A payment Razorpay does not know (400) has no refunds; it is unreachable or failing (5xx), call() throws.
    const { answer } = await this.call('GET', `/v1/payments/${request.gatewayPaymentId}/refunds?count=100`);
    const found = ((answer.items as unknown[] | undefined) ?? []).find((r): r is RefundEntity => isRefund(r) && r.receipt === receipt);
    return found ? refundResultOf(found) : null;
  }
}

const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;

/** The subset of Razorpay's refund entity we read. */
interface RefundEntity {
  id: string;
  amount: number;
  status: string;
  receipt?: string | null;
}

function isRefund(value: unknown): value is RefundEntity {
  const refund = value as RefundEntity | null;
  return !!refund && typeof refund.id === 'string' && typeof refund.status === 'string' && typeof refund.amount === 'number';
}

function refundResultOf(refund: RefundEntity): GatewayRefundResult {
  if (refund.status === 'failed') return { status: 'failed', reason: 'Razorpay could not process the refund.' };
  return { status: refund.status === 'processed' ? 'processed' : 'pending', gatewayRefundId: refund.id };
}

function isLink(value: unknown): value is PaymentLink {
  const link = value as PaymentLink | null;
  return !!link && typeof link.id === 'string' && typeof link.status === 'string' && typeof link.short_url === 'string' && typeof link.amount === 'number';
}

function describe(answer: Record<string, unknown>): string {
  const error = answer.error as { code?: unknown; description?: unknown } | undefined;
  const text = [error?.code, error?.description].filter((part) => typeof part === 'string').join(': ');
  return text.slice(0, 200) || 'no description';
}

function resultOf(link: PaymentLink): GatewayResult {
  switch (link.status) {
    case 'paid': {
      const payments = link.payments ?? [];
      const payment = payments.find((p) => p.status === 'captured') ?? payments[0];
      return { status: 'succeeded', gatewayPaymentId: payment?.payment_id ?? link.id };
    }
    case 'expired':
      return { status: 'failed', reason: 'The payment link expired before it was paid.' };
    case 'cancelled':
      return { status: 'failed', reason: 'The payment was cancelled.' };
    default:
      // created (or partially_paid, which accept_partial: false rules out): the member pays on Razorpay's page.
      return { status: 'requires_action', redirectUrl: link.short_url };
  }
}
