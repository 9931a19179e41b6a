import { useEffect, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES } from '@/lib/constants';
import { MAX_IMAGES, minImages, type DraftImage } from '@/lib/listings/draft';
import { FieldMessage } from '../fields';
import { useWizard } from '../context';
import { duplicateImages } from '../api';

const REJECTION_TEXT: Record<NonNullable<DraftImage['rejectionReason']>, string> = {
  inappropriate: 'Removed by our team: not suitable for the site',
  blurred: 'Rejected: the picture is blurred',
  watermark: 'Rejected: the picture carries another watermark',
  generic: 'Rejected: please show this property, not a stock picture',
};

export function ImagesStep() {
  const { form, errorOf, recheck, uploads, listingId, imageRejections } = useWizard();
  const images = form.watch('images');
  const category = form.watch('category');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [duplicates, setDuplicates] = useState<Record<number, Array<{ id: number; path: string }>>>({});
  const ids = images.map((i) => i.details.id).join(',');

  useEffect(() => {
    if (ids === '') return;
    let stale = false;
    duplicateImages(ids.split(',').map(Number), listingId)
      .then((found) => !stale && setDuplicates(Object.fromEntries(found.map((d) => [d.imageId, d.listings]))))
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [ids, listingId]);

  const update = (next: DraftImage[]) => {
    form.setValue('images', next, { shouldDirty: true });
    recheck();
  };
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, { ...item, isModified: listingId !== null && !item.isNew ? true : item.isModified });
    update(next);
  };
  const makeCover = (index: number) => update(images.map((image, i) => ({ ...image, isCover: i === index })));
  const remove = (index: number) => {
    const next = images.filter((_, i) => i !== index);
    if (next.length > 0 && !next.some((i) => i.isCover)) next[0] = { ...next[0], isCover: true };
    update(next);
  };
  const rejectionOf = (image: DraftImage) => image.rejectionReason ?? imageRejections.find((r) => r.id === image.details.id)?.rejectionReason ?? null;
  const coverIndex = Math.max(0, images.findIndex((i) => i.isCover));
  const needed = minImages(category);
  // Refused or failed files are said in a list of their own: no broken picture, room for 'Try again'.
  const failed = uploads.pending.filter((p) => p.error);
  const underway = uploads.pending.filter((p) => !p.error);

  return (
    <div className="wz-step">
      <p className="wz-lead">
        Add at least {needed} {needed === 1 ? 'picture' : 'pictures'} {category === 'plot' ? 'of the plot' : 'of the property'}. The first is the cover; you can choose another. Up to {MAX_IMAGES}, each up to{' '}
        {IMAGE_MAX_BYTES / 1_000_000} MB.
      </p>
      <div
        className={`wz-drop${dragging ? ' is-over' : ''}${errorOf('images') ? ' has-error' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          uploads.add(e.dataTransfer.files);
        }}
      >
        <p>
          <strong>Drop pictures here</strong> or
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => input.current?.click()}>
          Choose pictures
        </button>
        <input
          ref={input}
          id="images"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          multiple
          hidden
          aria-label="Choose pictures"
          onChange={(e) => {
            if (e.target.files) uploads.add(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      <FieldMessage id="images" message={errorOf('images')} />
      {uploads.refused && uploads.refused !== errorOf('images') && (
        <p className="wz-error" role="alert">
          {uploads.refused}
        </p>
      )}

      {failed.length > 0 && (
        <ul className="wz-upload-failures" aria-label="Pictures not added">
          {failed.map((p) => (
            <li key={p.key}>
              <span role="alert">
                <strong>{p.name}:</strong> {p.error}
              </span>
              <span className="wz-upload-failure-actions">
                {p.canRetry && (
                  <button type="button" className="wz-link" aria-label={`Try ${p.name} again`} onClick={() => uploads.retry(p.key)}>
                    Try again
                  </button>
                )}
                <button type="button" className="wz-link" aria-label={`Dismiss ${p.name}`} onClick={() => uploads.dismiss(p.key)}>
                  Dismiss
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}

      {(images.length > 0 || underway.length > 0) && (
        <ul className="wz-images" aria-label="Pictures">
          {images.map((image, index) => {
            const rejection = rejectionOf(image);
            const copies = duplicates[image.details.id];
            return (
              <li key={image.details.id} className={`wz-image${index === coverIndex ? ' is-cover' : ''}${rejection ? ' is-rejected' : ''}`}>
                <img src={image.details.thumbnailUrl ?? image.details.url} alt={`Picture ${index + 1}`} loading="lazy" width={200} height={150} />
                {index === coverIndex && <span className="wz-badge">Cover</span>}
                {rejection && <p className="wz-image-note is-bad">{REJECTION_TEXT[rejection]}</p>}
                {copies && (
                  <p className="wz-image-note">
                    Possibly already listed: this picture looks like one on{' '}
                    {copies.map((listing, i) => (
                      <span key={listing.id}>
                        {i > 0 && ', '}
                        <a href={listing.path} target="_blank" rel="noreferrer">
                          listing {listing.id}
                        </a>
                      </span>
                    ))}
                  </p>
                )}
                <div className="wz-image-actions">
                  {index !== coverIndex && (
                    <button type="button" className="wz-make-cover" onClick={() => makeCover(index)}>
                      Make cover
                    </button>
                  )}
                  <button type="button" aria-label={`Move picture ${index + 1} earlier`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    ←
                  </button>
                  <button type="button" aria-label={`Move picture ${index + 1} later`} disabled={index === images.length - 1} onClick={() => move(index, index + 1)}>
                    →
                  </button>
                  <button type="button" className="wz-remove-image" aria-label={`Remove picture ${index + 1}`} onClick={() => remove(index)}>
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
          {underway.map((p) => (
            <li key={p.key} className="wz-image is-pending">
              <img src={p.preview} alt={`Uploading ${p.name}`} width={200} height={150} />
              <div className="wz-upload">
                <progress max={1} value={p.progress} aria-label={`Uploading ${p.name}`} />
                <span>{Math.round(p.progress * 100)}%</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
