import { keepSessionInMemory } from '../storage/session-storage';

/**
 * A partner page is any page whose origin is not the API's: there the widgets
 * talk to `api-base` across origins and keep the session in memory, never in
 * the partner's storage. The `partner` attribute forces it either way
 * (`partner` or `partner="true"` on, `partner="false"` off), e.g. for a partner
 * whose pages share our origin through a proxy.
 */
export function isPartnerPage(apiBase: string | null, partnerAttribute: string | null, pageHref: string = location.href): boolean {
  if (partnerAttribute !== null) return !/^(false|off|no|0)$/i.test(partnerAttribute.trim());
  if (!apiBase) return false;
  try {
    return new URL(apiBase, pageHref).origin !== new URL(pageHref).origin;
  } catch {
    return false;
  }
}

/** Called by each widget element as it connects; the first one on a partner page switches the page to memory. */
export function detectPartnerMode(apiBase: string | null, partnerAttribute: string | null): boolean {
  const partner = isPartnerPage(apiBase, partnerAttribute);
  if (partner) keepSessionInMemory();
  return partner;
}
