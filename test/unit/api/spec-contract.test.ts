import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { data, fakeFetch, json, text } from './fake-fetch';

// What a backend written from the spec alone sends: the spec's User fields and nothing of ours.
const SPEC_USER = {
  id: 7,
  userId: 7,
  username: '9000000001',
  phone: '9000000001',
  firstName: 'Dia',
  lastName: 'Das',
  email: 'dia@example.in',
  instagram: null,
  otp: null,
  roles: ['ROLE_CUSTOMER'],
  status: { code: 'DRAFT' },
  userAddress: { city: 'Pune', state: 'Maharashtra', zipcode: '411001' },
};

async function freshPage() {
  vi.resetModules();
  const http = await import('../../../src/api/http');
  const user = await import('../../../src/api/user');
  const catalogue = await import('../../../src/api/product');
  const favourites = await import('../../../src/api/favourite');
  const { ApiError } = await import('../../../src/api/api-error');
  const { loadRemoteConfig } = await import('../../../src/api/remote-config');
  const { configure } = await import('../../../src/config/widget-config');
  configure({ apiBase: 'https://api.example.test' });
  return { http, user, catalogue, favourites, ApiError, loadRemoteConfig };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

describe('the spec is the contract', () => {
  it('accepts the spec’s user without the address lines of ours, and ignores fields it does not know', async () => {
    const page = await freshPage();
    fakeFetch(data({ ...SPEC_USER, somethingElse: { nested: true } }));
    const user = await page.user.getUserByUsername('9000000001');
    expect(user.status.code).toBe('DRAFT');
    expect(user.userAddress.city).toBe('Pune');
    expect(user.userAddress.addressLine1).toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('still refuses a user without a field the spec names', async () => {
    const page = await freshPage();
    const { status: _dropped, ...noStatus } = SPEC_USER;
    fakeFetch(data(noStatus));
    await expect(page.user.getUserByUsername('9000000001')).rejects.toMatchObject({ kind: 'shape' });
  });

  it('accepts a product with only productId, title and url', async () => {
    const page = await freshPage();
    fakeFetch(data({ productId: 3, title: 'Kelly 28', url: 'kelly-28' }));
    const product = await page.catalogue.getProduct(3);
    expect(product).toMatchObject({ productId: 3, title: 'Kelly 28', url: 'kelly-28' });
    expect(product.pictures).toBeUndefined();
  });
});

describe('answers whose fields the spec does not show', () => {
  it('reads a membership, a bag drop, a shipment, payment details and a payment of no fields of ours, and keeps only usable filter values', async () => {
    const page = await freshPage();
    const membership = await import('../../../src/api/membership');
    const bagdrop = await import('../../../src/api/bagdrop');
    const bluedart = await import('../../../src/api/bluedart');
    const catalogue = await import('../../../src/api/catalogue');
    fakeFetch(data({}));
    expect(await membership.userMembership(7)).toEqual({});
    expect(await bagdrop.saveBagdrop({ userId: 7, brand: 'Hermès' }, [])).toEqual({});
    expect(await bluedart.shipmentDetails('123')).toEqual({});
    const order = await import('../../../src/api/order');
    const payment = await import('../../../src/api/payment');
    fakeFetch(data(null));
    expect(await bagdrop.saveBagdrop({ userId: 7, brand: 'Hermès' }, [])).toEqual({});
    expect(await bluedart.shipmentDetails('123')).toEqual({});
    expect(await order.paymentDetails(1)).toEqual({});
    expect(await payment.payNow({ orderId: 3 } as Parameters<typeof payment.payNow>[0])).toEqual({});
    fakeFetch(data([{ attributeValueId: 1, attributeId: 2, value: 'Black' }, { attributeValueId: 2 }, { value: 'Tan' }]));
    expect(await catalogue.listAttributeValues()).toEqual([{ attributeValueId: 1, attributeId: 2, value: 'Black' }]);
    fakeFetch(data([{ attributeId: 2, name: 'Colour' }, { code: 'SIZE' }]));
    expect(await catalogue.listAttributes()).toEqual([{ attributeId: 2, name: 'Colour' }]);
    expect(consoleError).not.toHaveBeenCalled();
    void page;
  });

  it('reads the Aadhaar calls answered with no fields (null, true, a message) as sent and verified, and still reads ours', async () => {
    const page = await freshPage();
    for (const answer of [null, true, 'OTP sent']) {
      fakeFetch(data(answer));
      expect(await page.user.verifyAadhaar({ aadhaarNumber: '234567890124' })).toEqual({});
      expect(await page.user.verifyAadhaarOtp({ aadhaarNumber: '234567890124', otp: '123456' })).toEqual({});
    }
    fakeFetch(data({ verified: false, message: 'The OTP is not correct.' }));
    expect(await page.user.verifyAadhaarOtp({ aadhaarNumber: '234567890124', otp: '123456' })).toEqual({ verified: false, message: 'The OTP is not correct.' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('takes a subscription answered with no fields as done, with no message of its own', async () => {
    await freshPage();
    const { subscribe } = await import('../../../src/api/customer');
    fakeFetch(data(null));
    expect(await subscribe('asha@example.in')).toBe('');
    fakeFetch(data({ subscribed: true, alreadySubscribed: true, message: 'You are already subscribed.' }));
    expect(await subscribe('asha@example.in')).toBe('You are already subscribed.');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("names a membership the spec shows nothing of in the member's words", async () => {
    const { membershipTerm } = await import('../../../widgets/membership/active-membership');
    expect(membershipTerm({})).toBe('Your membership');
    expect(membershipTerm({ expiryDate: '2027-04-26' })).toMatch(/^Your membership, until .*2027$/);
  });
});

describe('calls beyond the spec', () => {
  it.each([
    ['a 404', () => json({ message: 'Not Found' }, 404)],
    ['an HTML page', () => text('<!doctype html><title>Not here</title>')],
    ['JSON of another shape', () => data([1, 2, 3])],
  ])('GET /api/config answered with %s keeps the defaults and logs nothing', async (_what, reply) => {
    const page = await freshPage();
    fakeFetch(reply());
    await page.loadRemoteConfig();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('favourites on a backend without them fail as absent, quietly', async () => {
    const page = await freshPage();
    fakeFetch(json({ message: 'Not Found' }, 404));
    const failure = await page.favourites.listFavourites(7).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(page.ApiError);
    expect(failure).toMatchObject({ kind: 'absent', silent: true });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a spec call answered with a 404 is still an error the screen shows', async () => {
    const page = await freshPage();
    fakeFetch(json({ message: 'No such user' }, 404));
    await expect(page.user.getUser(99)).rejects.toMatchObject({ kind: 'http', message: 'No such user' });
  });
});
