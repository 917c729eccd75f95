// Advertising pixel events of spec point 7. Harmless without a pixel: events are
// dropped unless the host page has `fbq` (Meta's pixel API) or has pushed to a
// `dataLayer` (Google Tag Manager). Names follow Meta's standard events.

export type PixelEvent = 'wishlist' | 'cart' | 'lead' | 'registration' | 'paymentInfo' | 'purchase' | 'subscribe';

const STANDARD_NAMES: Record<PixelEvent, string> = {
  wishlist: 'AddToWishlist',
  cart: 'AddToCart',
  lead: 'Lead',
  registration: 'CompleteRegistration',
  paymentInfo: 'AddPaymentInfo',
  purchase: 'Purchase',
  subscribe: 'Subscribe',
};

type Params = Record<string, string | number | undefined>;

interface PixelHost {
  fbq?: (command: 'track', name: string, params?: Params) => void;
  dataLayer?: unknown[];
}

export function trackEvent(event: PixelEvent, params: Params = {}): void {
  const host = globalThis as unknown as PixelHost;
  const name = STANDARD_NAMES[event];
  // Spec point 9: the purchase currency is USD (prices are in rupees: callers convert with pixelUsdValue, src/money/money-settings.ts).
  const payload = event === 'purchase' || event === 'paymentInfo' ? { currency: 'USD', ...params } : params;
  try {
    host.fbq?.('track', name, payload);
    if (Array.isArray(host.dataLayer)) host.dataLayer.push({ event: name, ...payload });
  } catch {
    // A broken third-party pixel must never break a booking or a payment.
  }
}
