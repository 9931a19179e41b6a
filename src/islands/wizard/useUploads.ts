import { useCallback, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES } from '@/lib/constants';
import { imageMessages } from '@/lib/messages';
import { draftMessages } from '@/lib/listings/draft';
import { compressImage } from './compress';
import { uploadImage, type UploadedImage } from './api';
import { acceptFiles } from './outcome';

export interface PendingUpload {
  key: string;
  name: string;
  preview: string;
  progress: number;
  error?: string;
}

export interface Uploads {
  pending: PendingUpload[];
  /** Picks or drops several files; each is checked, compressed and uploaded with its own progress. */
  add: (files: FileList | File[]) => void;
  dismiss: (key: string) => void;
  /** Why some picked files were not taken ('You can add up to 30 images'), until the next pick. */
  refused: string | null;
}

/**
 * Lives at the wizard's level so uploads go on while the person looks at another step. `room` is how
 * many more pictures the listing takes (the limit less those it has); files beyond it, counting the
 * uploads still under way, are refused at once rather than uploaded first.
 */
export function useUploads(onUploaded: (image: UploadedImage) => void, room: () => number): Uploads {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const counter = useRef(0);
  const underway = useRef(0);
  const update = (key: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = useCallback(
    (files: FileList | File[]) => {
      const { accepted, refused: over } = acceptFiles(Array.from(files), room() - underway.current);
      setRefused(over.length > 0 ? draftMessages.tooManyImages : null);
      for (const file of accepted) {
        const key = `u${++counter.current}`;
        const preview = URL.createObjectURL(file);
        if (file.size > IMAGE_MAX_BYTES) {
          setPending((list) => [...list, { key, name: file.name, preview, progress: 0, error: imageMessages.tooLarge }]);
          continue;
        }
        setPending((list) => [...list, { key, name: file.name, preview, progress: 0 }]);
        underway.current += 1;
        void (async () => {
          try {
            const { blob, name } = await compressImage(file);
            const image = await uploadImage(blob, name, (progress) => update(key, { progress }));
            URL.revokeObjectURL(preview);
            setPending((list) => list.filter((p) => p.key !== key));
            onUploaded(image);
          } catch (error) {
            update(key, { error: error instanceof Error ? error.message : 'The image could not be uploaded.' });
          } finally {
            underway.current -= 1;
          }
        })();
      }
    },
    [onUploaded, room],
  );

  const dismiss = useCallback((key: string) => setPending((list) => list.filter((p) => p.key !== key)), []);
  return { pending, add, dismiss, refused };
}
