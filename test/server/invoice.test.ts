import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approved, pay } from './support/membership-journey';
import { freshNumber, getAuthed, startTestServer, type TestServer } from './support/test-server';
import { operator, operatorGet, operatorPost } from './support/operator';
import { pdfText } from './support/pdf-text';

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

  it('a refund of a paid order issues a GST credit note against its invoice: own serial, the same taxable value and GST, the reason, audit logged', async () => {
    const staff = await operator(server);
    const me = await paidMember();
    const order = (await (await getAuthed(server.app, `/api/order/${me.orderId}`, me.accessToken)).json()).data;

    expect((await operatorPost(server.app, `/orders/${me.orderId}/refund`, { reason: 'Cancelled within 7 days' }, me.accessToken)).status).toBe(403);
    expect((await operatorPost(server.app, `/orders/${me.orderId}/refund`, { reason: ' ' }, staff.accessToken)).status).toBe(400);
    const refunded = await operatorPost(server.app, `/orders/${me.orderId}/refund`, { reason: 'Cancelled within 7 days' }, staff.accessToken);
    expect(refunded.status).toBe(200);
    const note = (await refunded.json()).data;
    expect(note).toMatchObject({
      orderId: me.orderId,
      amount: order.amount,
      tax: order.tax,
      totalAmount: order.totalAmount,
      reason: 'Cancelled within 7 days',
    });
    expect(note.serial).toMatch(/^TOTECN\/\d{4}\/\d{4}$/);
    expect(note.serial.length).toBeLessThanOrEqual(16);
    // Once per order; an unpaid order has nothing to credit.
    expect((await operatorPost(server.app, `/orders/${me.orderId}/refund`, { reason: 'Again' }, staff.accessToken)).status).toBe(409);
    const unpaid = await approved(server.app, server.db, number());
    expect((await operatorPost(server.app, `/orders/${unpaid.orderId}/refund`, { reason: 'Never paid' }, staff.accessToken)).status).toBe(409);

    const pdf = await operatorGet(server.app, `/credit-notes/${note.creditNoteId}/pdf`, staff.accessToken);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${note.serial.replace(/\//g, '-')}.pdf"`);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('CREDIT NOTE');
    expect(text[text.indexOf('Credit note number') + 1]).toBe(note.serial);
    expect(text[text.indexOf('Against invoice') + 1]).toMatch(new RegExp(`^${me.invoiceNumber} of `));
    expect(text[text.indexOf('Reason') + 1]).toBe('Cancelled within 7 days');
    expect(text[text.indexOf('Total credited') + 1]).toBe(`INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(order.totalAmount)}`);
    expect((await operatorGet(server.app, `/credit-notes/${note.creditNoteId}/pdf`, me.accessToken)).status).toBe(403);

    const audit = await server.db.query<{ action: string }>("select action from audit_log where subject_type = 'order' and subject_id = $1", [
      String(me.orderId),
    ]);
    expect(audit.rows.map((r) => r.action)).toEqual(['order.refund']);
  });
});
