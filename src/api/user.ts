import { Infer, unknown } from 'superstruct';
import { request } from './http';
import { AadhaarOtpSentAnswerShape, AadhaarVerifiedAnswerShape, type AadhaarOtpSent, type AadhaarVerified } from './shapes/aadhaar';
import type { AadhaarOtpRequest, AadhaarRequest, Applicant, ApplicationSlab } from './shapes/requests/application';
import { ExistsShape, RegisterShape, SendOtpShape, UserShape, type SendOtpResult, type User } from './shapes/user';
import type { NewUser, SendOtpRequest, VerifyOtpRequest } from './shapes/requests/user';

export { ExistsShape, RegisterShape, SendOtpShape, type SendOtpResult };

/** GET /api/user/validate-user/{username}: 1 when the user exists, 0 when not. */
export function validateUser(username: string): Promise<0 | 1> {
  return request('GET', `/api/user/validate-user/${encodeURIComponent(username)}`, ExistsShape);
}

/** POST /api/user/send-otp: body user with roles; data.otp only in demo mode. */
export function sendOtp(user: SendOtpRequest): Promise<SendOtpResult> {
  return request('POST', '/api/user/send-otp', SendOtpShape, { body: user });
}

/** POST /api/user/verify-otp: body user with otp. */
export function verifyOtp(user: VerifyOtpRequest): Promise<unknown> {
  return request('POST', '/api/user/verify-otp', unknown(), { body: user });
}

/** POST /api/user/register: multipart, field user (JSON); data.userId. */
export function registerUser(user: NewUser): Promise<Infer<typeof RegisterShape>> {
  return request('POST', '/api/user/register', RegisterShape, { multipart: { user } });
}

/** GET /api/user/getByUsername/{username}: data is the user. */
export function getUserByUsername(username: string): Promise<User> {
  return request('GET', `/api/user/getByUsername/${encodeURIComponent(username)}`, UserShape);
}

/** GET /api/user/{id}. */
export function getUser(id: number): Promise<User> {
  return request('GET', `/api/user/${id}`, UserShape);
}

/** What the membership application form sends to POST /api/user/order/register. */
export interface OrderRegistration {
  /** The applicant: the form's details, the documents' numbers and the consent (JSON part `user`). */
  user: Applicant;
  /** The chosen plan slab (JSON part `memberslab`). */
  memberslab: ApplicationSlab;
  /** Aadhaar card images, front and back: repeated `aadhar` file parts. */
  aadhar: readonly File[];
  /** PAN card image: the `pan` file part. */
  pan: File;
}

/** POST /api/user/order/register: multipart with user, memberslab, repeated aadhar files and the pan file. */
export async function orderRegister(registration: OrderRegistration): Promise<void> {
  const { user, memberslab, aadhar, pan } = registration;
  await request('POST', '/api/user/order/register', null, { multipart: { user, memberslab, aadhar: [...aadhar], pan } });
}

/** POST /api/user/verifyAddhar (spelled so by the API): sends an OTP to the Aadhaar holder. */
export function verifyAadhaar(body: AadhaarRequest): Promise<AadhaarOtpSent> {
  return request('POST', '/api/user/verifyAddhar', AadhaarOtpSentAnswerShape, { body });
}

/** POST /api/user/verifyAadharOtp: checks that OTP. */
export function verifyAadhaarOtp(body: AadhaarOtpRequest): Promise<AadhaarVerified> {
  return request('POST', '/api/user/verifyAadharOtp', AadhaarVerifiedAnswerShape, { body });
}
