import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { array, number, string, type } from 'superstruct';
import { ApiError, errorText, NETWORK_ERROR } from '../../../src/api/api-error';
import { request, setUnauthorizedHandler } from '../../../src/api/http';
import { configure } from '../../../src/config/widget-config';
import { writeTokens } from '../../../src/storage/session-storage';
import { data, fakeFetch, json, multipartParts, text } from './fake-fetch';

const Thing = type({ id: number(), name: string() });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  sessionStorage.clear();
  configure({ apiBase: '' });
  setUnauthorizedHandler(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bearer header', () => {
  it('is sent once an access token is stored', async () => {
    const api = fakeFetch(data({ id: 1, name: 'a' }));
    writeTokens('access-123', 'refresh-456');
    await request('GET', '/api/thing', Thing);
    expect(api.last().headers.get('authorization')).toBe('Bearer access-123');
  });

  it('is absent when no token is stored', async () => {
    const api = fakeFetch(data({ id: 1, name: 'a' }));
    await request('GET', '/api/thing', Thing);
    expect(api.last().headers.has('authorization')).toBe(false);
  });

  it('is not sent to a host other than the API', async () => {
    configure({ apiBase: 'https://api.tote.test' });
    writeTokens('access-123', 'refresh-456');
    const api = fakeFetch(new Response(new Blob(['%PDF'], { type: 'application/pdf' })));
    await request('GET', 'https://cdn.example.com/invoice.pdf', null, { responseType: 'blob' });
    expect(api.last().url).toBe('https://cdn.example.com/invoice.pdf');
    expect(api.last().headers.has('authorization')).toBe(false);

    await request('GET', 'https://api.tote.test/files/invoice.pdf', null, { responseType: 'blob' });
    expect(api.last().headers.get('authorization')).toBe('Bearer access-123');
  });
});

describe('success', () => {
  it('unwraps the data field and checks it against the shape', async () => {
    fakeFetch(data([{ id: 1, name: 'Kelly', extra: true }]));
    const things = await request('POST', '/api/things', array(Thing), { body: {} });
    expect(things).toHaveLength(1);
    expect(things[0]).toMatchObject({ id: 1, name: 'Kelly' });
  });

  it('sends a plain body as JSON', async () => {
    const api = fakeFetch(data(1));
    await request('POST', '/api/thing', number(), { body: { toUserId: 7 } });
    expect(api.last().method).toBe('POST');
    expect(api.last().headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(api.last().body as string)).toEqual({ toUserId: 7 });
  });

  it('puts the path under apiBase from the widget config', async () => {
    configure({ apiBase: 'https://api.tote.test/' });
    const api = fakeFetch(data(0));
    await request('GET', '/api/user/validate-user/9876543210', number());
    expect(api.last().url).toBe('https://api.tote.test/api/user/validate-user/9876543210');
  });

  it('returns nothing for an empty answer when the caller reads nothing', async () => {
    fakeFetch(new Response(null, { status: 204 }));
    await expect(request('DELETE', '/api/waiting/delete/1/2', null)).resolves.toBeUndefined();
  });

  it('returns a blob for responseType blob', async () => {
    fakeFetch(new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })));
    const blob = await request<Blob>('GET', '/api/order/generateInvoice/5', null, { responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF-1.4');
  });
});

describe('errors of spec point 8 as the client sees them', () => {
  it('400 carries the server message', async () => {
    fakeFetch(json({ status: 400, message: 'Invalid mobile number' }, 400));
    const error = await failure(request('POST', '/api/user/send-otp', null, { body: {} }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(errorText(error)).toBe('Invalid mobile number');
  });

  it('400 with errors.otp carries the otp text as a field error', async () => {
    fakeFetch(json({ status: 400, message: 'Bad request', errors: { otp: 'Invalid OTP' } }, 400));
    const error = await failure(request('POST', '/api/user/verify-otp', null, { body: {} }));
    expect(error.fieldErrors.otp).toBe('Invalid OTP');
  });

  it('carries the stable code of the answer, and none for a code this client does not know', async () => {
    fakeFetch(json({ status: 409, code: 'AMOUNT_CHANGED', message: 'The amount due is now ₹469.00.' }, 409));
    expect((await failure(request('POST', '/api/payment/payNow', null, { body: {} }))).code).toBe('AMOUNT_CHANGED');
    fakeFetch(json({ status: 409, code: 'SOMETHING_NEW', message: 'Later server.' }, 409));
    expect((await failure(request('POST', '/api/payment/payNow', null, { body: {} }))).code).toBeNull();
  });

  it('a refusal whose server text is for programs reads in member words, with what to do next', async () => {
    fakeFetch(json({ status: 400, code: 'BODY_TOO_DEEP', message: 'The JSON body is nested deeper than the API ever needs.' }, 400));
    expect(errorText(await failure(request('POST', '/api/user/send-otp', null, { body: {} })))).toBe(
      'We could not read what was sent. Reload the page and try again.',
    );
    fakeFetch(json({ status: 429, code: 'RATE_LIMITED', message: 'Too Many Requests' }, 429));
    expect(errorText(await failure(request('POST', '/api/user/send-otp', null, { body: {} })))).toBe(
      'Too many tries in a short time. Wait a minute, then try again.',
    );
    // A refusal that says what happened but not what to do next gets the next step.
    fakeFetch(json({ status: 409, code: 'ORDER_CANCELLED', message: 'This order was cancelled.' }, 409));
    expect(errorText(await failure(request('POST', '/api/payment/payNow', null, { body: {} })))).toBe(
      'This order was cancelled. Pay again to start a new order for your plan.',
    );
    // A code the spec words for people keeps the server's words.
    fakeFetch(json({ status: 404, code: 'USER_NOT_FOUND', message: 'User not found' }, 404));
    expect(errorText(await failure(request('POST', '/api/user/validate-user', null, { body: {} })))).toBe('User not found');
  });

  it('500 carries the server message', async () => {
    fakeFetch(json({ status: 500, message: 'OTP expired' }, 500));
    const error = await failure(request('POST', '/api/user/verify-otp', null, { body: {} }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(errorText(error)).toBe('OTP expired');
  });

  it('an error body that is not JSON still fails with a generic text', async () => {
    fakeFetch(text('<h1>Bad Gateway</h1>', 502));
    const error = await failure(request('GET', '/api/thing', Thing));
    expect(error.kind).toBe('http');
    expect(errorText(error)).toBe('Something went wrong. Please try again.');
  });

  it('a blob call that fails still shows the server message', async () => {
    fakeFetch(json({ status: 404, message: 'Order not found' }, 404));
    const error = await failure(request('GET', '/api/order/generateInvoice/9', null, { responseType: 'blob' }));
    expect(error.message).toBe('Order not found');
  });

  it('401 calls the unauthorized handler and fails quietly', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    writeTokens('access-123', 'refresh-456');
    fakeFetch(json({ status: 401, message: 'Unauthorized' }, 401));
    const error = await failure(request('GET', '/api/user/1', Thing));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error.kind).toBe('unauthorized');
    expect(errorText(error)).toBeNull();
  });

  it("a visitor's 401 (no session to expire) is a refusal shown to them, not an alert and a reload for ever", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fakeFetch(json({ status: 401, message: 'Please log in to see the collection' }, 401));
    const error = await failure(request('POST', '/api/products/filter', Thing));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error.status).toBe(401);
    expect(errorText(error)).toBe('Please log in to see the collection');
  });

  it('other failures do not call the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fakeFetch(json({ message: 'Forbidden' }, 403));
    await failure(request('GET', '/api/user/1', Thing));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('200 with a body that is not JSON is a silent parse failure (the console says which call)', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    fakeFetch(text('<html>maintenance</html>'));
    const error = await failure(request('GET', '/api/thing', Thing));
    expect(error.kind).toBe('parse');
    expect(errorText(error)).toBeNull();
    expect(console).toHaveBeenCalledWith(expect.stringContaining('/api/thing'));
    console.mockRestore();
  });

  it('a response of the wrong shape names the call and field in the console only; people get the plain retry text', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    fakeFetch(data({ id: 'seven', name: 'Kelly' }));
    const error = await failure(request('GET', '/api/thing', Thing));
    expect(error.kind).toBe('shape');
    expect(errorText(error)).toBe('Something went wrong. Please try again.');
    expect(error.message).not.toContain('/api/thing');
    expect(console).toHaveBeenCalledTimes(1);
    expect(console.mock.calls[0][0]).toMatch(/^Unexpected response from \/api\/thing \(id: .*number/);
    console.mockRestore();
  });

  it('a missing data field is a shape failure', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    fakeFetch(json({ result: { id: 1, name: 'a' } }));
    const error = await failure(request('GET', '/api/thing', Thing));
    expect(error.kind).toBe('shape');
    expect(console).toHaveBeenCalledWith(expect.stringContaining('/api/thing (data: '));
    console.mockRestore();
  });

  it('no answer at all is a network failure', async () => {
    const api = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(request('GET', '/api/thing', Thing));
    expect(api.fetch).toHaveBeenCalled();
    expect(error.kind).toBe('network');
    expect(errorText(error)).toBe(NETWORK_ERROR);
  });
});

describe('multipart', () => {
  it('sends objects as application/json parts, repeats file arrays, and keeps text fields plain', async () => {
    const api = fakeFetch(data(null));
    const front = new File(['front'], 'aadhar-front.png', { type: 'image/png' });
    const back = new File(['back'], 'aadhar-back.png', { type: 'image/png' });
    await request('POST', '/api/upload', null, {
      multipart: { user: { firstName: 'Asha' }, aadhar: [front, back], wbNo: '12345678', skipped: undefined },
    });
    const form = api.last().body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const user = form.get('user') as Blob;
    expect(user.type).toBe('application/json');
    expect(JSON.parse(await user.text())).toEqual({ firstName: 'Asha' });
    const files = form.getAll('aadhar') as File[];
    expect(files.map((f) => f.name)).toEqual(['aadhar-front.png', 'aadhar-back.png']);
    expect(form.get('wbNo')).toBe('12345678');
    expect(form.has('skipped')).toBe(false);
    // The browser sets the multipart boundary; a hand-set content type would break it.
    expect(api.last().headers.get('content-type')).toBeNull();
    expect(await multipartParts(api.last())).toMatchObject({ user: [{ firstName: 'Asha' }] });
  });

  it('sends an array of plain values as one JSON part', async () => {
    const api = fakeFetch(data(null));
    await request('POST', '/api/upload', null, { multipart: { ids: [1, 2] } });
    const part = (api.last().body as FormData).getAll('ids');
    expect(part).toHaveLength(1);
    expect(JSON.parse(await (part[0] as Blob).text())).toEqual([1, 2]);
  });
});

describe("the client keeps nothing (the one read cache is the query layer's)", () => {
  it('asks the server for every call, identical ones too', async () => {
    const api = fakeFetch(data({ id: 1, name: 'first' }), data({ id: 1, name: 'second' }));
    const [a, b] = await Promise.all([request('POST', '/api/same', Thing, { body: { page: 0 } }), request('POST', '/api/same', Thing, { body: { page: 0 } })]);
    expect([a.name, b.name]).toEqual(['first', 'second']);
    expect(await request('POST', '/api/same', Thing, { body: { page: 0 } })).toEqual({ id: 1, name: 'second' });
    expect(api.seen).toHaveLength(3);
  });

  it("reads an answer already on its way (the boot script's) as its own, checked against the shape, and sends nothing", async () => {
    const api = fakeFetch(data({ id: 9, name: 'fetched' }));
    const given = Promise.resolve({ status: 200, data: JSON.stringify({ data: { id: 2, name: 'boot' } }) });
    expect(await request('POST', '/api/thing', Thing, { answer: given })).toEqual({ id: 2, name: 'boot' });
    const unreadable = Promise.resolve({ status: 200, data: JSON.stringify({ data: { id: 'x' } }) });
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    expect((await failure(request('POST', '/api/thing', Thing, { answer: unreadable }))).kind).toBe('shape');
    console.mockRestore();
    expect((await failure(request('POST', '/api/thing', Thing, { answer: Promise.reject(new TypeError('offline')) }))).kind).toBe('network');
    expect(api.seen).toEqual([]);
  });
});
