import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { chooseCourier } from '../../server/courier/choose-courier';
import { fiscalYear } from '../../server/orders/tax-invoice';
import { choosePaymentGateway } from '../../server/payments/choose-payment-gateway';
import type { Database } from '../../server/db/database';

const base = { TOTE_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/tote-money-config' };
const noDb = {} as Database;
const production = { NODE_ENV: 'production' };

describe('GST settings', () => {
  it('default to 18% and SAC 997329 (rental of goods); TOTE_GST_RATE and TOTE_GST_SAC change them', () => {
    expect(loadConfig(base).gst).toEqual({ ratePercent: 18, sac: '997329' });
    expect(loadConfig({ ...base, TOTE_GST_RATE: '12', TOTE_GST_SAC: '997319' }).gst).toEqual({ ratePercent: 12, sac: '997319' });
  });

  it('refuse a rate or code that would print a wrong tax invoice, naming the variable', () => {
    for (const rate of ['18%', '-1', '40', 'eighteen', '18.123']) expect(() => loadConfig({ ...base, TOTE_GST_RATE: rate })).toThrow(/TOTE_GST_RATE/);
    for (const sac of ['9973', '123456', '99732x']) expect(() => loadConfig({ ...base, TOTE_GST_SAC: sac })).toThrow(/TOTE_GST_SAC/);
  });

  it('number invoices by the Indian financial year, April to March, in Indian time', () => {
    expect(fiscalYear(new Date('2026-03-31T18:29:00Z'))).toBe('2526');
    // 00:00 on 1 April in India is still 31 March in UTC.
    expect(fiscalYear(new Date('2026-03-31T18:30:00Z'))).toBe('2627');
    expect(fiscalYear(new Date('2099-12-31T00:00:00Z'))).toBe('9900');
  });
});

describe('manual payment and shipping are allowed in production', () => {
  it('TOTE_PAYMENT_GATEWAY=manual takes a UPI id and/or a bank account, checked at start', () => {
    const upi = choosePaymentGateway(noDb, { ...production, TOTE_PAYMENT_GATEWAY: 'manual', TOTE_MANUAL_PAY_UPI_ID: 'toteluxe@icici' });
    expect(upi.name).toBe('manual');
    expect(upi.manual?.payee).toMatchObject({ upiId: 'toteluxe@icici', bank: null, accountName: 'Tote Luxe Rentals Private Limited' });
    const bank = choosePaymentGateway(noDb, {
      ...production,
      TOTE_PAYMENT_GATEWAY: 'manual',
      TOTE_MANUAL_PAY_ACCOUNT_NUMBER: '50200012345678',
      TOTE_MANUAL_PAY_IFSC: 'hdfc0000240',
      TOTE_MANUAL_PAY_ACCOUNT_NAME: 'Tote Club',
    });
    expect(bank.manual?.payee).toEqual({
      accountName: 'Tote Club',
      upiId: null,
      bank: { accountNumber: '50200012345678', ifsc: 'HDFC0000240', bankName: null },
    });

    const refused = (env: NodeJS.ProcessEnv) => () => choosePaymentGateway(noDb, { ...production, TOTE_PAYMENT_GATEWAY: 'manual', ...env });
    expect(refused({})).toThrow(ConfigError);
    expect(refused({})).toThrow(/TOTE_MANUAL_PAY_UPI_ID/);
    expect(refused({ TOTE_MANUAL_PAY_UPI_ID: 'not a upi id' })).toThrow(/TOTE_MANUAL_PAY_UPI_ID must be a UPI id/);
    expect(refused({ TOTE_MANUAL_PAY_ACCOUNT_NUMBER: '50200012345678' })).toThrow(/TOTE_MANUAL_PAY_IFSC/);
    expect(refused({ TOTE_MANUAL_PAY_ACCOUNT_NUMBER: '12-34', TOTE_MANUAL_PAY_IFSC: 'HDFC0000240' })).toThrow(/TOTE_MANUAL_PAY_ACCOUNT_NUMBER/);
  });

  it('production without a choice names the manual modes among the ways out', () => {
    expect(() => choosePaymentGateway(noDb, production)).toThrow(/manual for UPI or bank transfer/);
    expect(() => chooseCourier(production)).toThrow(/manual for waybills and tracking links/);
    expect(chooseCourier({ ...production, TOTE_COURIER: 'manual' }).name).toBe('manual');
  });
});
