import { PRIVACY_NOTICE } from '../../../src/api/shapes/privacy';
import type { Hono } from 'hono';
import { verhoeffDigit } from '../../../server/applications/aadhaar-number';
import { decideApplication } from '../../../server/applications/decide-application';
import { CLI_ACTOR } from '../../../server/operators/actor';
import type { Database } from '../../../server/db/database';
import { seedMemberships } from '../../../server/seed/seed-memberships';
import { getAuthed, postJson, type Session, signUp } from './test-server';

// Helpers for the membership journey: DRAFT -> (Aadhaar, application) PENDING -> APPROVED -> paid, ACTIVE.

let serial = 0;
/** A fresh valid Aadhaar number (12 digits, first 2-9, Verhoeff check digit last). */
export function aadhaarNumber(): string {
  serial += 1;
  const body = `2${String(1234567890 + serial * 7919)
    .padStart(10, '0')
    .slice(-10)}`;
  return `${body}${verhoeffDigit(body)}`;
}

export const jpeg = (name = 'card.jpg') => new File([Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1)], name, { type: 'image/jpeg' });
export const pdf = (name = 'pan.pdf') => new File([new TextEncoder().encode('%PDF-1.4\n%demo\n')], name, { type: 'application/pdf' });
export const textFile = (name = 'notes.txt') => new File(['just some text'], name, { type: 'image/jpeg' });

export async function slabIds(db: Database): Promise<number[]> {
  await seedMemberships(db);
  return (await db.query<{ id: number }>('select id from membership_plan_slabs order by id')).rows.map((r) => r.id);
}

export async function verifyAadhaar(app: Hono, token: string, number = aadhaarNumber()): Promise<string> {
  const sent = await postJson(app, '/api/user/verifyAddhar', { aadhaarNumber: number }, token);
  if (sent.status !== 200) throw new Error(`verifyAddhar ${sent.status}: ${await sent.text()}`);
  const { otp, referenceId } = (await sent.json()).data;
  const checked = await postJson(app, '/api/user/verifyAadharOtp', { aadhaarNumber: number, otp, referenceId }, token);
  if (checked.status !== 200) throw new Error(`verifyAadharOtp ${checked.status}: ${await checked.text()}`);
  return number;
}

/** The `user` part the application form sends; `aadhaarNumber` is the one the member verified. */
export function applicationUser(session: Session, aadhaarNumber: string, extra: Record<string, unknown> = {}) {
  return {
    id: session.userId,
    firstName: 'Neha',
    lastName: 'Sharma',
    email: 'neha.sharma@example.com',
    instagram: 'neha.s',
    phone: session.username,
    userAddress: { addressLine1: '12 Park Street', addressLine2: 'Flat 4B', city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
    panNumber: 'ABCDE1234F',
    aadhaarNumber,
    consent: { noticeVersion: PRIVACY_NOTICE.version, items: PRIVACY_NOTICE.items.map((item) => item.id) },
    ...extra,
  };
}

export function registerApplication(app: Hono, token: string, parts: { user: unknown; memberslab: unknown; aadhar?: File[]; pan?: File[] }): Promise<Response> {
  const form = new FormData();
  form.append('user', new Blob([JSON.stringify(parts.user)], { type: 'application/json' }));
  form.append('memberslab', new Blob([JSON.stringify(parts.memberslab)], { type: 'application/json' }));
  for (const file of parts.aadhar ?? [jpeg('front.jpg'), jpeg('back.jpg')]) form.append('aadhar', file);
  for (const file of parts.pan ?? [pdf()]) form.append('pan', file);
  return Promise.resolve(app.request('/api/user/order/register', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }));
}

export interface Applicant extends Session {
  orderId: number;
  slabId: number;
}

/** Signs up, verifies Aadhaar and submits the application: the user is PENDING with an open order. */
export async function applied(app: Hono, db: Database, mobile: string, slabIndex = 0, signUpExtra: Record<string, unknown> = {}): Promise<Applicant> {
  const session = await signUp(app, mobile, signUpExtra);
  const aadhaar = await verifyAadhaar(app, session.accessToken);
  const slabId = (await slabIds(db))[slabIndex];
  const res = await registerApplication(app, session.accessToken, {
    user: applicationUser(session, aadhaar),
    memberslab: { id: slabId, membershipPlanSlabId: slabId },
  });
  if (res.status !== 200) throw new Error(`order/register ${res.status}: ${await res.text()}`);
  return { ...session, slabId, orderId: (await res.json()).data.order.orderId };
}

/** Applied and approved by the operator: ready to pay. */
export async function approved(app: Hono, db: Database, mobile: string, slabIndex = 0): Promise<Applicant> {
  const applicant = await applied(app, db, mobile, slabIndex);
  await decideApplication(db, mobile, 'APPROVED', CLI_ACTOR);
  return applicant;
}

export function pay(app: Hono, token: string, body: Record<string, unknown>): Promise<Response> {
  return postJson(app, '/api/payment/payNow', body, token);
}

export async function statusOf(app: Hono, session: Session): Promise<string> {
  return (await (await getAuthed(app, `/api/user/${session.userId}`, session.accessToken)).json()).data.status.code;
}
