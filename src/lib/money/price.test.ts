import { describe, expect, it } from 'vitest';
import {
  ARAB,
  CRORE,
  formatPrice,
  formatPriceRange,
  formatPriceShort,
  LAC,
  priceStepOptions,
  priceSteps,
  RENT_PRICE_STEPS,
  SALE_PRICE_STEPS,
} from './price';
import { groupDigits, roundTo } from './numbers';

describe('price display', () => {
  it('uses Lac at 1e5, Crore at 1e7 and Arab at 1e9', () => {
    expect([LAC, CRORE, ARAB]).toEqual([1e5, 1e7, 1e9]);
    expect(formatPriceShort(8_500_000)).toBe('85 Lac');
    expect(formatPriceShort(12_500_000)).toBe('1.25 Crore');
    expect(formatPriceShort(1_500_000_000)).toBe('1.5 Arab');
    expect(formatPriceShort(LAC)).toBe('1 Lac');
    expect(formatPriceShort(CRORE)).toBe('1 Crore');
    expect(formatPriceShort(ARAB)).toBe('1 Arab');
  });

  it('shows the exact amount with grouped digits below a Lac', () => {
    expect(formatPriceShort(45_000)).toBe('45,000');
    expect(formatPriceShort(99_999)).toBe('99,999');
    expect(formatPriceShort(0)).toBe('0');
    expect(formatPrice(45_000)).toBe('PKR 45,000');
  });

  it('rounds to 2 decimals of the unit and moves up when rounding reaches 100', () => {
    expect(formatPriceShort(12_345_678)).toBe('1.23 Crore');
    expect(formatPriceShort(12_355_000)).toBe('1.24 Crore');
    expect(formatPriceShort(9_999_999)).toBe('1 Crore');
    expect(formatPriceShort(999_999_999)).toBe('1 Arab');
    expect(formatPriceShort(250_000_000_000)).toBe('250 Arab');
  });

  it('has a long form with the currency', () => {
    expect(formatPrice(12_500_000)).toBe('PKR 1.25 Crore');
    expect(formatPrice(8_500_000)).toBe('PKR 85 Lac');
    expect(formatPrice(Number.NaN)).toBe('');
  });

  it('shows a range from the cheapest to the dearest', () => {
    expect(formatPriceRange(8_500_000, 12_500_000)).toBe('PKR 85 Lac to 1.25 Crore');
    expect(formatPriceRange(8_500_000, 8_500_000)).toBe('PKR 85 Lac');
  });
});

describe('price steps', () => {
  const ascending = (xs: readonly number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]);

  it('runs rent from 0 to 1,000,000 and sale from 0 to 1,000,000,000, strictly ascending', () => {
    expect(RENT_PRICE_STEPS[0]).toBe(0);
    expect(RENT_PRICE_STEPS.at(-1)).toBe(1_000_000);
    expect(SALE_PRICE_STEPS[0]).toBe(0);
    expect(SALE_PRICE_STEPS.at(-1)).toBe(1_000_000_000);
    expect(ascending(RENT_PRICE_STEPS)).toBe(true);
    expect(ascending(SALE_PRICE_STEPS)).toBe(true);
    expect(Object.isFrozen(SALE_PRICE_STEPS)).toBe(true);
  });

  it('picks steps by purpose, buy meaning sale', () => {
    expect(priceSteps('rent')).toBe(RENT_PRICE_STEPS);
    expect(priceSteps('buy')).toBe(SALE_PRICE_STEPS);
    expect(priceSteps('sale')).toBe(SALE_PRICE_STEPS);
    expect(priceStepOptions('sale').at(-1)).toEqual({ value: 1e9, label: '1 Arab' });
    expect(priceStepOptions('rent')[1]).toEqual({ value: 5000, label: '5,000' });
  });
});

describe('number helpers', () => {
  it('rounds half away from zero without binary artefacts', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.344, 2)).toBe(2.34);
  });
  it('groups digits and trims or keeps zeros', () => {
    expect(groupDigits(1234567.5)).toBe('1,234,567.5');
    expect(groupDigits(1234.5, 2, false)).toBe('1,234.50');
    expect(groupDigits(-45000)).toBe('-45,000');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(100000)).toBe('100,000');
    expect(groupDigits(12345678)).toBe('12,345,678');
    expect(groupDigits(0.5)).toBe('0.5');
    expect(groupDigits(2.1, 2, false)).toBe('2.10');
    expect(groupDigits(7, 0)).toBe('7');
    expect(groupDigits(-1234.56)).toBe('-1,234.56');
  });
});
