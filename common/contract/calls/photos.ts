import { z } from 'zod';
import { defineCall } from '../define-call';

// spec setup-steps §5 leaves size and type rules open: docs/decisions/025-image-uploads.md
export const MAX_PHOTOS = 30;
/** The file chooser's filter; the server judges the content, not this. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const imageMessages = {
  missing: 'Please choose an image to upload.',
  oneAtATime: 'Please upload one image at a time.',
  tooLarge: 'The image may not be larger than 10 MB.',
  notAnImage: 'The file must be a JPEG, PNG or WebP image.',
  tooManyPixels: 'The image may not be larger than 100 megapixels.',
  tooManyPhotos: `You can upload up to ${MAX_PHOTOS} images.`,
} as const;

export const profilePictureSave = defineCall({
  method: 'POST',
  path: '/v1/account/settings/profile-picture/save',
  input: z.object({}),
  output: z.object({ success: z.literal(true), picture: z.string() }),
  multipart: true,
});

/** Not in the spec: the photo step's Remove link (docs/decisions/024-profile-picture-remove.md). */
export const profilePictureDelete = defineCall({
  method: 'POST',
  path: '/v1/account/settings/profile-picture/delete',
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});

export const photo = z.object({ id: z.number(), picture: z.string(), thumbnail: z.string() });
export type Photo = z.infer<typeof photo>;

export const photoList = defineCall({
  method: 'GET',
  path: '/v1/account/photos',
  input: z.object({}),
  output: z.object({ photos: z.array(photo) }),
});

export const photoUpload = defineCall({
  method: 'POST',
  path: '/v1/account/photos',
  input: z.object({}),
  output: z.object({ success: z.literal(true), photo }),
  multipart: true,
});

export const photoDelete = defineCall({
  method: 'POST',
  path: '/v1/account/photos/:id/delete',
  params: z.object({ id: z.coerce.number().int().positive() }),
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});
