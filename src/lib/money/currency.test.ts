import { describe, expect, it } from 'vitest';
import {
  convertPrice,
  currencyAttributes,
  shownInBrowser,
  convertWithRate,
  CURRENCIES,
  CURRENCY_CODES,
  CURRENCY_SYMBOLS,
  formatMoney,
  formatPriceIn,
  isCurrencyCode,
  type ExchangeRate,
} from './currency';

const rates: ExchangeRate[] = [
  { currency: 'USD', exchangeRate: 280 },
  { currency: 'GBP', exchangeRate: 355.5 },
  { currency: 'AED', exchangeRate: 0 },
];

describe('currencies', () => {
  it('supports the seven codes, each with a symbol', () => {
    expect(CURRENCY_CODES).toEqual(['PKR', 'USD', 'GBP', 'AED', 'SAR', 'EUR', 'CAD']);
    expect(CURRENCIES.map((c) => c.code)).toEqual([...CURRENCY_CODES]);
    expect(CURRENCY_SYMBOLS.USD).toBe('$');
    expect(CURRENCY_SYMBOLS.GBP).toBe('£');
    expect(CURRENCY_SYMBOLS.EUR).toBe('€');
    expect(isCurrencyCode('SAR')).toBe(true);
    expect(isCurrencyCode('INR')).toBe(false);
  });

  it('leaves PKR unchanged and divides by the rate (PKR per unit) for others, to 2 decimals', () => {
    expect(convertPrice(12_500_000, 'PKR', [])).toBe(12_500_000);
    expect(convertPrice(12_500_000, 'USD', rates)).toBe(44642.86);
    expect(convertPrice(1_000_000, 'GBP', rates)).toBe(2812.94);
    expect(convertWithRate(280, 'USD', 280)).toBe(1);
  });

  it('answers null when there is no usable rate, and refuses a bad rate outright', () => {
    expect(convertPrice(1000, 'EUR', rates)).toBeNull();
    expect(convertPrice(1000, 'AED', rates)).toBeNull();
    expect(() => convertWithRate(1000, 'USD', 0)).toThrow(RangeError);
    expect(() => convertWithRate(1000, 'USD', Number.NaN)).toThrow(RangeError);
  });

  it('formats converted amounts with their symbol and falls back to PKR', () => {
    expect(formatMoney(44642.86, 'USD')).toBe('$44,642.86');
    expect(formatMoney(1234.5, 'AED')).toBe('AED 1,234.50');
    expect(formatMoney(12_500_000, 'PKR')).toBe('PKR 1.25 Crore');
    expect(formatPriceIn(12_500_000, 'USD', rates)).toBe('$44,642.86');
    expect(formatPriceIn(12_500_000, 'EUR', rates)).toBe('PKR 1.25 Crore');
  });
});

describe('currencyAttributes and shownInBrowser', () => {
  const rates = [{ currency: 'USD' as const, exchangeRate: 280 }, { currency: 'GBP' as const, exchangeRate: 355 }];
  const element = (dataset: Record<string, string>) => ({ dataset }) as unknown as HTMLElement;

  it('hands a script the visitor currency with its rate alone, and reads them back', () => {
    const attributes = currencyAttributes('USD', rates);
    expect(attributes).toEqual({ 'data-currency': 'USD', 'data-rates': '[{"currency":"USD","exchangeRate":280}]' });
    expect(shownInBrowser(element({ currency: 'USD', rates: attributes['data-rates'] }))).toEqual({ currency: 'USD', rates: [rates[0]] });
    expect(currencyAttributes('PKR', rates)['data-rates']).toBe('[]');
  });

  it('reads PKR from a currency it does not know, and no rate from attributes that are not its own', () => {
    expect(shownInBrowser(element({ currency: 'XYZ', rates: 'not json' }))).toEqual({ currency: 'PKR', rates: [] });
    expect(shownInBrowser(element({}))).toEqual({ currency: 'PKR', rates: [] });
  });
});
