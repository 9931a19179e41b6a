import { describe, expect, it } from 'vitest';
import {
  convertSize,
  exceedsSizeCap,
  findSizeUnit,
  formatSize,
  fromSquareFeet,
  isSizeUnitId,
  SIZE_UNITS,
  sizeCap,
  toSquareFeet,
} from './units';

describe('size units', () => {
  it('has the five units with their labels and caps', () => {
    expect(SIZE_UNITS.map((u) => [u.id, u.label, u.cap])).toEqual([
      ['sqft', 'Sq. Ft.', 11250],
      ['sqm', 'Sq. M.', 51000],
      ['sqyd', 'Sq. Yd', 4000],
      ['marla', 'Marla', 50],
      ['kanal', 'Kanal', 100],
    ]);
    expect(sizeCap('marla')).toBe(50);
    expect(exceedsSizeCap(51, 'marla')).toBe(true);
    expect(exceedsSizeCap(50, 'marla')).toBe(false);
  });

  it('converts to square feet: Marla 225, Kanal 4500, Sq. Yd 9, Sq. M 10.7639', () => {
    expect(toSquareFeet(1, 'marla')).toBe(225);
    expect(toSquareFeet(1, 'kanal')).toBe(4500);
    expect(toSquareFeet(1, 'sqyd')).toBe(9);
    expect(toSquareFeet(1, 'sqm')).toBe(10.7639);
    expect(toSquareFeet(50, 'marla')).toBe(sizeCap('sqft'));
  });

  it('converts back from square feet and between units', () => {
    expect(fromSquareFeet(4500, 'kanal')).toBe(1);
    expect(fromSquareFeet(2250, 'marla')).toBe(10);
    expect(fromSquareFeet(1000, 'sqm')).toBe(92.9);
    expect(convertSize(1, 'kanal', 'marla')).toBe(20);
    expect(convertSize(10, 'marla', 'marla')).toBe(10);
  });

  it('displays sizes with their label', () => {
    expect(formatSize(5, 'marla')).toBe('5 Marla');
    expect(formatSize(1, 'kanal')).toBe('1 Kanal');
    expect(formatSize(2250, 'sqft')).toBe('2,250 Sq. Ft.');
    expect(formatSize(7.5, 'marla')).toBe('7.5 Marla');
  });

  it('recognises ids and finds a unit by id or label', () => {
    expect(isSizeUnitId('kanal')).toBe(true);
    expect(isSizeUnitId('acre')).toBe(false);
    expect(findSizeUnit('Sq. Ft.')?.id).toBe('sqft');
    expect(findSizeUnit('MARLA')?.id).toBe('marla');
    expect(findSizeUnit('acre')).toBeUndefined();
  });
});
