import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode, countryByPhone, DEFAULT_COUNTRY } from './countries';

describe('country list', () => {
  it('has about 240 countries, each with a code, label and dialling code', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.label.length).toBeGreaterThan(0);
      expect(c.phone).toMatch(/^\d{1,4}$/);
    }
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });

  it('includes Pakistan with dialling code 92, suggested and the default', () => {
    expect(countryByPhone('92')).toEqual({ code: 'PK', label: 'Pakistan', phone: '92', suggested: true });
    expect(countryByPhone('+92')?.code).toBe('PK');
    expect(DEFAULT_COUNTRY.code).toBe('PK');
    expect(countryByCode('ae')?.phone).toBe('971');
  });

  it('is sorted by label and suggests only a few countries', () => {
    const labels = COUNTRIES.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRIES.filter((c) => c.suggested).map((c) => c.code).sort()).toEqual(['AE', 'CA', 'GB', 'PK', 'SA', 'US']);
  });
});
