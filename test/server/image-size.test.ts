import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../server/uploads/image-size';

// Real files of each kind an upload may be, made by sharp at odd sizes so width and height cannot be swapped unnoticed.
async function image(format: 'png' | 'jpeg' | 'webp', width: number, height: number, options: Record<string, unknown> = {}): Promise<Uint8Array> {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } });
  return new Uint8Array(await canvas.toFormat(format, options).toBuffer());
}

describe('imageSize (the box a bag photo needs before it arrives)', () => {
  it.each([
    ['PNG', 'png', {}],
    ['JPEG', 'jpeg', {}],
    ['progressive JPEG', 'jpeg', { progressive: true }],
    ['lossy WebP', 'webp', {}],
    ['lossless WebP', 'webp', { lossless: true }],
  ] as const)('reads a %s', async (_name, format, options) => {
    expect(imageSize(await image(format, 37, 23, options))).toEqual({ width: 37, height: 23 });
  });

  it('reads an extended WebP (with alpha)', async () => {
    const bytes = new Uint8Array(
      await sharp({ create: { width: 41, height: 19, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
        .webp()
        .toBuffer(),
    );
    expect(imageSize(bytes)).toEqual({ width: 41, height: 19 });
  });

  it('says nothing for a header it cannot read', async () => {
    expect(imageSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).toBeNull();
    expect(imageSize((await image('jpeg', 10, 10)).subarray(0, 20))).toBeNull();
    expect(imageSize(new TextEncoder().encode('%PDF-1.4'))).toBeNull();
  });
});
