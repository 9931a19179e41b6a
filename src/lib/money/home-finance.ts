/**
 * A home finance estimate for a listing for sale (docs/decisions/088-home-finance-estimate.md): what a
 * bank's home finance would cost a month, for a down payment, a number of years and a yearly rate.
 *
 * Pakistani banks' home finance (conventional, or Islamic diminishing musharakah) is repaid in equal
 * monthly instalments, so the estimate is the annuity of the amount financed. The page renders it at the
 * defaults or at the terms its form sent (GET, so it works without script), and its script recomputes it
 * with the same functions as the visitor types.
 */
export interface FinanceTerms {
  /** Share of the price paid up front, in percent. */
  downPercent: number;
  years: number;
  /** Yearly rate, in percent. */
  ratePercent: number;
}

export type FinanceField = keyof FinanceTerms;

/**
 * What a visitor may enter. Banks finance at most 85% of a home's value (State Bank's prudential limit),
 * so the down payment starts at 15%; they lend for up to 25 years.
 */
export const FINANCE_LIMITS: Readonly<Record<FinanceField, { min: number; max: number; step: number }>> = Object.freeze({
  downPercent: { min: 15, max: 90, step: 1 },
  years: { min: 1, max: 25, step: 1 },
  ratePercent: { min: 0, max: 40, step: 0.01 },
});

/** The form's query keys, short so a shared address stays readable. */
export const FINANCE_PARAMS: Readonly<Record<FinanceField, string>> = Object.freeze({
  downPercent: 'down',
  years: 'years',
  ratePercent: 'rate',
});

export const DEFAULT_DOWN_PERCENT = 30;
export const DEFAULT_YEARS = 20;

/** Whether the estimate is offered: homes and residential plots for sale, what banks' home finance covers. */
export function financeApplies(listing: { purpose: string; category: string; type: string }): boolean {
  return listing.purpose === 'sale' && (listing.category === 'residential' || listing.type === 'residential-plot');
}

/** The message of a value out of its field's range. */
function financeFieldMessage(field: FinanceField): string {
  const { min, max } = FINANCE_LIMITS[field];
  return `Enter a number from ${min} to ${max}.`;
}

/**
 * The terms a form sent (a value per field, null when absent): each value in range is taken, an absent
 * or empty one is the default, and one that is not a number in range is the default with a message.
 */
export function readFinanceTerms(
  values: Readonly<Record<FinanceField, string | null>>,
  defaults: FinanceTerms,
): { terms: FinanceTerms; errors: Partial<Record<FinanceField, string>> } {
  const terms = { ...defaults };
  const errors: Partial<Record<FinanceField, string>> = {};
  for (const field of Object.keys(FINANCE_LIMITS) as FinanceField[]) {
    const raw = values[field]?.trim() ?? '';
    if (raw === '') continue;
    const value = Number(raw);
    const { min, max } = FINANCE_LIMITS[field];
    if (Number.isFinite(value) && value >= min && value <= max) terms[field] = value;
    else errors[field] = financeFieldMessage(field);
  }
  return { terms, errors };
}

/** The equal monthly instalment that repays `amount` over `years` at `ratePercent` a year. */
export function monthlyInstalment(amount: number, years: number, ratePercent: number): number {
  const months = Math.round(years * 12);
  if (amount <= 0 || months <= 0) return 0;
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return amount / months;
  return (amount * rate) / (1 - (1 + rate) ** -months);
}

export interface FinanceEstimate {
  down: number;
  financed: number;
  monthly: number;
  /** Everything repaid to the bank over the term, instalments only. */
  repaid: number;
  /** What the finance costs above the amount financed. */
  cost: number;
}

/** The estimate for a price (PKR) at some terms, in whole rupees. */
export function financeEstimate(price: number, terms: FinanceTerms): FinanceEstimate {
  const down = Math.round((price * terms.downPercent) / 100);
  const financed = Math.max(0, price - down);
  const exact = monthlyInstalment(financed, terms.years, terms.ratePercent);
  const monthly = Math.round(exact);
  const repaid = Math.round(exact * Math.round(terms.years * 12));
  return { down, financed, monthly, repaid, cost: Math.max(0, repaid - financed) };
}

/** The estimate's figures as the page shows them, each amount through `show` (the visitor's currency). */
export function financeFigures(price: number, terms: FinanceTerms, show: (pkr: number) => string): Record<keyof FinanceEstimate | 'term', string> {
  const estimate = financeEstimate(price, terms);
  return {
    down: show(estimate.down),
    financed: show(estimate.financed),
    monthly: show(estimate.monthly),
    repaid: show(estimate.repaid),
    cost: show(estimate.cost),
    term: terms.years === 1 ? '1 year' : `${terms.years} years`,
  };
}
