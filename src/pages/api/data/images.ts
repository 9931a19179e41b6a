import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { problem } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { consume } from '@/lib/ratelimit';
import { IMAGE_MAX_BYTES } from '@/lib/constants';
import { readMultipart } from '@/lib/media/body.server';
import { MAX_FILES_PER_UPLOAD, uploadMessages } from '@/lib/media/images.server';
import { mediaStore } from '@/lib/media/store.server';
import { UploadRejected, saveUploadedImages } from '@/lib/media/uploads.server';

/** A listing has at most 30 images; two full listings' worth per 10 minutes leaves room for retries. */
const UPLOADS_PER_USER = { name: 'image-upload', max: 60, windowMs: 10 * 60 * 1000 };
const MAX_BODY_BYTES = MAX_FILES_PER_UPLOAD * (IMAGE_MAX_BYTES + 64 * 1024);

const uploadedImage = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  largeUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/images',
    summary: 'Upload listing images (multipart: files[] and referer); each is checked, cleaned of metadata and stored as WebP',
    tags: ['Listings'],
    access: 'user',
    response: z.object({ images: z.array(uploadedImage) }),
    errors: {
      400: 'A file is not a JPEG, PNG or WebP image, is over 5,000,000 bytes or 40 megapixels, or is damaged; nothing is kept',
      413: 'The request body is too large',
      415: 'Not multipart/form-data',
      429: 'Too many uploads in a short time',
    },
  },
  async ({ context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    const verdict = await consume(UPLOADS_PER_USER, String(userId));
    if (!verdict.allowed) {
      return problem(429, 'Too many uploads. Please try again later.', {}, { 'retry-after': String(verdict.retryAfterSeconds) });
    }
    const form = await readMultipart(context.request, MAX_BODY_BYTES);
    const files = [...form.getAll('files[]'), ...form.getAll('files')].filter((f): f is File => f instanceof File);
    if (files.length === 0) return problem(400, uploadMessages.noFiles, { files: uploadMessages.noFiles });
    if (files.length > MAX_FILES_PER_UPLOAD) return problem(400, uploadMessages.tooManyFiles, { files: uploadMessages.tooManyFiles });
    try {
      const bytes = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
      return { images: await saveUploadedImages(db, mediaStore(), userId, bytes) };
    } catch (error) {
      if (error instanceof UploadRejected) {
        const name = files[error.index]?.name || `file ${error.index + 1}`;
        return problem(400, `${name}: ${error.message}`, { [`files.${error.index}`]: error.message });
      }
      throw error;
    }
  },
);
