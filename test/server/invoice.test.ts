import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approved, pay } from './support/membership-journey';
import { freshNumber, getAuthed, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8800000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function paidMember() {
  const me = await approved(server.app, server.db, number());
  const res = await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: `invoice-${me.orderId}-key` });
  const invoiceNumber = (await res.json()).data.order.invoiceNumber as string;
  return { ...me, invoiceNumber };
}

describe('invoices', () => {
  it('GET /api/order/generateInvoice/{orderId}: a real PDF download of a paid order', async () => {
    const me = await paidMember();
    const res = await getAuthed(server.app, `/api/order/generateInvoice/${me.orderId}`, me.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${me.invoiceNumber.replace(/\//g, '-')}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Tote invoice ${me.invoiceNumber}`);
  });

  it('no invoice before payment (409); none of another member (403); none without a login (401)', async () => {
    const unpaid = await approved(server.app, server.db, number());
    expect((await getAuthed(server.app, `/api/order/generateInvoice/${unpaid.orderId}`, unpaid.accessToken)).status).toBe(409);
    expect((await getAuthed(server.app, `/api/order/generateInvoiceUrl/${unpaid.orderId}`, unpaid.accessToken)).status).toBe(409);
    const me = await paidMember();
    expect((await getAuthed(server.app, `/api/order/generateInvoice/${me.orderId}`, unpaid.accessToken)).status).toBe(403);
    expect((await getAuthed(server.app, `/api/order/generateInvoiceUrl/${me.orderId}`, unpaid.accessToken)).status).toBe(403);
    expect((await getAuthed(server.app, `/api/order/generateInvoice/${me.orderId}`)).status).toBe(401);
  });

  it('generateInvoiceUrl: a link that downloads the same PDF without a login, for 5 minutes, for that order only', async () => {
    const me = await paidMember();
    const other = await paidMember();
    const res = await getAuthed(server.app, `/api/order/generateInvoiceUrl/${me.orderId}`, me.accessToken);
    expect(res.status).toBe(200);
    const { url } = (await res.json()).data;
    expect(url).toMatch(new RegExp(`/api/order/generateInvoice/${me.orderId}\\?token=`));

    const link = new URL(url);
    const download = await server.app.request(`${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    // The token is scoped to its order: it opens no other invoice, and is no access token.
    expect((await server.app.request(`/api/order/generateInvoice/${other.orderId}${link.search}`)).status).toBe(401);
    expect((await getAuthed(server.app, `/api/order/${me.orderId}`, link.searchParams.get('token')!)).status).toBe(401);

    server.clock.advance(5 * 60_000 + 1000);
    const late = await server.app.request(`${link.pathname}${link.search}`);
    expect(late.status).toBe(401);
    expect((await late.json()).message).toBe('This invoice link has expired. Please download the invoice again from your account.');
  });
});
