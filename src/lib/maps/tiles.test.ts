import { describe, expect, it } from 'vitest';
import { defaultTileCredit, OWN_TILES, readTileSource } from './tiles';

describe('what a map credits for its tiles', () => {
  it('credits OpenStreetMap for its tiles, and nothing for Basera’s own or an unknown provider', () => {
    expect(defaultTileCredit('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('© OpenStreetMap contributors');
    expect(defaultTileCredit('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('© OpenStreetMap contributors');
    expect(defaultTileCredit(OWN_TILES)).toBe('');
    expect(defaultTileCredit('https://tiles.example.com/{z}/{x}/{y}.png')).toBe('');
    expect(defaultTileCredit('https://openstreetmap.org.example.com/{z}/{x}/{y}.png')).toBe('');
  });
});

describe('a tile source read from the page', () => {
  it('reads what the server wrote, and falls back to Basera’s own tiles', () => {
    expect(readTileSource(JSON.stringify({ url: 'https://t.example/{z}/{x}/{y}.png', credit: '© Example' }))).toEqual({
      url: 'https://t.example/{z}/{x}/{y}.png',
      credit: '© Example',
    });
    expect(readTileSource(undefined)).toEqual({ url: OWN_TILES, credit: '' });
    expect(readTileSource('not json')).toEqual({ url: OWN_TILES, credit: '' });
    expect(readTileSource('{}')).toEqual({ url: OWN_TILES, credit: '' });
  });
});
