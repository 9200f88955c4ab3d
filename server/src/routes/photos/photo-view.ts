import type { Photo } from '#common/contract/calls/photos';
import { mediaUrl } from '#server/lib/media-url';
import type { PhotoRow } from '#server/repos/photo-repo';

/** A photo's id and picture, plus the thumbnail the grid shows. */
export function photoView(row: PhotoRow): Photo {
  return { id: row.id, picture: mediaUrl(row.storageKey), thumbnail: mediaUrl(row.thumbnailKey) };
}
