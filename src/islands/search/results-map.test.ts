import { describe, expect, it } from 'vitest';
import { formatPriceIn } from '@/lib/money';
import { pinLabel } from './results-map';

describe('pinLabel', () => {
  const rates = [{ currency: 'USD' as const, exchangeRate: 280 }];

  it('drops the PKR code and keeps the words of the amount', () => {
    expect(pinLabel(formatPriceIn(46_800_000, 'PKR', rates))).toBe('4.68 Crore');
    expect(pinLabel(formatPriceIn(6_000_000, 'PKR', rates))).toBe('60 Lac');
    expect(pinLabel(formatPriceIn(68_000, 'PKR', rates))).toBe('68,000');
  });

  it("leaves a rent's ' /month' to the popup", () => {
    expect(pinLabel('PKR 68,000 /month')).toBe('68,000');
    expect(pinLabel('$242.86 /month')).toBe('$242.86');
  });

  it('keeps another currency as the card shows it', () => {
    const dollars = formatPriceIn(28_000_000, 'USD', rates);
    expect(pinLabel(dollars)).toBe(dollars);
    expect(dollars).toMatch(/100,000/);
  });
});
