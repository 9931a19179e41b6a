import { IMAGE_MAX_BYTES } from '@/lib/constants';
import { imageMessages } from '@/lib/messages';

/** The picture types the image service takes (as the file picker offers them). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The image service's words for a file of another type (it checks again, by the bytes). */
export const NOT_AN_IMAGE = 'Please choose a JPEG, PNG or WebP image';

/**
 * What is wrong with a chosen profile picture before it is sent (the spec's 5 MB limit, in its words,
 * and the types the service takes), or null when it may go.
 */
export function profileImageProblem(file: { size: number; type: string }): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  return null;
}

/**
 * The image service's own reason for refusing a file ('Max image file size is 5 mb'): the file's message
 * in the problem's `errors`, else its detail; null for a failure of the service itself.
 */
export function uploadRefusal(status: number, body: unknown): string | null {
  if (status >= 500 || !body || typeof body !== 'object') return null;
  const { errors, detail } = body as { errors?: unknown; detail?: unknown };
  const first = errors && typeof errors === 'object' ? Object.values(errors).find((v): v is string => typeof v === 'string' && v !== '') : undefined;
  return first ?? (typeof detail === 'string' && detail !== '' ? detail : null);
}
