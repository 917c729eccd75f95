import { nullable, number, optional, string, type, union } from 'superstruct';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { checkShape } from '../http/read-json';
import { badRequest, conflict, forbidden } from '../http/respond';
import { findSlab } from '../memberships/membership-record';
import { applicationReceived } from '../notifications/member-events';
import { orderJson } from '../orders/order-record';
import { lockUserStatus, saveOpenOrder } from '../orders/order-service';
import { loadRemoteMessages } from '../remote-config/load-remote-messages';
import { discardUploads, type StoredUpload, storeUpload } from '../uploads/store-upload';
import { documentsOf } from '../uploads/document-store';
import { findUserById, userJson } from '../users/user-record';
import { type FieldName, validateFields } from '../../src/validation/rules';
import { APPLICATION_SUBMITTED, verifierOf } from './aadhaar-service';

const text = optional(nullable(string()));
const id = optional(nullable(union([number(), string()])));

/** The `user` part: the sign-up details (editable) plus the postal address. */
export const ApplicationUser = type({
  id,
  firstName: text,
  lastName: text,
  email: text,
  instagram: text,
  userAddress: optional(nullable(type({ addressLine1: text, addressLine2: text, city: text, state: text, zipcode: text }))),
});

/** The `memberslab` part: the chosen slab, by membershipPlanSlabId (or id). */
export const ApplicationSlab = type({ id, membershipPlanSlabId: id });

export const ADDRESS_MAX = 120;

export const APPLICATION_MESSAGES = {
  aadhaarNotVerified: 'Please verify your Aadhaar number first.',
  noSlab: 'Please choose a membership plan.',
  unknownSlab: 'The chosen membership plan does not exist.',
  aadhaarFiles: 'Attach the front and the back of your Aadhaar card (2 files).',
  panFile: 'Attach one image or PDF of your PAN card.',
  addressRequired: 'Address is required.',
  addressTooLong: `Address must be at most ${ADDRESS_MAX} characters.`,
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  zipcodeRequired: 'Zipcode is required.',
} as const;

const FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'email', 'city', 'state', 'zipcode', 'instagram'];

interface Parts {
  user: unknown;
  memberslab: unknown;
  aadhar: unknown[];
  pan: unknown[];
}

async function validated(ctx: ServerContext, callerId: number, parts: Parts) {
  const user = checkShape(parts.user, ApplicationUser);
  if (user.id !== undefined && user.id !== null && Number(user.id) !== callerId) throw forbidden();
  const address = user.userAddress ?? {};
  const values = {
    firstName: user.firstName?.trim() ?? '',
    lastName: user.lastName?.trim() ?? '',
    email: user.email?.trim() ?? '',
    instagram: user.instagram?.trim() ?? '',
    city: address.city?.trim() ?? '',
    state: address.state?.trim() ?? '',
    zipcode: address.zipcode?.trim() ?? '',
  };
  const addressLine1 = address.addressLine1?.trim() ?? '';
  const addressLine2 = address.addressLine2?.trim() ?? '';
  // The sign-up dialog's rules and texts, plus what a postal address needs.
  const errors: Record<string, string> = { ...(validateFields(values, FIELDS, loadRemoteMessages(ctx.config.dataDir)) as Record<string, string>) };
  if (!addressLine1) errors.addressLine1 = APPLICATION_MESSAGES.addressRequired;
  else if (addressLine1.length > ADDRESS_MAX) errors.addressLine1 = APPLICATION_MESSAGES.addressTooLong;
  if (addressLine2.length > ADDRESS_MAX) errors.addressLine2 = APPLICATION_MESSAGES.addressTooLong;
  if (!values.city) errors.city ??= APPLICATION_MESSAGES.cityRequired;
  if (!values.state) errors.state ??= APPLICATION_MESSAGES.stateRequired;
  if (!values.zipcode) errors.zipcode ??= APPLICATION_MESSAGES.zipcodeRequired;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);

  const slabPart = checkShape(parts.memberslab ?? {}, ApplicationSlab);
  const slabId = Number(slabPart.membershipPlanSlabId ?? slabPart.id);
  if (!Number.isInteger(slabId) || slabId <= 0) throw badRequest(APPLICATION_MESSAGES.noSlab);
  if (!(await findSlab(ctx.db, slabId))) throw badRequest(APPLICATION_MESSAGES.unknownSlab);

  if (parts.aadhar.length !== 2 || !parts.aadhar.every((f) => f instanceof File)) throw badRequest(APPLICATION_MESSAGES.aadhaarFiles);
  if (parts.pan.length !== 1 || !(parts.pan[0] instanceof File)) throw badRequest(APPLICATION_MESSAGES.panFile);
  return { values, addressLine1, addressLine2, slabId };
}

type ApplicantRow = { status_code: string; aadhaar_verified_at: unknown; aadhaar_masked: string | null };

/**
 * DRAFT and Aadhaar verified (by OTP, or given for an operator's manual
 * check), or the refusal: checked before any file is written, and again
 * inside the transaction.
 */
function assertMayApply(row: ApplicantRow | undefined, manual: boolean): void {
  if (!row || row.status_code !== 'DRAFT') throw conflict(APPLICATION_SUBMITTED);
  if (!row.aadhaar_verified_at && !(manual && row.aadhaar_masked)) throw badRequest(APPLICATION_MESSAGES.aadhaarNotVerified);
}

const applicantRow = async (db: Queryable, userId: number) =>
  (await db.query<ApplicantRow>('select status_code, aadhaar_verified_at, aadhaar_masked from users where id = $1', [userId])).rows[0];

/**
 * POST /api/user/order/register: the application form. Stores the documents
 * (checked by type and size, kept in the data folder, never served), moves the
 * user DRAFT -> PENDING and opens an order (CREATED) for the chosen slab.
 */
export async function submitApplication(ctx: ServerContext, userId: number, parts: Parts) {
  const manual = verifierOf(ctx).manual === true;
  assertMayApply(await applicantRow(ctx.db, userId), manual);
  const form = await validated(ctx, userId, parts);

  const stored: StoredUpload[] = [];
  const documents = documentsOf(ctx);
  try {
    const folder = `applications/${userId}`;
    stored.push(await storeUpload(documents, parts.aadhar[0], 'document', folder, 'Aadhaar card (front)'));
    stored.push(await storeUpload(documents, parts.aadhar[1], 'document', folder, 'Aadhaar card (back)'));
    stored.push(await storeUpload(documents, parts.pan[0], 'document', folder, 'PAN card'));

    const order = await ctx.db.transaction(async (tx) => {
      await lockUserStatus(tx, userId);
      const applicant = await applicantRow(tx, userId);
      assertMayApply(applicant, manual);
      const { values } = form;
      await tx.query(
        `update users set first_name = $2, last_name = $3, email = $4, instagram = $5, city = $6, state = $7, zipcode = $8,
           status_code = 'PENDING' where id = $1`,
        [userId, values.firstName, values.lastName, values.email, values.instagram || null, values.city, values.state, values.zipcode],
      );
      const application = await tx.query<{ id: number }>(
        `insert into applications (user_id, slab_id, address_line1, address_line2, city, state, zipcode, submitted_at, aadhaar_check)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          userId,
          form.slabId,
          form.addressLine1,
          form.addressLine2 || null,
          values.city,
          values.state,
          values.zipcode,
          ctx.now().toISOString(),
          applicant?.aadhaar_verified_at ? 'OTP' : 'MANUAL',
        ],
      );
      const kinds = ['AADHAAR_FRONT', 'AADHAAR_BACK', 'PAN'];
      for (const [i, file] of stored.entries()) {
        await tx.query(
          'insert into application_documents (application_id, kind, path, type, bytes, original_name) values ($1, $2, $3, $4, $5, $6)',
          [application.rows[0].id, kinds[i], file.path, file.type, file.bytes, file.originalName],
        );
      }
      const opened = await saveOpenOrder(tx, userId, 'PENDING', form.slabId);
      await applicationReceived(tx, userId);
      return opened;
    });
    return { user: userJson((await findUserById(ctx.db, userId))!), order: orderJson(order) };
  } catch (error) {
    await discardUploads(documents, stored);
    throw error;
  }
}
