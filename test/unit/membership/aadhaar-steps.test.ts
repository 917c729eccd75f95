// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/stores/write';
import { AADHAAR_TEXTS, afterCheck, afterSend, verifiedLine } from '../../../widgets/membership/aadhaar-steps';

const NUMBER = '234123412346';

describe('after the OTP is asked for', () => {
  it("keeps the reference the check must quote, and says where the code went in the server's words", () => {
    expect(afterSend(NUMBER, { referenceId: 'ref-7', message: 'OTP sent to the mobile number linked with your Aadhaar.' })).toEqual({
      session: { number: NUMBER, referenceId: 'ref-7', verified: false },
      note: 'OTP sent to the mobile number linked with your Aadhaar.',
    });
  });

  it('shows the code in demo mode, where no phone receives it', () => {
    expect(afterSend(NUMBER, { referenceId: 12, otp: '123456' }).note).toBe(`${AADHAAR_TEXTS.sent} Demo mode: the OTP is 123456.`);
  });

  it('takes an answer without fields as "the OTP went" (the spec shows none)', () => {
    expect(afterSend(NUMBER, {})).toEqual({ session: { number: NUMBER, referenceId: null, verified: false }, note: AADHAAR_TEXTS.sent });
  });

  it('goes straight on where the club checks the card by hand: no OTP, nothing to type', () => {
    const sent = afterSend(NUMBER, { verification: 'manual', message: 'Our team checks it.' });
    expect(sent).toEqual({ session: { number: NUMBER, verified: true, manual: true }, note: null });
    expect(verifiedLine(sent.session)).toBe('Aadhaar XXXX XXXX 2346 noted. No OTP is needed: our team checks it against the card you upload below.');
  });
});

describe('after the code is checked', () => {
  const waiting = { number: NUMBER, referenceId: 'ref-7', verified: false };

  it("marks the number verified, with the holder's name when the check gives it", () => {
    const verified = afterCheck(waiting, { verified: true, name: 'Asha Mehra' });
    expect(verified).toEqual({ ...waiting, verified: true, name: 'Asha Mehra' });
    expect(verifiedLine(verified)).toBe('Aadhaar XXXX XXXX 2346 verified for Asha Mehra.');
    expect(verifiedLine(afterCheck(waiting, {}))).toBe('Aadhaar XXXX XXXX 2346 verified.');
  });

  it("refuses a wrong code in the server's words, or ours when it gives none", () => {
    expect(() => afterCheck(waiting, { verified: false, message: 'Invalid OTP' })).toThrow(new Refusal('Invalid OTP'));
    expect(() => afterCheck(waiting, { verified: false })).toThrow(AADHAAR_TEXTS.wrong);
    expect(() => afterCheck(waiting, { verified: false })).toThrow(Refusal);
  });
});
