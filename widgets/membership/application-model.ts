import { validateDetails, validatePan, type DetailField, type DetailValues } from './application-rules';
import type { AadhaarSession } from './application-session';

// What the membership application holds and what follows from it, without changing it:
// the steps, the documents, whether a step is done. application-store.ts changes it.

export type DocumentKind = 'aadhaarFront' | 'aadhaarBack' | 'pan';

export const DOCUMENTS: readonly { kind: DocumentKind; label: string }[] = [
  { kind: 'aadhaarFront', label: 'Aadhaar card, front' },
  { kind: 'aadhaarBack', label: 'Aadhaar card, back' },
  { kind: 'pan', label: 'PAN card' },
];

/** The stepper's short names and each step's heading. */
export const STEPS = ['Details', 'Plan', 'Identity', 'Review'] as const;
export const STEP_TITLES = ['Your details', 'Your plan', 'Your identity', 'Review and send'] as const;
export const LAST_STEP = STEPS.length - 1;

export type Files = Record<DocumentKind, File | null>;

export interface ApplicationState {
  /** Whose application it is: a different user starts from their own record. */
  userId: number;
  step: number;
  /** The furthest step reached; the stepper lets the member go back and forth up to it. */
  reached: number;
  values: DetailValues;
  touched: Partial<Record<DetailField, boolean>>;
  pan: string;
  panTouched: boolean;
  slabId: number | null;
  aadhaar: AadhaarSession;
  /** Chosen documents; the platform cannot keep them across a reload. */
  files: Files;
  fileErrors: Partial<Record<DocumentKind, string>>;
  /** 'Next' or 'Submit application' was pressed on a step that is not done: all of its messages show. */
  showErrors: boolean;
  /** The member ticked agreement to the privacy notice (its every item) on the review step. */
  consented: boolean;
}

export function missingDocuments(s: ApplicationState): typeof DOCUMENTS {
  return DOCUMENTS.filter((d) => !s.files[d.kind]);
}

/** Whether a step has everything it needs. */
export function stepDone(s: ApplicationState, index: number): boolean {
  if (index === 0) return Object.keys(validateDetails(s.values)).length === 0;
  if (index === 1) return s.slabId !== null;
  if (index === 2) return !!s.aadhaar.verified && !validatePan(s.pan) && missingDocuments(s).length === 0;
  return s.consented;
}

/** The message of a detail field: once it was left, or once the step was tried. */
export function detailError(s: ApplicationState, name: DetailField): string | null {
  return s.showErrors || s.touched[name] ? (validateDetails(s.values)[name] ?? null) : null;
}
