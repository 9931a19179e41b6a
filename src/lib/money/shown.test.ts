import { describe, expect, it } from 'vitest';
import { PKR_ONLY, budgetIn, perSizeUnitIn, perSqftIn, priceIn, priceRangeIn, shortPriceIn, type ShownMoney } from './shown';

const usd: ShownMoney = { currency: 'USD', rates: [{ currency: 'USD', exchangeRate: 280 }] };
const aed: ShownMoney = { currency: 'AED', rates: [{ currency: 'AED', exchangeRate: 76 }] };
const noRate: ShownMoney = { currency: 'GBP', rates: [] };

describe('prices in the visitor\'s currency', () => {
  it('one price', () => {
    expect(priceIn(12_500_000, PKR_ONLY)).toBe('PKR 1.25 Crore');
    expect(priceIn(2_800_000, usd)).toBe('$10,000.00');
    expect(priceIn(2_800_000, noRate)).toBe('PKR 28 Lac');
  });

  it('a range', () => {
    expect(priceRangeIn(8_500_000, 12_500_000, PKR_ONLY)).toBe('PKR 85 Lac to 1.25 Crore');
    expect(priceRangeIn(2_800_000, 5_600_000, usd)).toBe('$10,000.00 to $20,000.00');
    expect(priceRangeIn(2_800_000, 2_800_000, usd)).toBe('$10,000.00');
    expect(priceRangeIn(8_500_000, 12_500_000, noRate)).toBe('PKR 85 Lac to 1.25 Crore');
  });

  it('per square foot', () => {
    expect(perSqftIn(12_500, PKR_ONLY)).toBe('PKR 12,500/sq ft');
    expect(perSqftIn(14_000, usd)).toBe('$50.00/sq ft');
    expect(perSqftIn(7_600, aed)).toBe('AED 100.00/sq ft');
  });

  it('per unit of the size a listing gives', () => {
    expect(perSizeUnitIn(22_500_000, 5, 'marla', PKR_ONLY)).toBe('PKR 45 Lac per Marla');
    expect(perSizeUnitIn(130_000_000, 2, 'kanal', PKR_ONLY)).toBe('PKR 6.5 Crore per Kanal');
    expect(perSizeUnitIn(28_125_000, 2250, 'sqft', PKR_ONLY)).toBe('PKR 12,500 per Sq. Ft.');
    expect(perSizeUnitIn(10_000_000, 7.5, 'marla', PKR_ONLY)).toBe('PKR 13.33 Lac per Marla');
    expect(perSizeUnitIn(28_000_000, 10, 'marla', usd)).toBe('$10,000.00 per Marla');
  });

  it('no price per unit where it would say nothing', () => {
    expect(perSizeUnitIn(22_500_000, 1, 'kanal', PKR_ONLY)).toBeNull();
    expect(perSizeUnitIn(22_500_000, 0, 'marla', PKR_ONLY)).toBeNull();
    expect(perSizeUnitIn(0, 5, 'marla', PKR_ONLY)).toBeNull();
  });

  it('axis ticks', () => {
    expect(shortPriceIn(150_000, PKR_ONLY)).toBe('1.5 Lac');
    expect(shortPriceIn(1_512_000, usd)).toBe('$5.4K');
    expect(shortPriceIn(7_600, aed)).toBe('AED 100');
  });

  it('budgets', () => {
    expect(budgetIn(15_000_000, 25_000_000, PKR_ONLY)).toBe('PKR 1.5 Crore to 2.5 Crore');
    expect(budgetIn(null, 90_000, PKR_ONLY)).toBe('Up to PKR 90,000');
    expect(budgetIn(2_800_000, null, usd)).toBe('From $10,000.00');
    expect(budgetIn(2_800_000, 5_600_000, usd)).toBe('$10,000.00 to $20,000.00');
    expect(budgetIn(null, null, usd)).toBeNull();
  });
});
