/**
 * Price display in the words Pakistani buyers use: Lac (1e5), Crore (1e7) and Arab (1e9).
 *
 * Rounding: amounts of a Lac or more show at most 2 decimals of their unit, rounded half up, with
 * trailing zeros dropped ('1.25 Crore', '85 Lac', '1.5 Arab'). When rounding reaches 100 of a unit
 * the next unit is used ('99.999 Lac' reads '1 Crore', never '100 Lac'). Below a Lac the exact
 * amount is shown with grouped digits ('45,000').
 */
import { DEFAULT_CURRENCY, MAX_RENT_PRICE, MAX_SALE_PRICE } from '@/lib/constants';
import { groupDigits, roundTo } from './numbers';

export const LAC = 100_000;
export const CRORE = 10_000_000;
export const ARAB = 1_000_000_000;

const PRICE_UNITS = [
  { name: 'Lac', size: LAC },
  { name: 'Crore', size: CRORE },
  { name: 'Arab', size: ARAB },
] as const;

/** Short form, for cards, chips and dropdowns: '1.25 Crore', '85 Lac', '45,000'. */
export function formatPriceShort(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  let index = -1;
  for (let i = PRICE_UNITS.length - 1; i >= 0; i--) {
    if (abs >= PRICE_UNITS[i].size) {
      index = i;
      break;
    }
  }
  if (index < 0) return groupDigits(Math.round(amount), 0);
  let value = roundTo(abs / PRICE_UNITS[index].size, 2);
  if (value >= 100 && index < PRICE_UNITS.length - 1) {
    index += 1;
    value = roundTo(abs / PRICE_UNITS[index].size, 2);
  }
  return `${sign}${groupDigits(value, 2)} ${PRICE_UNITS[index].name}`;
}

/** Long form, with the currency: 'PKR 1.25 Crore', 'PKR 85 Lac', 'PKR 45,000'. */
export function formatPrice(amount: number): string {
  const short = formatPriceShort(amount);
  return short ? `${DEFAULT_CURRENCY} ${short}` : '';
}

/** A project's price range, from its cheapest to its dearest unit: 'PKR 85 Lac to 1.25 Crore'. */
export function formatPriceRange(min: number, max: number): string {
  if (min === max) return formatPrice(min);
  return `${formatPrice(min)} to ${formatPriceShort(max)}`;
}

function steps(...values: number[]): readonly number[] {
  return Object.freeze(values);
}

/** Monthly rent steps for the min/max price dropdowns, from 0 to 10 Lac. */
export const RENT_PRICE_STEPS = steps(
  0, 5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 75_000,
  100_000, 125_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, MAX_RENT_PRICE,
);

/** Sale price steps for the min/max price dropdowns, from 0 to 1 Arab. */
export const SALE_PRICE_STEPS = steps(
  0, 500_000, 1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 7_500_000,
  10_000_000, 15_000_000, 20_000_000, 30_000_000, 40_000_000, 50_000_000, 75_000_000,
  100_000_000, 150_000_000, 200_000_000, 300_000_000, 500_000_000, 750_000_000, MAX_SALE_PRICE,
);

/** The steps for a purpose; the search says 'buy' where listings say 'sale'. */
export function priceSteps(purpose: 'sale' | 'buy' | 'rent'): readonly number[] {
  return purpose === 'rent' ? RENT_PRICE_STEPS : SALE_PRICE_STEPS;
}

const stepOptions = new Map<readonly number[], readonly { value: number; label: string }[]>();

/**
 * Dropdown options for the price steps, labelled in the short form ('0', '5 Lac', '1 Crore'). The same
 * two lists serve every results page's filter form, so each is labelled once.
 */
export function priceStepOptions(purpose: 'sale' | 'buy' | 'rent'): readonly { value: number; label: string }[] {
  const steps = priceSteps(purpose);
  let options = stepOptions.get(steps);
  if (!options) {
    options = Object.freeze(steps.map((value) => Object.freeze({ value, label: formatPriceShort(value) })));
    stepOptions.set(steps, options);
  }
  return options;
}
