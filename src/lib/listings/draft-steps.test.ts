import { describe, expect, it } from 'vitest';
import { firstStepToFix, stepOfField } from './draft-steps';

describe('stepOfField', () => {
  it('finds the step a field message belongs to', () => {
    expect(stepOfField('owner.phone')).toBe('contact');
    expect(stepOfField('areaPinDetails')).toBe('location');
  });
});

describe('firstStepToFix', () => {
  it('opens at the earliest step an operator wrote about, photos included', () => {
    expect(firstStepToFix(['PRICE', 'TITLE'], false)).toBe('details');
    expect(firstStepToFix(['PRICE'], true)).toBe('price');
    expect(firstStepToFix(['LOCATION', 'DESCRIPTION'], true)).toBe('location');
    expect(firstStepToFix([], true)).toBe('images');
    expect(firstStepToFix([], false)).toBe('purpose');
    expect(firstStepToFix(['SOMETHING_NEW'], false)).toBe('purpose');
  });
});
