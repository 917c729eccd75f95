import type { ServerContext } from '../context';
import { conflict, invalidInput } from '../domain-error';
import { findSlab } from '../memberships/membership-record';
import { applicationReceived } from '../notifications/member-events';
import { orderJson } from '../orders/order-record';
import { gstOf, lockUserStatus, saveOpenOrder } from '../orders/order-service';
import { discardUploads, type StoredUpload, storeUpload } from '../uploads/store-upload';
import { documentsOf } from '../uploads/document-store';
import { insertConsent } from '../privacy/consent-record';
import { findUserById, userJson } from '../users/user-record';
import type { ApplicationSubmitted } from '../../src/api/shapes/application';
import { APPLICATION_SUBMITTED, verifierOf } from './aadhaar-service';
import { type ApplicantStatusRow, type ApplicationDetails, findApplicantStatus, insertApplication, isVerifiedReference } from './submission-record';

export const APPLICATION_MESSAGES = {
  aadhaarNotVerified: 'Please verify your Aadhaar number first.',
  otherAadhaar: 'This is not the Aadhaar number you verified. Please verify this one, or enter the verified one.',
  unknownReference: 'This Aadhaar verification is not yours, or did not succeed. Please verify your Aadhaar number again.',
  noSlab: 'Please choose a membership plan.',
  unknownSlab: 'The chosen membership plan does not exist.',
  aadhaarFiles: 'Attach the front and the back of your Aadhaar card (2 files).',
  panFile: 'Attach one image or PDF of your PAN card.',
  consent: 'Please read how we use your data and agree to it.',
} as const;

/** The privacy notice accepted with the application: recorded with its version and the time. */
export interface Consent {
  noticeVersion: string;
  items: string[];
}

export interface ApplicationForm {
  details: ApplicationDetails;
  consent: Consent;
  slabId: number;
  /** Front and back. */
  aadhar: File[];
  pan: File;
}

/**
 * DRAFT, Aadhaar verified (by OTP, or given for an operator's manual check),
 * and the number on the form the one verified or given: checked before any
 * file is written, and again inside the transaction.
 */
function assertMayApply(row: ApplicantStatusRow | undefined, details: ApplicationDetails, manual: boolean): void {
  if (!row || row.status_code !== 'DRAFT') throw conflict(APPLICATION_SUBMITTED, 'APPLICATION_SUBMITTED');
  if (!row.aadhaar_verified_at && !(manual && row.aadhaar_masked))
    throw invalidInput(APPLICATION_MESSAGES.aadhaarNotVerified, undefined, 'AADHAAR_NOT_VERIFIED');
  if (row.aadhaar_masked && row.aadhaar_masked !== details.aadhaarMasked) {
    throw invalidInput(APPLICATION_MESSAGES.otherAadhaar, { aadhaarNumber: APPLICATION_MESSAGES.otherAadhaar });
  }
}

/**
 * POST /api/user/order/register: the application form. Stores the documents
 * (checked by type and size, in the document store, never served to members)
 * and what the form collected, moves the user DRAFT -> PENDING and opens an
 * order (CREATED) for the chosen slab.
 */
export async function submitApplication(ctx: ServerContext, userId: number, form: ApplicationForm): Promise<ApplicationSubmitted> {
  const { details } = form;
  const manual = verifierOf(ctx).manual === true;
  assertMayApply(await findApplicantStatus(ctx.db, userId), details, manual);
  if (details.aadhaarReferenceId && !(await isVerifiedReference(ctx.db, userId, details.aadhaarReferenceId))) {
    throw invalidInput(APPLICATION_MESSAGES.unknownReference, { aadhaarReferenceId: APPLICATION_MESSAGES.unknownReference });
  }
  const slab = await findSlab(ctx.db, form.slabId);
  if (!slab || slab.retired) throw invalidInput(APPLICATION_MESSAGES.unknownSlab);

  const stored: StoredUpload[] = [];
  const documents = documentsOf(ctx);
  try {
    const folder = `applications/${userId}`;
    stored.push(await storeUpload(documents, form.aadhar[0], 'document', folder, 'Aadhaar card (front)'));
    stored.push(await storeUpload(documents, form.aadhar[1], 'document', folder, 'Aadhaar card (back)'));
    stored.push(await storeUpload(documents, form.pan, 'document', folder, 'PAN card'));

    const order = await ctx.db.transaction(async (tx) => {
      await lockUserStatus(tx, userId);
      const applicant = await findApplicantStatus(tx, userId);
      assertMayApply(applicant, details, manual);
      const applicationId = await insertApplication(tx, userId, form.slabId, details, applicant?.aadhaar_verified_at ? 'OTP' : 'MANUAL', stored, ctx.now());
      const opened = await saveOpenOrder(tx, userId, 'PENDING', form.slabId, gstOf(ctx));
      // Keyed by the application: a member who applies again after a decline hears of the new one too.
      await applicationReceived(tx, userId, `application-${applicationId}`);
      await insertConsent(tx, userId, { purpose: 'membership application', ...form.consent, at: ctx.now() });
      return opened;
    });
    return { user: userJson((await findUserById(ctx.db, userId))!), order: orderJson(order) };
  } catch (error) {
    // Nothing of a refused application stays behind, least of all identity documents.
    await discardUploads(documents, stored);
    throw error;
  }
}
