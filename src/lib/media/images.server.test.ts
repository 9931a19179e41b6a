import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, renderImage } from './images.server';

async function photo(width: number, height: number): Promise<Uint8Array> {
  const svg = `<svg width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#6b8f71"/><circle cx="${width / 3}" cy="${height / 3}" r="${height / 5}" fill="#e9c46a"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
}

/** Mean absolute difference of two same-sized greyscale pictures, inside a box of fractions of the size. */
async function difference(a: Buffer, b: Buffer, box: { left: number; top: number; width: number; height: number }): Promise<number> {
  const grey = async (file: Buffer) => {
    const { data, info } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  expect([x.width, x.height]).toEqual([y.width, y.height]);
  let sum = 0;
  let n = 0;
  for (let row = Math.floor(box.top * x.height); row < Math.floor((box.top + box.height) * x.height); row++) {
    for (let col = Math.floor(box.left * x.width); col < Math.floor((box.left + box.width) * x.width); col++) {
      sum += Math.abs(x.data[row * x.width + col] - y.data[row * x.width + col]);
      n++;
    }
  }
  return sum / n;
}

describe('renderImage', () => {
  it("marks every public width with the site's name in the bottom right corner, and nowhere else", async () => {
    const image = await renderImage(await photo(1800, 1200));
    const file = (name: string) => image.files.find((f) => f.name === name)!.bytes;
    for (const width of Object.values(IMAGE_WIDTHS)) {
      const clean = file(`${width}.webp`);
      const marked = file(`watermarked/${width}.webp`);
      expect((await sharp(marked).metadata()).width).toBe(width);
      // The mark: white text over the bottom right corner.
      expect(await difference(clean, marked, { left: 0.7, top: 0.88, width: 0.28, height: 0.1 })).toBeGreaterThan(8);
      // The rest of the picture is the same photo (the two copies differ only by WebP's losses).
      expect(await difference(clean, marked, { left: 0, top: 0, width: 0.6, height: 0.8 })).toBeLessThan(2);
    }
  }, 30_000);

  it('marks a picture too small for the usual mark without failing', async () => {
    const image = await renderImage(await photo(60, 40));
    expect(image.files.map((f) => f.name).sort()).toEqual(['1600.webp', '400.webp', '840.webp', 'watermarked/1600.webp', 'watermarked/400.webp', 'watermarked/840.webp']);
    for (const f of image.files) expect((await sharp(f.bytes).metadata()).width).toBe(60);
  });
});
