import { IMAGE_ACCEPT, imageMessages, MAX_PHOTOS } from '#common/contract/calls/photos';
import { UPLOAD_FIELD } from '#common/contract/index';
import { FileField } from '#web/components/ui/file-field';
import { StepFrame } from '#web/shell/step-frame';
import { PhotoGrid } from './photo-grid';
import { UploadProgress } from './upload-progress';
import { useGallery } from './use-gallery';
import './gallery-step.css';

/** The gallery step: several images at once, one request each; Continue, Back and Skip. */
export default function GalleryStep() {
  const gallery = useGallery();
  return (
    <StepFrame
      route="gallery"
      heading="Add images of recent jobs"
      intro={<p>Show homeowners the quality of your work. You can add up to {MAX_PHOTOS} images.</p>}
    >
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
      <UploadProgress items={gallery.uploads} />
      <p className="visually-hidden" role="status">
        {gallery.announcement}
      </p>
      {gallery.photos === null ? (
        <p className="loading">Loading your images…</p>
      ) : (
        <PhotoGrid photos={gallery.photos} onDelete={gallery.remove} />
      )}
    </StepFrame>
  );
}
