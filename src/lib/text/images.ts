/** Image addresses: stored paths name the 'original' size, and watermarked copies live on the image host. */
import { IMAGE_DEFAULT_WIDTH } from '@/lib/constants';

export interface ImageUrlOptions {
  /** Replaces the word 'original' in the path, e.g. 840 or 'thumbnail'. */
  size?: number | string;
  /** The shared image host, prefixed to watermarked paths (e.g. 'https://images.basera.pk'). */
  host?: string;
}

/**
 * The path with 'original' replaced by the size (840 by default), and the image host in front of
 * paths containing 'watermarked'. Paths that are already absolute addresses keep their own host.
 */
export function imageUrl(path: string, { size = IMAGE_DEFAULT_WIDTH, host }: ImageUrlOptions = {}): string {
  const sized = path.replace('original', String(size));
  if (!host || !sized.includes('watermarked') || /^https?:\/\//i.test(sized)) return sized;
  return `${host.replace(/\/+$/, '')}/${sized.replace(/^\/+/, '')}`;
}
