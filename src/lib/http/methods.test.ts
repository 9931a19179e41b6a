import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { allowedMethods, methodNotAllowedDetail, pageMethods, PAGES_TAKING_FORMS } from './methods';

const operations = [
  { method: 'POST', path: '/api/data/inquiry' },
  { method: 'GET', path: '/api/data/projects/{id}' },
  { method: 'POST', path: '/api/session' },
  { method: 'DELETE', path: '/api/session' },
  { method: 'GET', path: '/api/data/property.json' },
  { method: 'GET', path: '/api/data/property/{id}' },
  { method: 'POST', path: '/api/data/property/quality' },
  { method: 'GET', path: '/api/data/{kind}/names' },
];

describe('the methods an API address takes', () => {
  it('lists those of every operation at the address, HEAD with GET', () => {
    expect(allowedMethods('/api/data/inquiry', operations)).toEqual(['POST']);
    expect(allowedMethods('/api/session', operations)).toEqual(['POST', 'DELETE']);
    expect(allowedMethods('/api/data/projects/12', operations)).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/api/data/projects/12/', operations)).toEqual(['GET', 'HEAD']);
  });

  it('matches a placeholder within one segment only, and the rest of the path as written', () => {
    expect(allowedMethods('/api/data/projects/12/likes', operations)).toEqual([]);
    expect(allowedMethods('/api/data/projects/', operations)).toEqual([]);
    expect(allowedMethods('/api/data/propertyXjson', operations)).toEqual([]);
    expect(allowedMethods('/api/data/inquiry-x', operations)).toEqual([]);
  });

  it('takes the address the router would: a fixed segment before a placeholder, left to right', () => {
    expect(allowedMethods('/api/data/property/quality', operations)).toEqual(['POST']);
    expect(allowedMethods('/api/data/property/12', operations)).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/api/data/projects/names', operations)).toEqual(['GET', 'HEAD']);
  });

  it('says what was sent and what is taken', () => {
    expect(methodNotAllowedDetail('GET', ['POST'])).toBe('This address does not take GET requests. It takes POST.');
    expect(methodNotAllowedDetail('TRACE', [])).toBe('This address does not take TRACE requests.');
  });
});

describe('the methods of a page', () => {
  it('are GET and HEAD, and POST where a form is posted without script', () => {
    expect(pageMethods('/')).toEqual(['GET', 'HEAD']);
    expect(pageMethods('/sitemap.xml')).toEqual(['GET', 'HEAD']);
    expect(pageMethods('/[purpose]/[slug]')).toEqual(['GET', 'HEAD', 'POST']);
    expect(pageMethods('/wanted')).toEqual(['GET', 'HEAD', 'POST']);
    expect(pageMethods('/404')).toBeNull();
    expect(pageMethods('')).toBeNull();
  });

  it('name pages that exist', () => {
    for (const pattern of PAGES_TAKING_FORMS) {
      expect(pageMethods(pattern)).toContain('POST');
      const file = `src/pages${pattern}`;
      expect(existsSync(`${file}.astro`) || existsSync(`${file}/index.astro`), file).toBe(true);
    }
  });
});
