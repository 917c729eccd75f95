import type { RGB } from 'pdf-lib';
import type { Database } from '../db/database';
import { documentsOf } from '../uploads/document-store';
import type { StoredUpload } from '../uploads/store-upload';

const colour = (red: number, green: number, blue: number): RGB => ({ type: 'RGB' as RGB['type'], red, green, blue });

const CARDS = [
  { kind: 'AADHAAR_FRONT', title: 'Aadhaar card (front)' },
  { kind: 'AADHAAR_BACK', title: 'Aadhaar card (back)' },
  { kind: 'PAN', title: 'PAN card' },
] as const;

/** A card-sized one-page PDF that says plainly it is a demo stand-in for `title`. */
async function demoCard(title: string, holder: string, masked: string): Promise<Uint8Array> {
  // pdf-lib is large: loaded only when demo data is seeded.
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} of ${holder} (demo)`);
  const page = pdf.addPage([340, 214]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 6, y: 6, width: 328, height: 202, borderColor: colour(0.42, 0.31, 0.23), borderWidth: 2, color: colour(0.98, 0.96, 0.93) });
  page.drawText('DEMO DOCUMENT - NOT A REAL CARD', { x: 20, y: 180, size: 10, font: bold, color: colour(0.7, 0.15, 0.12) });
  page.drawText(title, { x: 20, y: 150, size: 16, font: bold, color: colour(0.13, 0.11, 0.1) });
  page.drawText(holder, { x: 20, y: 118, size: 13, font: regular, color: colour(0.13, 0.11, 0.1) });
  page.drawText(title.startsWith('PAN') ? 'ABCDE1234F' : masked, { x: 20, y: 96, size: 13, font: regular, color: colour(0.13, 0.11, 0.1) });
  page.drawText('Made by the Tote demo so the back office has something to review.', { x: 20, y: 30, size: 8, font: regular, color: colour(0.42, 0.38, 0.35) });
  return pdf.save();
}

/**
 * The three identity documents of a demo application (Aadhaar front and back,
 * PAN), stored where uploads go, as an applicant's would be. The caller records
 * them on the application (in its transaction) with `recordDemoDocuments`.
 */
export async function storeDemoDocuments(db: Database, userId: number, holder: string, masked: string): Promise<(StoredUpload & { kind: string })[]> {
  const store = documentsOf({ db });
  const stored: (StoredUpload & { kind: string })[] = [];
  for (const card of CARDS) {
    const bytes = await demoCard(card.title, holder, masked);
    const path = `applications/${userId}/demo-${card.kind.toLowerCase()}.pdf`;
    await store.delete(path).catch(() => undefined);
    await store.put(path, bytes, 'application/pdf');
    stored.push({ kind: card.kind, path, type: 'application/pdf', bytes: bytes.length, originalName: `${card.kind.toLowerCase()}.pdf` });
  }
  return stored;
}
