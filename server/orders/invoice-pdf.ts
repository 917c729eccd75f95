import type { RGB } from 'pdf-lib';
import { CLUB_FACTS } from '../../src/config/club-facts';
import type { OrderRow } from './order-record';
import { orderTotal } from './order-record';

// pdf-lib (a large module) is loaded with the first invoice, not at every start: most starts never draw one.
const colour = (red: number, green: number, blue: number): RGB => ({ type: 'RGB' as RGB['type'], red, green, blue });
const INK = colour(0.13, 0.11, 0.1);
const MUTED = colour(0.42, 0.38, 0.35);
const ACCENT = colour(0.42, 0.31, 0.23);

// The standard PDF fonts speak WinAnsi only; anything else (a name in Devanagari) becomes '?', never a crash.
const printable = (value: string) => value.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
const usd = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
const day = (value: Date | string) =>
  new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(value));

export function invoiceFileName(order: OrderRow): string {
  return `${order.invoice_number ?? `order-${order.id}`}.pdf`;
}

/** The invoice of a paid order as a one-page A4 PDF: number, date, member, plan, amount in USD, paid status. */
export async function renderInvoicePdf(order: OrderRow): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tote invoice ${order.invoice_number ?? order.id}`);
  pdf.setAuthor(CLUB_FACTS.legalName);
  pdf.setCreationDate(new Date(order.paid_at ?? order.created_at));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 56;
  const right = 595.28 - 56;
  let y = 780;
  const write = (text: string, x: number, size = 11, font = regular, color = INK) => page.drawText(printable(text), { x, y, size, font, color });
  const writeRight = (text: string, size = 11, font = regular, color = INK) => {
    const t = printable(text);
    page.drawText(t, { x: right - font.widthOfTextAtSize(t, size), y, size, font, color });
  };

  write('TOTE', left, 26, bold, ACCENT);
  writeRight('INVOICE', 18, bold);
  y -= 22;
  write('Designer bags, by membership', left, 10, regular, MUTED);
  // Who issues the invoice (src/config/club-facts.ts): name, registered office, tax and company numbers.
  const { legalName, registeredOffice, gstin, cin, support } = CLUB_FACTS;
  const issuer = [
    legalName,
    registeredOffice,
    [gstin && `GSTIN ${gstin}`, cin && `CIN ${cin}`].filter(Boolean).join('  '),
    `${support.email}  ${support.phone}`,
  ];
  for (const line of issuer.filter(Boolean)) {
    y -= 13;
    write(line, left, 8.5, regular, MUTED);
  }
  y -= 34;

  const rows: [string, string][] = [
    ['Invoice number', order.invoice_number ?? '-'],
    ['Invoice date', order.paid_at ? day(order.paid_at) : '-'],
    ['Order', String(order.id)],
    ['Status', order.status === 'PAID' || order.status === 'ACTIVATED' ? 'PAID' : 'NOT PAID'],
  ];
  for (const [label, value] of rows) {
    write(label, left, 10, regular, MUTED);
    write(value, left + 120, 11, label === 'Status' ? bold : regular, label === 'Status' ? ACCENT : INK);
    y -= 18;
  }
  y -= 16;
  write('Billed to', left, 10, regular, MUTED);
  y -= 16;
  write(`${order.first_name} ${order.last_name}`, left, 12, bold);
  y -= 16;
  write(`Mobile ${order.username}`, left, 10);
  if (order.email) {
    y -= 14;
    write(order.email, left, 10);
  }
  y -= 40;

  page.drawLine({ start: { x: left, y: y + 14 }, end: { x: right, y: y + 14 }, thickness: 0.8, color: MUTED });
  write('Description', left, 10, bold, MUTED);
  writeRight('Amount (USD)', 10, bold, MUTED);
  y -= 22;
  const kind = order.kind === 'RENEWAL' ? 'renewal' : 'membership';
  write(`${order.slab.plan_name} ${kind}, ${order.slab.months} months`, left, 11);
  writeRight(usd(Number(order.amount)));
  y -= 18;
  if (Number(order.tax) > 0) {
    write('Taxes', left, 11);
    writeRight(usd(Number(order.tax)));
    y -= 18;
  }
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.8, color: MUTED });
  y -= 12;
  write('Total paid', left, 12, bold);
  writeRight(usd(orderTotal(order)), 12, bold);
  y -= 60;
  write(`Thank you for being a member of ${CLUB_FACTS.brand}. Keep this invoice for your records.`, left, 10, regular, MUTED);
  return pdf.save();
}
