import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdf-lib shows, line by line: its content streams
 * inflated and each text-showing operator's string decoded (pdf-lib writes the
 * standard fonts' text as hex strings in WinAnsi, which is Latin-1 for what an
 * invoice prints). Enough to read our own invoices; not a general PDF parser.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const end = raw.indexOf('endstream', start, 'latin1');
    if (end < 0) break;
    // `endstream` also contains `stream`: skip past it.
    let body = raw.subarray(start + 'stream'.length, end);
    at = end + 'endstream'.length;
    if (raw.subarray(start - 3, start).toString('latin1') === 'end') continue;
    if (body[0] === 0x0d) body = body.subarray(1);
    if (body[0] === 0x0a) body = body.subarray(1);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push(match[1] !== undefined ? Buffer.from(match[1], 'hex').toString('latin1') : match[2].replace(/\\(.)/g, '$1'));
    }
  }
  return lines;
}
