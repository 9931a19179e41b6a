/**
 * The sizes a post's hero picture is asked for: in a list of posts, at the top of the post, and the copy
 * shared with social sites and search engines. The picture endpoint (src/lib/media/asset-images.server.ts)
 * makes these and no others.
 */
export const HERO_CARD_WIDTHS = [400, 800] as const;
export const HERO_PAGE_WIDTHS = [480, 800, 1200] as const;
export const HERO_SHARE_WIDTH = 1200;

/** Every width each format is made at. */
export const HERO_VARIANTS: Readonly<Record<'webp' | 'jpeg', ReadonlySet<number>>> = {
  webp: new Set<number>([...HERO_CARD_WIDTHS, ...HERO_PAGE_WIDTHS]),
  jpeg: new Set<number>([HERO_SHARE_WIDTH]),
};
