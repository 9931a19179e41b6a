import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSettings, settingsSchema, SettingsError } from './settings.server';

describe('settings', () => {
  it('has a working default for every setting', () => {
    const s = parseSettings({});
    expect(s).toMatchObject({ PORT: 4321, DATABASE_URL: '', DATA_DIR: '.data', LISTING_EXPIRY_DAYS: 60 });
    expect(s.REDIS_URL).toBeUndefined();
  });

  it('stops with one readable message naming every bad value', () => {
    expect(() => parseSettings({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(SettingsError);
    try {
      parseSettings({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('Basera cannot start');
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be empty');
    }
  });

  it('accepts PostgreSQL URLs and treats empty optional URLs as unset', () => {
    const s = parseSettings({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/basera', SENTRY_DSN: '' });
    expect(s.DATABASE_URL).toMatch(/^postgres:/);
    expect(s.SENTRY_DSN).toBeUndefined();
  });

  it('keeps four PostgreSQL connections a process unless told, and refuses a pool of none', () => {
    expect(parseSettings({}).DATABASE_POOL_SIZE).toBe(4);
    expect(parseSettings({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(() => parseSettings({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('is listed in full in .env.example, so the file never falls behind', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const missing = Object.keys(settingsSchema.shape).filter((key) => !listed.has(key));
    expect(missing).toEqual([]);
  });
});
