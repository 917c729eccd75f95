/**
 * The operator's facts: who runs the club, how to reach it, where disputes go,
 * and the few policy figures that several documents quote. The content pages
 * (site/content/*.md) read them through {{placeholders}}, the footer and the
 * invoice read them directly, so an operator changes them here, once, and
 * rebuilds. See "Operator facts" in the README. How bags are checked and how a booking
 * travels (the bag page's and the booking's words) are in booking-facts.ts beside this file.
 *
 * The values below describe the demo club. Replace every one of them before
 * going live (and have the documents reviewed by your own counsel).
 */
export interface ClubFacts {
  /** The name members know the club by. */
  brand: string;
  /** The company that runs the club, as registered. */
  legalName: string;
  /** Corporate Identity Number, or null to leave it out. */
  cin: string | null;
  /** GST registration number, or null when not registered. */
  gstin: string | null;
  /** Registered office, one line. */
  registeredOffice: string;
  /** Where members write and call about anything. */
  support: { email: string; phone: string; hours: string };
  /**
   * The Grievance Officer required by the Consumer Protection (E-Commerce)
   * Rules, 2020 and the contact for personal data under the DPDP Act, 2023.
   */
  grievanceOfficer: { name: string; email: string; phone: string };
  /** The courts that hear disputes. */
  jurisdiction: string;
  /** When each document last changed (yyyy-mm-dd); shown at its top. */
  documentDates: Record<ClubDocument, string>;
  /** Figures quoted by several documents; keep them in line with how you run the club. */
  policy: {
    /** Late fee per day, in rupees (GST included), after the grace days. */
    lateFeePerDayInr: number;
    lateGraceDays: number;
    /** Days after the return date when a bag that has not come back is treated as lost. */
    lostAfterDays: number;
    /** Hours a member has to report a problem with a bag that arrived, or damage or loss. */
    reportWithinHours: number;
    /** Days after payment within which a membership can be cancelled for a full refund (before any delivery). */
    coolingOffDays: number;
    /** Hours before a booking starts until which it can be cancelled at no cost. */
    freeCancelHours: number;
    /** Working days to start a refund once agreed. */
    refundStartWorkingDays: number;
    /** Days identity document images are kept after the decision on the application (the server's default for TOTE_ID_DOCUMENT_DAYS). */
    idDocumentsKeptDays: number;
  };
}

export type ClubDocument = 'terms' | 'privacy' | 'rentalAgreement' | 'refund' | 'eula';

export const CLUB_FACTS: ClubFacts = {
  brand: 'Tote',
  legalName: 'Tote Luxe Rentals Private Limited',
  cin: 'U77299MH2024PTC418260',
  gstin: '27AAKCT4182M1ZP',
  registeredOffice: 'Unit 304, Raghuvanshi Mills Compound, Senapati Bapat Marg, Lower Parel, Mumbai 400013, Maharashtra, India',
  support: { email: 'concierge@toteclub.in', phone: '+91 22 6971 4420', hours: 'Monday to Saturday, 10 am to 7 pm IST' },
  grievanceOfficer: { name: 'Ananya Kulkarni', email: 'grievance@toteclub.in', phone: '+91 22 6971 4421' },
  jurisdiction: 'Mumbai, Maharashtra',
  documentDates: {
    terms: '2025-06-01',
    privacy: '2025-06-01',
    rentalAgreement: '2025-06-01',
    refund: '2025-06-01',
    eula: '2025-06-01',
  },
  policy: {
    lateFeePerDayInr: 1000,
    lateGraceDays: 1,
    lostAfterDays: 30,
    reportWithinHours: 24,
    coolingOffDays: 7,
    freeCancelHours: 48,
    refundStartWorkingDays: 5,
    idDocumentsKeptDays: 30,
  },
};

/** "+91 22 6971 4420" → "tel:+912269714420". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export { APPLICATION_REVIEW_TIME, APPLICATION_REVIEW_WORKING_DAYS } from './review-time';
