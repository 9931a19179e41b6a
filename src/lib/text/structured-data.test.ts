import { describe, expect, it } from 'vitest';
import { itemListJsonLd } from './structured-data';

describe('itemListJsonLd', () => {
  const list = {
    name: 'Projects in Islamabad',
    href: '/projects?page=2',
    total: 32,
    offset: 30,
    items: [
      { name: 'Sky Towers', href: '/projects/sky-towers-12' },
      { name: '</script><script>alert(1)</script> & co', href: '/projects/x-13' },
    ],
  };

  it('lists the page’s items with their place in the whole list and absolute addresses', () => {
    expect(JSON.parse(itemListJsonLd(list, 'https://basera.pk'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Projects in Islamabad',
      url: 'https://basera.pk/projects?page=2',
      numberOfItems: 32,
      itemListElement: [
        { '@type': 'ListItem', position: 31, name: 'Sky Towers', url: 'https://basera.pk/projects/sky-towers-12' },
        { '@type': 'ListItem', position: 32, name: '</script><script>alert(1)</script> & co', url: 'https://basera.pk/projects/x-13' },
      ],
    });
  });

  it('cannot close its script element, whatever a name holds', () => {
    const text = itemListJsonLd(list, 'https://basera.pk');
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });
});
