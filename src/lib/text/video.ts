/** YouTube video ids from the link shapes people paste into listings and area guides. */

const VIDEO_ID = '([A-Za-z0-9_-]{11})';
const PATTERNS = [
  new RegExp(`youtube(?:-nocookie)?\\.com/shorts/${VIDEO_ID}`),
  new RegExp(`youtube(?:-nocookie)?\\.com/embed/${VIDEO_ID}`),
  new RegExp(`youtube\\.com/.*[?&]v=${VIDEO_ID}`),
  new RegExp(`youtu\\.be/${VIDEO_ID}`),
];

/** The 11-character id from a shorts, embed, watch (v=) or youtu.be link, or null. */
export function youtubeVideoId(url: string | null | undefined): string | null {
  if (!url) return null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(url.trim());
    if (match) return match[1];
  }
  return null;
}

/** The privacy-friendly embed address for a video id. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
}

/** Whether a text is a video id as stored (the 11 characters the links carry). */
export function isYoutubeVideoId(value: string): boolean {
  return new RegExp(`^${VIDEO_ID}$`).test(value);
}
