import { describe, expect, it } from 'vitest';
import { headerPixelSize, sniffImageKind } from './sniff';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffing uploads', () => {
  it('knows JPEG, PNG, WebP and HEIC by their first bytes, whatever the name says', () => {
    expect(sniffImageKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageKind(bytes('\x89PNG\r\n\x1a\n'))).toBe('png');
    expect(sniffImageKind(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageKind(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('heic');
    expect(sniffImageKind(bytes('hello world'))).toBeNull();
    expect(sniffImageKind(bytes('PK', [3, 4], 'zip'))).toBeNull();
    expect(sniffImageKind(bytes('GIF89a'))).toBeNull();
  });

  it('reads the pixel size from a PNG header and a JPEG frame header', () => {
    const png = bytes('\x89PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR', [0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20]);
    expect(headerPixelSize(png, 'png')).toEqual({ width: 20000, height: 20000 });
    const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x0b, 0xb8, 0x0f, 0xa0, 3, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(headerPixelSize(jpeg, 'jpeg')).toEqual({ width: 4000, height: 3000 });
    expect(headerPixelSize(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4]), 'jpeg')).toBeNull();
  });
});
