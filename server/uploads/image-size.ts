/**
 * The pixel size of a JPEG, PNG or WebP image, read from its header (the
 * formats uploads are checked for), or null when the header does not say.
 * The collection reserves a picture's box from it before the picture arrives.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
  const ok = (size: { width: number; height: number }) => (size.width > 0 && size.height > 0 ? size : null);
  try {
    // PNG: the IHDR chunk comes first, width and height big-endian at 16 and 20.
    if (bytes[0] === 0x89 && ascii(1, 3) === 'PNG' && ascii(12, 4) === 'IHDR') return ok({ width: view.getUint32(16), height: view.getUint32(20) });
    // WebP: lossy (VP8 ), lossless (VP8L) or extended (VP8X) headers each keep the size their own way.
    if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
      const chunk = ascii(12, 4);
      if (chunk === 'VP8 ') return ok({ width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff });
      if (chunk === 'VP8L') {
        const bits = view.getUint32(21, true);
        return ok({ width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 });
      }
      if (chunk === 'VP8X') {
        const read24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
        return ok({ width: read24(24) + 1, height: read24(27) + 1 });
      }
      return null;
    }
    // JPEG: walk the segments to the first start-of-frame (SOF0 to SOF15, not DHT, JPG or DAC).
    if (bytes[0] === 0xff && bytes[1] === 0xd8) {
      let at = 2;
      while (at + 9 < bytes.length) {
        if (bytes[at] !== 0xff) return null;
        const marker = bytes[at + 1];
        if (marker === 0xff) {
          at += 1;
          continue;
        }
        const length = view.getUint16(at + 2);
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return ok({ width: view.getUint16(at + 7), height: view.getUint16(at + 5) });
        }
        at += 2 + length;
      }
    }
  } catch {
    // A truncated header: no size.
  }
  return null;
}
