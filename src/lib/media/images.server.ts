/**
 * The listing image pipeline: check an upload, decode it once, and store the sizes the pages use.
 *
 * Order matters: type by magic bytes, byte limit and header pixel size are checked before sharp
 * decodes anything; sharp then decodes with its own pixel limit and refuses truncated files.
 * Every size is auto-rotated and re-encoded as WebP, which drops all metadata (EXIF, GPS, camera).
 * See docs/decisions/041-image-pipeline.md.
 */
import { randomUUID } from 'node:crypto';
import sharp, { type FormatEnum, type OverlayOptions, type Sharp } from 'sharp';
import { IMAGE_DEFAULT_WIDTH, IMAGE_MAX_BYTES, IMAGE_QUALITY } from '@/lib/constants';
import { imageMessages } from '@/lib/messages';
import { imageUrl } from '@/lib/text/images';
import { HASH_HEIGHT, HASH_WIDTH, differenceHash } from './phash';
import { headerPixelSize, sniffImageKind } from './sniff';
import { UPLOAD_FOLDER } from './keys';

/** The largest picture decoded: 40 megapixels, above any phone camera, far below a decompression bomb. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Thumbnail (cards, the wizard), default (the detail page) and large (full screen). */
export const IMAGE_WIDTHS = { thumbnail: 400, default: IMAGE_DEFAULT_WIDTH, large: 1600 } as const;
/** Public listing pages show every width with the site's mark on it (cards use the thumbnail). */
export const WATERMARKED_WIDTHS = Object.values(IMAGE_WIDTHS);
/** How many files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 10;

export const uploadMessages = {
  tooLarge: imageMessages.tooLarge,
  notAnImage: 'Please choose a JPEG, PNG or WebP image',
  heic: 'HEIC photos cannot be read here yet. Please choose a JPEG, PNG or WebP image',
  tooManyPixels: `This image has too many pixels. Please choose one under ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
  damaged: 'This image file is damaged or incomplete',
  noFiles: 'Please choose at least one image',
  tooManyFiles: `Please upload at most ${MAX_FILES_PER_UPLOAD} images at a time`,
} as const;

export class ImageRejected extends Error {}

/**
 * Whether this sharp decodes HEIC (HEVC pictures in a HEIF box), asked of the library at run time.
 * libvips lists '.heic' among the HEIF loader's suffixes only when its libheif has an HEVC
 * decoder; the prebuilt sharp binaries carry AV1 alone and list just '.avif'.
 */
export function canReadHeic(formats: Pick<FormatEnum, 'heif'> = sharp.format): boolean {
  const input = formats.heif?.input as { buffer?: boolean; fileSuffix?: string[] } | undefined;
  return Boolean(input?.buffer) && (input?.fileSuffix ?? []).some((suffix) => suffix === '.heic' || suffix === '.heif');
}

/**
 * Refuses a file that is not an image we take, before decoding it. HEIC is taken only where sharp
 * reads it (`heic`, by default asked of sharp); its pixel size is then left to the decoder's limit.
 */
export function checkUpload(bytes: Uint8Array, { heic = canReadHeic() }: { heic?: boolean } = {}): void {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new ImageRejected(uploadMessages.tooLarge);
  const kind = sniffImageKind(bytes);
  if (kind === 'heic' && !heic) throw new ImageRejected(uploadMessages.heic);
  if (kind === null || kind === 'avif') throw new ImageRejected(uploadMessages.notAnImage);
  if (kind === 'heic') return;
  const size = headerPixelSize(bytes, kind);
  if (!size || size.width === 0 || size.height === 0) throw new ImageRejected(uploadMessages.damaged);
  if (size.width * size.height > IMAGE_MAX_PIXELS) throw new ImageRejected(uploadMessages.tooManyPixels);
}

export interface RenderedFile {
  /** Relative to the image's folder: '400.webp', 'watermarked/840.webp'. */
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface RenderedImage {
  files: RenderedFile[];
  width: number;
  height: number;
  phash: string;
}

const decode = (bytes: Uint8Array) =>
  // failOn 'warning' refuses a truncated JPEG instead of filling the rest grey.
  sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning', sequentialRead: true }).rotate();

/**
 * The site's mark: 'basera.pk' at 4% of the width, its baseline and its end one pad in from the bottom right
 * corner. Only the corner the text covers is drawn and blended (a full-size overlay took three times the
 * CPU per copy); a picture too small for that corner gets a full-size one.
 */
function watermark(width: number, height: number): OverlayOptions {
  const size = Math.max(14, Math.round(width * 0.04));
  const pad = Math.round(size * 0.8);
  const text = (x: number, y: number) =>
    `<text x="${x}" y="${y}" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-weight="700" ` +
    `font-size="${size}" fill="#ffffff" fill-opacity="0.6" stroke="#000000" stroke-opacity="0.25" stroke-width="1">basera.pk</text>`;
  const svg = (w: number, h: number, x: number, y: number) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${text(x, y)}</svg>`);
  // In bold DejaVu Sans the name is about 5.6 em wide, and its 'p' reaches about a quarter em below the baseline.
  const box = { width: Math.ceil(size * 6.5), height: Math.ceil(size * 1.5) };
  const below = Math.ceil(size * 0.4);
  const left = width - pad - box.width;
  const top = height - pad - (box.height - below);
  if (left < 0 || top < 0) return { input: svg(width, height, width - pad, height - pad) };
  return { input: svg(box.width, box.height, box.width, box.height - below), left, top };
}

/** Decoded pixels, upright, as sharp reads them back. */
interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const pixelsOf = ({ data, info }: Pixels) => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** `image` at most `width` wide (never enlarged), as pixels. */
async function resized(image: Sharp, width: number): Promise<Pixels> {
  const { data, info } = await image.resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * WebP encoder effort (0–6) per copy. The marked copies are what every visitor downloads, so they take
 * sharp's default, the smallest files. The clean copies are seen only by the owner and moderators: at
 * effort 0 a photo takes about a quarter less CPU in all, for about a quarter more bytes in those copies.
 * See decision 041.
 */
export const WEBP_EFFORT = { marked: 4, clean: 0 } as const;

async function webp(pixels: Pixels, marked: boolean): Promise<Omit<RenderedFile, 'name'>> {
  let pipeline = pixelsOf(pixels);
  if (marked) pipeline = pipeline.composite([watermark(pixels.info.width, pixels.info.height)]);
  const effort = marked ? WEBP_EFFORT.marked : WEBP_EFFORT.clean;
  const out = await pipeline.webp({ quality: Math.round(IMAGE_QUALITY * 100), effort }).toBuffer({ resolveWithObject: true });
  return { bytes: out.data, width: out.info.width, height: out.info.height };
}

/**
 * Decodes a checked upload and renders every stored size, with the perceptual hash. The upload is
 * decoded once, straight to the largest stored width (a JPEG shrinks as it loads); each size is resized
 * from those pixels and encoded as it is and with the mark. Decoding the upload for every size cost
 * 20–25% more CPU per photo, and uploads share the server's cores with every page. The steps that do not
 * wait for each other run side by side: each step's end waits for the server's next free moment, and on
 * a server busy with pages a photo done step after step took several seconds.
 */
export async function renderImage(bytes: Uint8Array): Promise<RenderedImage> {
  try {
    const widths = Object.values(IMAGE_WIDTHS);
    // The hash is taken from the upload itself, as it always was, so stored hashes stay comparable.
    const [grey, largest] = await Promise.all([
      decode(bytes).resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill' }).greyscale().raw().toBuffer(),
      resized(decode(bytes), Math.max(...widths)),
    ]);
    const sizes = await Promise.all(widths.map((width) => (width >= largest.info.width ? largest : resized(pixelsOf(largest), width))));
    const encode = (pixels: Pixels, marked: boolean, name: string) => webp(pixels, marked).then((file): RenderedFile => ({ ...file, name }));
    const files = await Promise.all([
      ...widths.map((width, i) => encode(sizes[i], false, `${width}.webp`)),
      ...widths.flatMap((width, i) => (WATERMARKED_WIDTHS.includes(width) ? [encode(sizes[i], true, `watermarked/${width}.webp`)] : [])),
    ]);
    // The row describes the default size, the one pages lay out.
    const main = files.find((f) => f.name === `${IMAGE_WIDTHS.default}.webp`)!;
    return { files, width: main.width, height: main.height, phash: differenceHash(new Uint8Array(grey.buffer, grey.byteOffset, grey.length)) };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new ImageRejected(uploadMessages.tooManyPixels);
    throw new ImageRejected(uploadMessages.damaged);
  }
}

// Keys -----------------------------------------------------------------------------------------

/** A new image's folder key and the key stored on the row, which names the 'original' size. */
export function newImageKey(): { folder: string; storageKey: string } {
  const folder = `${UPLOAD_FOLDER}/${randomUUID()}`;
  return { folder, storageKey: `${folder}/original.webp` };
}

export { watermarkedKey } from './keys';

/** The address of one size of a stored image, under /media. */
export function imageAddress(storageKey: string, width: number = IMAGE_WIDTHS.default): string {
  const sized = imageUrl(storageKey, { size: width });
  return /^https?:\/\//i.test(sized) || sized.startsWith('/') ? sized : `/media/${sized}`;
}
