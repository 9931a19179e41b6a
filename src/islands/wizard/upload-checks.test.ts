import { describe, expect, it } from 'vitest';
import { LISTING_IMAGE_TYPES, sizeProblem, typeProblem } from './upload-checks';

describe('checks on a picked picture before it is sent', () => {
  it('refuses a file that is not a picture, and leaves an untyped file to the service', () => {
    expect(typeProblem({ type: 'text/plain' })).toBe('Please choose a JPEG, PNG or WebP image');
    expect(typeProblem({ type: 'application/pdf' })).toBe('Please choose a JPEG, PNG or WebP image');
    for (const type of LISTING_IMAGE_TYPES) expect(typeProblem({ type })).toBeNull();
    expect(typeProblem({ type: '' })).toBeNull();
  });

  it('holds what is sent to 5,000,000 bytes, in the spec words', () => {
    expect(sizeProblem({ size: 5_000_000 })).toBeNull();
    expect(sizeProblem({ size: 5_000_001 })).toBe('Max image file size is 5 mb');
  });
});
