import { describe, expect, it } from 'vitest';
import { imageCountError, imageSizeError, minimumImages } from './images';

describe('image uploads', () => {
  it('refuses files over 5,000,000 bytes with the product message', () => {
    expect(imageSizeError(5_000_000)).toBeUndefined();
    expect(imageSizeError(5_000_001)).toBe('Max image file size is 5 mb');
  });

  it('asks plots for 1 image and other properties for 3', () => {
    expect(minimumImages('plot')).toBe(1);
    expect(minimumImages('residential')).toBe(3);
    expect(minimumImages('commercial')).toBe(3);
    expect(imageCountError('plot', 0)).toMatch(/at least 1 image/);
    expect(imageCountError('plot', 1)).toBeUndefined();
    expect(imageCountError('residential', 2)).toMatch(/at least 3 images/);
    expect(imageCountError('residential', 3)).toBeUndefined();
  });
});
