import { describe, expect, it } from 'vitest';
import { blogCategoryOf } from './categories';

describe('blog category in an address', () => {
  it('is matched in any case, to its own spelling', () => {
    expect(blogCategoryOf('Finance')).toBe('Finance');
    expect(blogCategoryOf('finance')).toBe('Finance');
    expect(blogCategoryOf(' FINANCE ')).toBe('Finance');
  });

  it('is none when unknown or missing', () => {
    expect(blogCategoryOf('finances')).toBeNull();
    expect(blogCategoryOf('')).toBeNull();
    expect(blogCategoryOf(null)).toBeNull();
  });
});
