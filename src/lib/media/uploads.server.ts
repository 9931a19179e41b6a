/**
 * Storing uploaded listing images: all files of a request are checked and rendered first, then
 * written to the media store, then recorded in one transaction. Any failure removes what was
 * written, so a refused upload leaves no files and no rows behind.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { nowIso } from '@/lib/db/values';
import type { MediaStore } from './store.server';
import { phashBands } from './phash';
import { IMAGE_WIDTHS, ImageRejected, checkUpload, imageAddress, newImageKey, type RenderedImage } from './images.server';
import { renderUpload } from './image-worker.server';

export interface UploadedImage {
  id: number;
  url: string;
  thumbnailUrl: string;
  largeUrl: string;
  width: number;
  height: number;
}

/** A file of the request was refused; `index` is its place among the files sent. */
export class UploadRejected extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

export function describeImage(id: number, storageKey: string, width: number | null, height: number | null): UploadedImage {
  return {
    id,
    url: imageAddress(storageKey, IMAGE_WIDTHS.default),
    thumbnailUrl: imageAddress(storageKey, IMAGE_WIDTHS.thumbnail),
    largeUrl: imageAddress(storageKey, IMAGE_WIDTHS.large),
    width: width ?? 0,
    height: height ?? 0,
  };
}

export async function saveUploadedImages(
  db: Kysely<Database>,
  store: MediaStore,
  userId: number,
  uploads: readonly Uint8Array[],
): Promise<UploadedImage[]> {
  const rendered: RenderedImage[] = [];
  for (const [index, bytes] of uploads.entries()) {
    try {
      checkUpload(bytes);
      rendered.push(await renderUpload(bytes));
    } catch (error) {
      if (error instanceof ImageRejected) throw new UploadRejected(index, error.message);
      throw error;
    }
  }

  const written: string[] = [];
  try {
    const planned = rendered.map((image) => ({ image, ...newImageKey() }));
    // Written side by side: each write is several file-system (or network) steps, and one after another
    // they would each wait their turn on a busy server. Every write is done, or failed, before going on.
    const writes = await Promise.allSettled(
      planned.flatMap(({ image, folder }) =>
        image.files.map(async (file) => {
          const key = `${folder}/${file.name}`;
          await store.put(key, file.bytes, 'image/webp');
          written.push(key);
        }),
      ),
    );
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
    const now = nowIso();
    return await db.transaction().execute(async (trx) => {
      const saved: UploadedImage[] = [];
      for (const { image, folder, storageKey } of planned) {
        const row = await trx
          .insertInto('listing_images')
          .values({ listing_id: null, storage_key: storageKey, width: image.width, height: image.height, phash: image.phash, ...phashBands(image.phash), user_id: userId, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('media_objects')
          .values(
            image.files.map((file) => ({
              key: `${folder}/${file.name}`,
              content_type: 'image/webp',
              bytes: file.bytes.byteLength,
              width: file.width,
              height: file.height,
              user_id: userId,
              created_at: now,
            })),
          )
          .execute();
        saved.push(describeImage(row.id, storageKey, image.width, image.height));
      }
      return saved;
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => store.delete(key)));
    throw error;
  }
}
