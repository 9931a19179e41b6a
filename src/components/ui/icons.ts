import { escapeHtml } from '@/lib/text/html';

/** Inline line icons (24px grid, stroke = currentColor): no icon font, no extra request. */
export const ICON_PATHS = {
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  home: 'M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  building: 'M5 21V5l8-2v18M13 8h6v13M8 8h2M8 12h2M8 16h2M16 12h1M16 16h1M3 21h18',
  plot: 'M3 8l6-3 6 3 6-3v11l-6 3-6-3-6 3zM9 5v11M15 8v11',
  trendingUp: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21a2 2 0 0 0 2 2h13v-4',
  bricks: 'M3 5h18v14H3zM3 9.7h18M3 14.3h18M9 5v4.7M15 5v4.7M6 9.7v4.6M12 9.7v4.6M18 9.7v4.6M9 14.3V19M15 14.3V19',
  key: 'M14 10a4 4 0 1 0-3.5 3.97L12 15.5V18h2.5v2.5H17V18l-4-4M15 8h.01',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M8.5 12l2.5 2.5 4.5-5',
  megaphone: 'M3 10v4l3 1 10 5V4L6 9zM6 15l1.5 5h3L9 16M19 9a3 3 0 0 1 0 6',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 3l10 18H2zM12 10v4M12 17.5h.01',
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  message: 'M4 5h16v11H8l-4 4z',
  chat: 'M20 11.5a8 8 0 0 1-11.8 7L4 20l1.5-4.1A8 8 0 1 1 20 11.5z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0',
  locate: 'M12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM12 2v3M12 19v3M2 12h3M19 12h3M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

const markup = new Map<string, string>();

/**
 * The icon as markup, for places that draw many of them (thirty result cards): a string made once per
 * icon and size costs nothing to render, where a component costs a render of its own each time.
 * Icon.astro draws the same markup.
 */
export function iconSvg(name: IconName, size = 20, strokeWidth = 1.8, className = ''): string {
  const key = `${name} ${size} ${strokeWidth} ${className}`;
  let svg = markup.get(key);
  if (svg === undefined) {
    svg =
      `<svg class="${escapeHtml(['icon', className].filter(Boolean).join(' '))}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" ` +
      `stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" ` +
      `focusable="false"><path d="${ICON_PATHS[name]}"></path></svg>`;
    markup.set(key, svg);
  }
  return svg;
}
