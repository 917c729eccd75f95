import { APPLICATION_REVIEW_TIME, CLUB_FACTS, telHref, type ClubFacts } from '../../src/config/club-facts';
import { formatMoney } from '../../src/ui/format';

const LONG_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 2025-06-01 → 1 June 2025. */
export function longDate(isoDay: string): string {
  return LONG_DATE.format(new Date(`${isoDay}T00:00:00.000Z`));
}

const count = (n: number, unit: string) => (n === 1 ? `one ${unit}` : `${n} ${unit}s`);
const mailLink = (email: string) => `[${email}](mailto:${email})`;
const telLink = (phone: string) => `[${phone}](${telHref(phone)})`;

/**
 * The words each {{name}} in a content page stands for. Names ending in "Link"
 * give a markdown link (mailto:, tel:), so a page writes {{supportEmailLink}}
 * rather than repeating the address twice.
 */
export function factTexts(facts: ClubFacts = CLUB_FACTS): Record<string, string> {
  const { policy } = facts;
  const ids = [facts.cin && `CIN ${facts.cin}`, facts.gstin && `GSTIN ${facts.gstin}`].filter(Boolean).join(', ');
  return {
    brand: facts.brand,
    legalName: facts.legalName,
    registeredOffice: facts.registeredOffice,
    // ", CIN …, GSTIN …" after the company's name; nothing when neither is set.
    companyIds: ids ? ` (${ids})` : '',
    supportEmail: facts.support.email,
    supportEmailLink: mailLink(facts.support.email),
    supportPhone: facts.support.phone,
    supportPhoneLink: telLink(facts.support.phone),
    supportHours: facts.support.hours,
    grievanceName: facts.grievanceOfficer.name,
    grievanceEmailLink: mailLink(facts.grievanceOfficer.email),
    grievancePhoneLink: telLink(facts.grievanceOfficer.phone),
    jurisdiction: facts.jurisdiction,
    lateFee: formatMoney(policy.lateFeePerDayInr),
    lateGrace: count(policy.lateGraceDays, 'day'),
    lostAfter: count(policy.lostAfterDays, 'day'),
    reportWithin: count(policy.reportWithinHours, 'hour'),
    coolingOff: count(policy.coolingOffDays, 'day'),
    freeCancel: count(policy.freeCancelHours, 'hour'),
    refundStart: count(policy.refundStartWorkingDays, 'working day'),
    applicationReviewTime: APPLICATION_REVIEW_TIME,
    idDocumentsKept: count(policy.idDocumentsKeptDays, 'day'),
  };
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** `source` with every {{name}} replaced by its fact; an unknown name stays as written (a test keeps pages free of them). */
export function fillFacts(source: string, texts: Record<string, string> = factTexts()): string {
  return source.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(texts, name) ? texts[name] : whole));
}
