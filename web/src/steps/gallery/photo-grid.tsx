import { useEffect, useRef } from 'react';
import type { Photo } from '#common/contract/calls/photos';

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z" />
    </svg>
  );
}

/** Where focus goes once the list on screen has changed: a photo's card, the card now at a place, or the add control. */
export type GridFocus = { photoId: number } | { index: number };

export interface PhotoGridProps {
  photos: readonly Photo[];
  onDelete: (photo: Photo, position: number) => void;
  /** Asked for by a delete or an Undo; the grid moves focus once the list shows it, then calls `onFocused`. */
  focus: GridFocus | null;
  onFocused: () => void;
  /** The add control, where focus goes when no image is left. */
  emptyFocus: () => HTMLElement | null | undefined;
}

/**
 * The thumbnails, newest first, each a card with its name and a delete button. After a delete focus goes to a
 * card's heading (the next image's, else the one before), never onto another delete button.
 */
export function PhotoGrid({ photos, onDelete, focus, onFocused, emptyFocus }: PhotoGridProps) {
  const headings = useRef(new Map<number, HTMLHeadingElement>());

  useEffect(() => {
    if (focus === null) return;
    const ids = photos.map((photo) => photo.id);
    const id = 'photoId' in focus ? focus.photoId : ids[Math.min(focus.index, ids.length - 1)];
    const target = id === undefined ? emptyFocus() : headings.current.get(id);
    if (!target) return; // the list has not caught up yet
    target.focus();
    onFocused();
  }, [photos, focus, onFocused, emptyFocus]);

  return (
    <section className="photo-grid" aria-labelledby="photo-grid-heading">
      <h2 id="photo-grid-heading" className="photo-grid__heading">
        Your images ({photos.length})
      </h2>
      {photos.length === 0 ? (
        <p className="photo-grid__empty">No images yet. Choose some to show homeowners your work.</p>
      ) : (
        <ul className="photo-grid__list">
          {photos.map((photo, index) => (
            <li key={photo.id} className="photo-grid__item">
              <h3
                className="photo-grid__name"
                tabIndex={-1}
                ref={(element) => {
                  if (element) headings.current.set(photo.id, element);
                  else headings.current.delete(photo.id);
                }}
              >
                Image {index + 1}
              </h3>
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
                onClick={() => onDelete(photo, index + 1)}
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
