import { IMAGE_QUALITY } from '@/lib/constants';

/** Longest side sent to the server; phones shoot 4000+ px, pages show at most 1600. */
const MAX_SIDE = 2560;

/**
 * Re-encodes a picture as JPEG at quality 0.7 in the browser before upload, upright and at most
 * 2560 px on its longest side. If the browser cannot decode it, the file goes as it is and the
 * server says what is wrong with it.
 */
export async function compressImage(file: File): Promise<{ blob: Blob; name: string }> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', IMAGE_QUALITY));
    if (!blob) return { blob: file, name: file.name };
    return { blob, name: file.name.replace(/\.[^.]+$/, '') + '.jpg' };
  } catch {
    return { blob: file, name: file.name };
  }
}
