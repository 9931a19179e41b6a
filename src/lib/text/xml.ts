/**
 * Text for XML documents (the sitemaps and the blog's RSS feed): one rule for both, as `escapeHtml` is for
 * pages.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// Control characters other than tab and newlines, and U+FFFE and U+FFFF, are not allowed in XML 1.0 at all,
// not even escaped: they are dropped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// eslint-disable-next-line no-control-regex
const SPECIAL = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Text made safe for XML character data and attribute values. Most text has nothing to change. */
export function escapeXml(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

// A site-relative path whose segments are unreserved characters only and none starts with a dot: joined
// to the origin it reads exactly as the URL parser would make it (nothing to encode, no '.' or '..'
// segment to resolve, no '//' that would name another host).
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)*\/?$/;

/**
 * An absolute address for a path on the site, for documents that list thousands of them (a sitemap part
 * holds up to 5,000 listings): a plain path is joined to the origin as it is, which costs a tenth of
 * parsing it; anything else goes through the URL parser.
 */
export function siteAddress(site: string): (path: string) => string {
  const origin = new URL(site).origin;
  return (path) => (path.startsWith('/') && PLAIN_PATH.test(path) ? origin + path : new URL(path, site).href);
}
