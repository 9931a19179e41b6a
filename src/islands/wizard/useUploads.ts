import { useCallback, useRef, useState } from 'react';
import { draftMessages } from '@/lib/listings/draft';
import { compressImage } from './compress';
import { uploadImage, UploadUnreachable, type UploadedImage } from './api';
import { acceptFiles } from './outcome';
import { sizeProblem, typeProblem } from './upload-checks';

export interface PendingUpload {
  key: string;
  name: string;
  /** A preview of the picture while it uploads ('' for a file that is not a picture we show). */
  preview: string;
  progress: number;
  error?: string;
  /** The upload never reached the server: the same file may be sent again. */
  canRetry?: boolean;
}

export interface Uploads {
  pending: PendingUpload[];
  /** Picks or drops several files; each is checked, compressed and uploaded with its own progress. */
  add: (files: FileList | File[]) => void;
  /** Sends again a file whose upload got no answer (the connection dropped). */
  retry: (key: string) => void;
  dismiss: (key: string) => void;
  /** Why some picked files were not taken ('You can add up to 30 images'), until the next pick. */
  refused: string | null;
}

/**
 * Lives at the wizard's level so uploads go on while the person looks at another step. `room` is how
 * many more pictures the listing takes (the limit less those it has); files beyond it, counting the
 * uploads still under way, are refused at once rather than uploaded first. A file that is not a
 * picture is refused before it is sent; a picture is compressed first and only then held to the 5 MB
 * limit, so a phone's 8 MB photo goes (docs/decisions/052-listing-photos-from-phones.md).
 */
export function useUploads(onUploaded: (image: UploadedImage) => void, room: () => number): Uploads {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const counter = useRef(0);
  const underway = useRef(0);
  /** The files whose upload got no answer, kept for 'Try again'. */
  const unsent = useRef(new Map<string, File>());
  const update = (key: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const send = useCallback(
    (key: string, file: File, preview: string) => {
      underway.current += 1;
      void (async () => {
        try {
          const { blob, name } = await compressImage(file);
          const tooLarge = sizeProblem(blob);
          if (tooLarge) {
            update(key, { error: tooLarge });
            return;
          }
          const image = await uploadImage(blob, name, (progress) => update(key, { progress }));
          URL.revokeObjectURL(preview);
          unsent.current.delete(key);
          setPending((list) => list.filter((p) => p.key !== key));
          onUploaded(image);
        } catch (error) {
          const lost = error instanceof UploadUnreachable;
          if (lost) unsent.current.set(key, file);
          update(key, { error: error instanceof Error ? error.message : 'The image could not be uploaded.', canRetry: lost });
        } finally {
          underway.current -= 1;
        }
      })();
    },
    [onUploaded],
  );

  const add = useCallback(
    (files: FileList | File[]) => {
      const { accepted, refused: over } = acceptFiles(Array.from(files), room() - underway.current);
      setRefused(over.length > 0 ? draftMessages.tooManyImages : null);
      for (const file of accepted) {
        const key = `u${++counter.current}`;
        const wrongType = typeProblem(file);
        if (wrongType) {
          setPending((list) => [...list, { key, name: file.name, preview: '', progress: 0, error: wrongType }]);
          continue;
        }
        const preview = URL.createObjectURL(file);
        setPending((list) => [...list, { key, name: file.name, preview, progress: 0 }]);
        send(key, file, preview);
      }
    },
    [room, send],
  );

  const retry = useCallback(
    (key: string) => {
      const file = unsent.current.get(key);
      const item = pending.find((p) => p.key === key);
      if (!file || !item) return;
      if (room() - underway.current <= 0) {
        setRefused(draftMessages.tooManyImages);
        return;
      }
      update(key, { error: undefined, canRetry: false, progress: 0 });
      send(key, file, item.preview);
    },
    [pending, room, send],
  );

  const dismiss = useCallback((key: string) => {
    unsent.current.delete(key);
    setPending((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((p) => p.key !== key);
    });
  }, []);
  return { pending, add, retry, dismiss, refused };
}
