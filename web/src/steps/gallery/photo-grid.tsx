import { useEffect, useRef } from 'react';
import type { Photo } from '#common/contract/calls/photos';

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z" />
    </svg>
  );
}

export interface PhotoGridProps {
  photos: readonly Photo[];
  onDelete: (photo: Photo, position: number) => Promise<void>;
}

/** The thumbnails, newest first, each with a delete button; focus stays in the grid after a delete. */
export function PhotoGrid({ photos, onDelete }: PhotoGridProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  // where focus goes once the list without the deleted image is on screen: its place, else the one before
  const focusAfterDelete = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterDelete.current;
    if (index === null) return;
    focusAfterDelete.current = null;
    const remaining = photos.flatMap((photo) => buttons.current.get(photo.id) ?? []);
    (remaining[Math.min(index, remaining.length - 1)] ?? heading.current)?.focus();
  }, [photos]);

  async function remove(photo: Photo, index: number) {
    // asked for before the call: the reloaded list may be on screen before the call returns
    focusAfterDelete.current = index;
    await onDelete(photo, index + 1);
  }

  return (
    <section className="photo-grid" aria-labelledby="photo-grid-heading">
      <h2 id="photo-grid-heading" className="photo-grid__heading" ref={heading} tabIndex={-1}>
        Your images ({photos.length})
      </h2>
      {photos.length === 0 ? (
        <p className="photo-grid__empty">No images yet. Choose some to show homeowners your work.</p>
      ) : (
        <ul className="photo-grid__list">
          {photos.map((photo, index) => (
            <li key={photo.id} className="photo-grid__item">
              {/* "job image" is the gallery's own name for these, not a description of the element */}
              {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
              <img
                className="photo-grid__image"
                src={photo.thumbnail}
                alt={`Job image ${index + 1}`}
                width={400}
                height={400}
                loading="lazy"
              />
              <button
                type="button"
                className="photo-grid__delete"
                aria-label={`Delete image ${index + 1}`}
                ref={(element) => {
                  if (element) buttons.current.set(photo.id, element);
                  else buttons.current.delete(photo.id);
                }}
                onClick={() => void remove(photo, index)}
              >
                <TrashIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
