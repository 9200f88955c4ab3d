import { z } from 'zod';
import { defineCall } from '../define-call';
import { rowId } from '../fields';

// Size and type rules: decision 025
export const MAX_PHOTOS = 30;
/** The largest image file the server reads; the browser refuses a larger one before sending it, in the same words. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The file chooser's filter; the server judges the content, not this. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Decompression-bomb guard, judged from the file's header before decoding (decision 061). */
export const MAX_IMAGE_MEGAPIXELS = 40;
const pixelCount = new Intl.NumberFormat('en-GB');
/** "10,000 × 10,000 pixels", as a refusal quotes a picture's size. */
export function pixelSize(width: number, height: number): string {
  return `${pixelCount.format(width)} × ${pixelCount.format(height)} pixels`;
}
export const imageMessages = {
  missing: 'Please choose an image to upload.',
  oneAtATime: 'Please upload one image at a time.',
  tooLarge: 'The image may not be larger than 10 MB.',
  notAnImage: 'The file must be a JPEG, PNG or WebP image.',
  tooManyPixels: (width: number, height: number) =>
    `This picture is too big (${pixelSize(width, height)}). Please upload a smaller one, at most ${MAX_IMAGE_MEGAPIXELS} megapixels: a photo from a phone camera on its normal setting is fine.`,
  /** 503 while other pictures take the server's decoding slots (decision 061). */
  busy: 'We are busy processing other pictures. Please try again in a minute.',
  tooManyPhotos: `You can upload up to ${MAX_PHOTOS} images.`,
  /** In place of the gallery's upload control once it holds MAX_PHOTOS. */
  galleryFull: `Your gallery is full: it holds ${MAX_PHOTOS} images, the most it can. Delete one to add another.`,
} as const;
/** The size rule the browser checks before an image goes up (lib/upload.ts `limit`). */
export const imageUploadLimit = { maxBytes: MAX_IMAGE_BYTES, tooLarge: imageMessages.tooLarge } as const;

export const profilePictureSave = defineCall({
  method: 'POST',
  path: '/v1/account/settings/profile-picture/save',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ success: z.literal(true), picture: z.string() }),
  multipart: true,
});

/** Not in the spec: the photo step's Remove link (decision 024). */
export const profilePictureDelete = defineCall({
  method: 'POST',
  path: '/v1/account/settings/profile-picture/delete',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});

export const photo = z.object({ id: z.number(), picture: z.string(), thumbnail: z.string() });
export type Photo = z.infer<typeof photo>;

export const photoList = defineCall({
  method: 'GET',
  path: '/v1/account/photos',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ photos: z.array(photo) }),
});

export const photoUpload = defineCall({
  method: 'POST',
  path: '/v1/account/photos',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ success: z.literal(true), photo }),
  multipart: true,
});

/** How long the gallery offers "Undo" after a delete (decision 114). */
export const PHOTO_UNDO_SECONDS = 15;
/** How long the server keeps a deleted image restorable: the Undo window with room for a slow line. */
export const PHOTO_RESTORE_SECONDS = 60;
export const PHOTO_GONE = 'This image was deleted for good and can no longer be brought back.';

export const photoDelete = defineCall({
  method: 'POST',
  path: '/v1/account/photos/:id/delete',
  auth: 'trader',
  params: z.object({ id: rowId }),
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});

/** "Undo" after a delete, within PHOTO_RESTORE_SECONDS (decision 114): the image comes back in its place. */
export const photoRestore = defineCall({
  method: 'POST',
  path: '/v1/account/photos/:id/restore',
  auth: 'trader',
  params: z.object({ id: rowId }),
  input: z.object({}),
  output: z.object({ success: z.literal(true), photo }),
});
