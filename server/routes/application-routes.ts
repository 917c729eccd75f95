import { Hono } from 'hono';
import { confirmAadhaarOtp, requestAadhaarOtp } from '../applications/aadhaar-service';
import { maskAadhaar, parseAadhaar } from '../applications/aadhaar-number';
import type { ApplicationDetails } from '../applications/application-record';
import { APPLICATION_MESSAGES, type Consent, submitApplication } from '../applications/submit-application';
import { PRIVACY_NOTICE } from '../../src/api/shapes/privacy';
import type { ServerContext } from '../context';
import { MULTIPART_BODY_LIMIT } from '../http/body-policy';
import { fileParts, form, json, jsonPart, type PartReader } from '../http/parse';
import { sameCheckAs } from '../http/request-checks';
import { AadhaarOtpRequestShape, AadhaarRequestShape, ApplicantShape, ApplicationSlabShape } from '../../src/api/shapes/requests/application';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { badRequest, ok } from '../http/respond';
import { loadRemoteMessages } from '../remote-config/load-remote-messages';
import { validateDetails, validatePan } from '../../src/validation/application';
import { normalizeMobile, validateField } from '../../src/validation/rules';

/** The `user` part checked by the form's own rules (src/validation/application.ts), every wrong field named. */
function applicantPart(ctx: ServerContext): PartReader<{ id: number | null; details: ApplicationDetails; consent: Consent }> {
  const read = jsonPart(ApplicantShape);
  const reader: PartReader<{ id: number | null; details: ApplicationDetails; consent: Consent }> = async (value, name) => {
    const user = await read(value, name);
    const address = user.userAddress ?? {};
    const values = {
      firstName: user.firstName?.trim() ?? '',
      lastName: user.lastName?.trim() ?? '',
      email: user.email?.trim() ?? '',
      mobile: user.phone?.trim() ?? '',
      addressLine1: address.addressLine1?.trim() ?? '',
      addressLine2: address.addressLine2?.trim() ?? '',
      city: address.city?.trim() ?? '',
      state: address.state?.trim() ?? '',
      zipcode: address.zipcode?.trim() ?? '',
    };
    const remote = loadRemoteMessages(ctx.config.dataDir);
    const errors: Record<string, string> = { ...(validateDetails(values, remote) as Record<string, string>) };
    const instagram = user.instagram?.trim() ?? '';
    const instagramError = validateField('instagram', instagram, remote);
    if (instagramError) errors.instagram = instagramError;
    const panNumber = user.panNumber?.trim().toUpperCase() ?? '';
    const panError = validatePan(panNumber);
    if (panError) errors.panNumber = panError;
    const aadhaar = parseAadhaar(user.aadhaarNumber ?? '');
    if ('error' in aadhaar) errors.aadhaarNumber = aadhaar.error;
    // Consent to the current notice, item by item (DPDP Act 2023): an older notice or a missing item is no consent.
    const consent = user.consent;
    const accepted = consent?.noticeVersion === PRIVACY_NOTICE.version && PRIVACY_NOTICE.items.every((item) => consent.items.includes(item.id));
    if (!accepted) errors.consent = APPLICATION_MESSAGES.consent;
    const first = Object.values(errors)[0];
    if (first || 'error' in aadhaar) throw badRequest(first, errors);
    const referenceId = user.aadhaarReferenceId === undefined || user.aadhaarReferenceId === null ? '' : String(user.aadhaarReferenceId).trim();
    return {
      id: user.id ?? null,
      details: {
        ...values,
        instagram,
        phone: normalizeMobile(values.mobile),
        panNumber,
        aadhaarMasked: maskAadhaar(aadhaar.digits),
        aadhaarReferenceId: referenceId || null,
      },
      consent: { noticeVersion: PRIVACY_NOTICE.version, items: PRIVACY_NOTICE.items.map((item) => item.id) },
    };
  };
  return sameCheckAs(reader, read);
}

const readSlab = jsonPart(ApplicationSlabShape, { optional: true });
const slabReader: PartReader<number> = async (value, name) => {
  const slab = await readSlab(value, name);
  const slabId = slab.membershipPlanSlabId ?? slab.id;
  if (!slabId) throw badRequest(APPLICATION_MESSAGES.noSlab);
  return slabId;
};

/**
 * The membership application of a DRAFT user, mounted on /api/user
 * next to the user routes: Aadhaar verification by OTP (spelled as the API
 * spells it) and the application form with its documents.
 */
export function applicationRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  const authed = requireUser(ctx);

  app.post('/verifyAddhar', authed, json(AadhaarRequestShape), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await requestAadhaarOtp(ctx, c.get('user').userId, body.aadhaarNumber));
  });

  app.post('/verifyAadharOtp', authed, json(AadhaarOtpRequestShape), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await confirmAadhaarOtp(ctx, c.get('user').userId, body));
  });

  // Uploads: a logged-in member only (authed runs before a byte of the body is read).
  const applicationForm = form(
    {
      user: applicantPart(ctx),
      memberslab: sameCheckAs(slabReader, readSlab),
      aadhar: fileParts({ min: 2, max: 2, tooFew: APPLICATION_MESSAGES.aadhaarFiles, tooMany: APPLICATION_MESSAGES.aadhaarFiles }),
      pan: fileParts({ min: 1, max: 1, tooFew: APPLICATION_MESSAGES.panFile, tooMany: APPLICATION_MESSAGES.panFile }),
    },
    { maxBytes: MULTIPART_BODY_LIMIT },
  );

  app.post('/order/register', authed, applicationForm, async (c) => {
    const { user, memberslab, aadhar, pan } = c.req.valid('form');
    assertSelf(c, user.id);
    return ok(c, await submitApplication(ctx, c.get('user').userId, { details: user.details, consent: user.consent, slabId: memberslab, aadhar, pan: pan[0] }));
  });

  return app;
}
