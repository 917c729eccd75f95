/**
 * The club's money settings that the widgets need at build time. The GST rate
 * and SAC live on the server (TOTE_GST_RATE, TOTE_GST_SAC); only the advertising
 * pixel's conversion rate is here, because the pixel fires in the browser.
 * An operator changes it here and rebuilds (docs/money-and-providers.md).
 */
export const MONEY_SETTINGS = {
  /** Every price, order and invoice is in Indian rupees. */
  currency: 'INR',
  /**
   * US dollars per rupee for the purchase pixel: the spec's purchase event is in
   * USD, so a ₹19,999 membership is reported as value 239.99 at 0.012.
   */
  pixelUsdPerInr: 0.012,
} as const;

/** A rupee amount as the pixel's US-dollar value, to the cent. */
export function pixelUsdValue(rupees: number, usdPerInr: number = MONEY_SETTINGS.pixelUsdPerInr): number {
  return Math.round(rupees * usdPerInr * 100) / 100;
}
