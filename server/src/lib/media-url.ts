/** Where GET /media/:key serves stored images from (routes/media/media.ts). */
export const MEDIA_ROUTE = '/media/:key';

/** The public address of a stored image: a path on this server, whatever the storage behind it. */
export function mediaUrl(key: string): string {
  return `/media/${encodeURIComponent(key)}`;
}
