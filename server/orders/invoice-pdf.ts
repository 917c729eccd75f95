import type { RGB } from 'pdf-lib';
import { CLUB_FACTS } from '../../src/config/club-facts';
import type { OrderRow } from './order-record';
import { orderTotal } from './order-record';
import { taxHeads, type TaxDocumentDetails } from './tax-invoice';

// pdf-lib (a large module) is loaded with the first invoice, not at every start: most starts never draw one.
const colour = (red: number, green: number, blue: number): RGB => ({ type: 'RGB' as RGB['type'], red, green, blue });
const INK = colour(0.13, 0.11, 0.1);
const MUTED = colour(0.42, 0.38, 0.35);
const ACCENT = colour(0.42, 0.31, 0.23);

// The standard PDF fonts speak WinAnsi only (no ₹ sign, hence "INR"); anything else (a name in Devanagari) becomes '?', never a crash.
const printable = (value: string) => value.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 123456.5 → 'INR 1,23,456.50': Indian digit grouping. */
export const inr = (value: number) => `INR ${RUPEES.format(value)}`;
const day = (value: Date | string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(value));

/** The PDF's file name: the serial with its slashes as dashes (TOTE-2627-000123.pdf). */
export function invoiceFileName(order: Pick<OrderRow, 'invoice_number' | 'id'>): string {
  return `${(order.invoice_number ?? `order-${order.id}`).replace(/\//g, '-')}.pdf`;
}

/** One tax document: a tax invoice (rule 46) or a credit note against one (rule 53). */
export interface TaxDocument {
  kind: 'TAX INVOICE' | 'CREDIT NOTE';
  serial: string;
  issuedAt: Date | string;
  details: TaxDocumentDetails;
  description: string;
  /** Taxable value and GST, in rupees. */
  taxable: number;
  tax: number;
  /** A credit note names the invoice it reduces, and why. */
  against?: { serial: string; issuedAt: Date | string; reason: string };
  /** The closing line: paid, or refunded. */
  note: string;
}

/** The tax invoice of a paid order, from what was fixed when it was paid. */
export function invoiceDocument(order: OrderRow, details: TaxDocumentDetails): TaxDocument {
  const kind = order.kind === 'RENEWAL' ? 'renewal' : 'membership';
  return {
    kind: 'TAX INVOICE',
    serial: order.invoice_number ?? String(order.id),
    issuedAt: order.paid_at ?? order.created_at,
    details,
    description: `${order.slab.plan_name} ${kind}, ${order.slab.months} months (rental of goods: designer bags)`,
    taxable: Number(order.amount),
    tax: Number(order.tax),
    note: `Paid in full: ${inr(orderTotal(order))}. Order ${order.id}.`,
  };
}

/** The invoice of a paid order as a one-page A4 PDF: a GST tax invoice. */
export function renderInvoicePdf(order: OrderRow, details: TaxDocumentDetails): Promise<Uint8Array> {
  return renderTaxDocumentPdf(invoiceDocument(order, details), `Tote invoice ${order.invoice_number ?? order.id}`);
}

/** A tax document as a one-page A4 PDF, with every field rule 46 (or 53) asks for. */
export async function renderTaxDocumentPdf(doc: TaxDocument, title: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(doc.details.supplier.name);
  pdf.setCreationDate(new Date(doc.issuedAt));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 56;
  const right = 595.28 - 56;
  let y = 780;
  const write = (text: string, x: number, size = 11, font = regular, color = INK) => page.drawText(printable(text), { x, y, size, font, color });
  const writeRight = (text: string, size = 11, font = regular, color = INK, at = right) => {
    const t = printable(text);
    page.drawText(t, { x: at - font.widthOfTextAtSize(t, size), y, size, font, color });
  };

  const { supplier, recipient } = doc.details;
  write(CLUB_FACTS.brand.toUpperCase(), left, 26, bold, ACCENT);
  writeRight(doc.kind, 18, bold);
  y -= 22;
  // The supplier: name, address and GSTIN.
  for (const [line, size, font] of [
    [supplier.name, 10, bold],
    [supplier.address, 8.5, regular],
    [`GSTIN ${supplier.gstin ?? 'not registered'}${CLUB_FACTS.cin ? `   CIN ${CLUB_FACTS.cin}` : ''}`, 8.5, regular],
    [`${CLUB_FACTS.support.email}   ${CLUB_FACTS.support.phone}`, 8.5, regular],
  ] as const) {
    y -= 13;
    write(line, left, size, font, font === bold ? INK : MUTED);
  }
  y -= 30;

  const rows: [string, string][] = [
    [doc.kind === 'CREDIT NOTE' ? 'Credit note number' : 'Invoice number', doc.serial],
    [doc.kind === 'CREDIT NOTE' ? 'Credit note date' : 'Invoice date', day(doc.issuedAt)],
    ...(doc.against
      ? ([
          ['Against invoice', `${doc.against.serial} of ${day(doc.against.issuedAt)}`],
          ['Reason', doc.against.reason],
        ] as [string, string][])
      : []),
    ['Place of supply', doc.details.placeOfSupply],
    ['Reverse charge', 'No'],
  ];
  for (const [label, value] of rows) {
    write(label, left, 10, regular, MUTED);
    write(value, left + 130, 11);
    y -= 17;
  }
  y -= 14;
  write(doc.kind === 'CREDIT NOTE' ? 'Issued to' : 'Billed to', left, 10, regular, MUTED);
  y -= 16;
  write(recipient.name, left, 12, bold);
  for (const line of [
    recipient.address,
    recipient.state ? `State: ${recipient.state}${recipient.stateCode ? ` (code ${recipient.stateCode})` : ''}` : null,
    `Mobile ${recipient.mobile}`,
  ]) {
    if (!line) continue;
    y -= 14;
    write(line, left, 10);
  }
  y -= 36;

  const sacX = 330;
  page.drawLine({ start: { x: left, y: y + 14 }, end: { x: right, y: y + 14 }, thickness: 0.8, color: MUTED });
  write('Description', left, 10, bold, MUTED);
  write('SAC', sacX, 10, bold, MUTED);
  writeRight('Amount (INR)', 10, bold, MUTED);
  y -= 22;
  write(doc.description.length > 52 ? `${doc.description.slice(0, 51)}...` : doc.description, left, 10);
  write(doc.details.sac, sacX, 10);
  y -= 18;
  const line = (label: string, value: number, font = regular, size = 11) => {
    write(label, left, size, font);
    writeRight(inr(value), size, font);
    y -= 18;
  };
  line('Taxable value', doc.taxable);
  const heads = taxHeads(doc.details, doc.tax);
  const rate = doc.details.ratePercent;
  if (doc.details.intraState) {
    line(`CGST @ ${rate / 2}%`, heads.cgst);
    line(`SGST @ ${rate / 2}%`, heads.sgst);
  } else {
    line(`IGST @ ${rate}%`, heads.igst);
  }
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.8, color: MUTED });
  y -= 12;
  line(doc.kind === 'CREDIT NOTE' ? 'Total credited' : 'Total', Math.round((doc.taxable + doc.tax) * 100) / 100, bold, 12);
  y -= 10;
  write(doc.note, left, 10);
  y -= 50;
  write(`For ${supplier.name}`, left, 10);
  y -= 14;
  write('Authorised signatory (issued electronically)', left, 9, regular, MUTED);
  y -= 40;
  write(`Thank you for being a member of ${CLUB_FACTS.brand}. Keep this document for your records.`, left, 10, regular, MUTED);
  return pdf.save();
}
