import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOWN_PERCENT,
  DEFAULT_YEARS,
  financeApplies,
  financeEstimate,
  financeFigures,
  monthlyInstalment,
  readFinanceTerms,
} from './home-finance';

const defaults = { downPercent: DEFAULT_DOWN_PERCENT, years: DEFAULT_YEARS, ratePercent: 14 };
const absent = { downPercent: null, years: null, ratePercent: null };

describe('monthlyInstalment', () => {
  it('repays the amount with interest in equal months', () => {
    // 1 Crore over 20 years at 12% a year: the annuity formula's known figure.
    expect(monthlyInstalment(10_000_000, 20, 12)).toBeCloseTo(110_108.6, 0);
    // The instalments' present value at the monthly rate is the amount financed.
    const monthly = monthlyInstalment(5_000_000, 10, 15);
    let owed = 5_000_000;
    for (let m = 0; m < 120; m++) owed = owed * (1 + 0.15 / 12) - monthly;
    expect(Math.abs(owed)).toBeLessThan(0.01);
  });

  it('divides evenly at no rate, and owes nothing on nothing', () => {
    expect(monthlyInstalment(1_200_000, 10, 0)).toBe(10_000);
    expect(monthlyInstalment(0, 10, 14)).toBe(0);
  });
});

describe('financeEstimate', () => {
  it('takes the down payment off the price and finances the rest', () => {
    const estimate = financeEstimate(20_000_000, { downPercent: 25, years: 15, ratePercent: 0 });
    expect(estimate).toEqual({ down: 5_000_000, financed: 15_000_000, monthly: 83_333, repaid: 15_000_000, cost: 0 });
  });

  it('counts what the finance costs over the term', () => {
    const estimate = financeEstimate(10_000_000, { downPercent: 30, years: 20, ratePercent: 14 });
    expect(estimate.financed).toBe(7_000_000);
    expect(estimate.monthly).toBe(Math.round(monthlyInstalment(7_000_000, 20, 14)));
    expect(estimate.repaid).toBeGreaterThan(estimate.financed);
    expect(estimate.cost).toBe(estimate.repaid - estimate.financed);
  });
});

describe('readFinanceTerms', () => {
  it('starts from the defaults', () => {
    expect(readFinanceTerms(absent, defaults)).toEqual({ terms: defaults, errors: {} });
    expect(readFinanceTerms({ downPercent: ' ', years: '', ratePercent: null }, defaults).terms).toEqual(defaults);
  });

  it('takes values in range, decimals of the rate too', () => {
    const { terms, errors } = readFinanceTerms({ downPercent: '50', years: '10', ratePercent: '12.5' }, defaults);
    expect(terms).toEqual({ downPercent: 50, years: 10, ratePercent: 12.5 });
    expect(errors).toEqual({});
  });

  it('keeps the default and says why for a value out of range or not a number', () => {
    const { terms, errors } = readFinanceTerms({ downPercent: '5', years: 'ten', ratePercent: '41' }, defaults);
    expect(terms).toEqual(defaults);
    expect(errors).toEqual({
      downPercent: 'Enter a number from 15 to 90.',
      years: 'Enter a number from 1 to 25.',
      ratePercent: 'Enter a number from 0 to 40.',
    });
  });
});

describe('financeApplies', () => {
  it('offers the estimate on homes and residential plots for sale only', () => {
    expect(financeApplies({ purpose: 'sale', category: 'residential', type: 'flat' })).toBe(true);
    expect(financeApplies({ purpose: 'sale', category: 'plot', type: 'residential-plot' })).toBe(true);
    expect(financeApplies({ purpose: 'sale', category: 'plot', type: 'commercial-plot' })).toBe(false);
    expect(financeApplies({ purpose: 'sale', category: 'commercial', type: 'shop' })).toBe(false);
    expect(financeApplies({ purpose: 'rent', category: 'residential', type: 'house' })).toBe(false);
  });
});

describe('financeFigures', () => {
  it('shows every amount through the visitor currency and names the term', () => {
    const figures = financeFigures(10_000_000, { downPercent: 20, years: 1, ratePercent: 0 }, (pkr) => `PKR ${pkr}`);
    expect(figures).toEqual({
      down: 'PKR 2000000',
      financed: 'PKR 8000000',
      monthly: 'PKR 666667',
      repaid: 'PKR 8000000',
      cost: 'PKR 0',
      term: '1 year',
    });
    expect(financeFigures(10_000_000, defaults, String).term).toBe('20 years');
  });
});
