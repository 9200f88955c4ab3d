import { useState } from 'react';
import { IMAGE_ACCEPT, imageUploadLimit } from '#common/contract/calls/photos';
import { GENERAL_ERROR_FIELD, SOMETHING_WENT_WRONG } from '#common/contract/errors';
import { UPLOAD_FIELD } from '#common/contract/define-call';
import { Button } from '#web/components/ui/button';
import { FileField } from '#web/components/ui/file-field';
import { call } from '#web/lib/api';
import type { ApiError } from '#web/lib/api-error';
import { upload } from '#web/lib/upload';
import { useFormAction } from '#web/lib/use-form-action';
import { refreshUser, useUser } from '#web/lib/user-store';
import { StepFrame } from '#web/shell/step-frame';
import { PlaceholderAvatar } from './placeholder-avatar';
import './photo-step.css';
import { endpoints } from '#common/contract/endpoints';

/** The photo step: upload, preview, Remove; Continue only once a real picture exists. */
export default function PhotoStep() {
  const user = useUser();
  const [picture, setPicture] = useState<string | null>(user?.picture ?? null);
  const form = useFormAction({ trackAs: 'photo' });

  // a photo save failure that is not a field error is one general message
  function generalFailure(error: ApiError) {
    if (error.isValidation) return false;
    form.setErrors({ [GENERAL_ERROR_FIELD]: [SOMETHING_WENT_WRONG] });
    return true;
  }

  function save(files: File[]) {
    const [file] = files;
    if (!file) return;
    return form.run(async () => {
      const reply = await upload(endpoints.photos.profilePictureSave, file, { limit: imageUploadLimit });
      setPicture(reply.picture);
      await refreshUser().catch(() => null);
    }, generalFailure);
  }

  function remove() {
    return form.run(async () => {
      await call(endpoints.photos.profilePictureDelete, {});
      setPicture(null);
      await refreshUser().catch(() => null);
    }, generalFailure);
  }

  return (
    <StepFrame
      route="photo"
      heading="Add a profile image"
      intro={<p>A clear photo of you or your logo helps homeowners recognise and trust your business.</p>}
      showContinue={picture !== null}
      pending={form.pending}
      generalError={form.error(GENERAL_ERROR_FIELD)}
    >
      <div className="profile-picture">
        {/* "profile picture" names what the trader chose, not the element */}
        {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
        {picture ? <img className="profile-picture__image" src={picture} alt="Your profile picture" /> : <PlaceholderAvatar />}
        <div className="profile-picture__controls">
          <FileField
            name={UPLOAD_FIELD}
            label="Choose a picture"
            accept={IMAGE_ACCEPT}
            disabled={form.pending}
            hint="JPEG, PNG or WebP, up to 10 MB."
            errors={[form.error(UPLOAD_FIELD)].filter((message): message is string => Boolean(message))}
            onFiles={save}
          />
          {picture && (
            <Button variant="link" onClick={remove} disabled={form.pending}>
              Remove
            </Button>
          )}
        </div>
      </div>
    </StepFrame>
  );
}
