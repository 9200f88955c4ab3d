import { IMAGE_ACCEPT, imageMessages, MAX_PHOTOS } from '#common/contract/calls/photos';
import { UPLOAD_FIELD } from '#common/contract/index';
import { FileField } from '#web/components/ui/file-field';
import { StepFrame } from '#web/shell/step-frame';
import { useCallback, useRef } from 'react';
import { PhotoGrid } from './photo-grid';
import { UndoNotice } from './undo-notice';
import { UploadProgress } from './upload-progress';
import { useGallery } from './use-gallery';
import './gallery-step.css';

/** The gallery step: several images at once, one request each; Continue, Back and Skip. */
export default function GalleryStep() {
  const gallery = useGallery();
  const { deletes } = gallery;
  const addArea = useRef<HTMLDivElement>(null);
  const addControl = useCallback(() => addArea.current?.querySelector('input'), []);
  return (
    <StepFrame
      route="gallery"
      heading="Add images of recent jobs"
      intro={<p>Show homeowners the quality of your work. You can add up to {MAX_PHOTOS} images.</p>}
    >
      <div ref={addArea}>
        {gallery.full ? (
          <p className="notice gallery-step__full">{imageMessages.galleryFull}</p>
        ) : (
          <FileField
            name={UPLOAD_FIELD}
            label="Choose images"
            accept={IMAGE_ACCEPT}
            multiple
            hint="JPEG, PNG or WebP, up to 10 MB each. You can pick several at once."
            errors={gallery.errors}
            onFiles={(files) => void gallery.add(files)}
          />
        )}
      </div>
      <UploadProgress items={gallery.uploads} />
      <p className="visually-hidden" role="status">
        {gallery.announcement}
      </p>
      {gallery.photos === null ? (
        <p className="loading">Loading your images…</p>
      ) : (
        <>
          {deletes.undo && <UndoNotice deleted={deletes.undo} onUndo={() => void deletes.restore()} onHold={deletes.hold} />}
          <PhotoGrid
            photos={gallery.photos}
            onDelete={(photo, position) => void deletes.remove(photo, position)}
            focus={deletes.focus}
            onFocused={deletes.focused}
            emptyFocus={addControl}
          />
        </>
      )}
    </StepFrame>
  );
}
