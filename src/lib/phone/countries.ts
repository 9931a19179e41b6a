/**
 * The country list of phone-code pickers, built from the `countries-list` package rather than
 * typed out. `code` is the ISO 3166-1 alpha-2 code ('PK'); `phone` is the dialling code ('92'),
 * which is what the owner's and account's `code` fields hold.
 */
import { countries } from 'countries-list';
import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';

export interface Country {
  code: string;
  label: string;
  phone: string;
  suggested?: boolean;
}

/** Shown first in pickers: Pakistan and where most overseas Pakistanis live. */
export const SUGGESTED_COUNTRY_CODES = ['PK', 'AE', 'SA', 'GB', 'US', 'CA'] as const;

export const COUNTRIES: readonly Country[] = Object.freeze(
  Object.entries(countries)
    .map(([code, country]): Country => {
      const entry: Country = { code, label: country.name, phone: String(country.phone[0]) };
      if ((SUGGESTED_COUNTRY_CODES as readonly string[]).includes(code)) entry.suggested = true;
      return entry;
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en')),
);

/** The country a dialling code belongs to, Pakistan for 92. Shared codes (1, 7) answer the first. */
export function countryByPhone(phone: string | number): Country | undefined {
  const key = String(phone).replace(/^\+/, '');
  return COUNTRIES.find((c) => c.phone === key);
}

export function countryByCode(code: string): Country | undefined {
  return COUNTRIES.find((c) => c.code === code.toUpperCase());
}

export const DEFAULT_COUNTRY: Country = countryByPhone(DEFAULT_COUNTRY_CODE)!;
