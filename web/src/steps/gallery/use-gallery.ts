import { useCallback, useEffect, useRef, useState } from 'react';
import { imageMessages, imageUploadLimit, MAX_PHOTOS, type Photo } from '#common/contract/calls/photos';
import { SOMETHING_WENT_WRONG } from '#common/contract/errors';
import { UPLOAD_FIELD } from '#common/contract/define-call';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import { track } from '#web/lib/tracking';
import { upload } from '#web/lib/upload';
import { endpoints } from '#common/contract/endpoints';
import { usePhotoDelete } from './use-photo-delete';

export interface UploadItem {
  id: number;
  name: string;
  /** 0 to 1: the share of the file sent so far. */
  progress: number;
}

/** A refused file shows the server's text, any other failure the general one. */
function uploadMessage(error: unknown): string {
  if (!isApiError(error) || !error.isValidation) return SOMETHING_WENT_WRONG;
  return error.firstError(UPLOAD_FIELD) ?? Object.values(error.fieldErrors)[0]?.[0] ?? SOMETHING_WENT_WRONG;
}

/** The gallery's list, its uploads (one request per file, each with progress) and their errors. */
export function useGallery() {
  const [photos, setPhotos] = useState<Photo[] | null>(null);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const lastId = useRef(0);

  const reload = useCallback(async () => {
    const reply = await call(endpoints.photos.photoList, {}).catch(() => null);
    setPhotos((current) => reply?.photos ?? current ?? []);
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function uploadOne(file: File): Promise<boolean> {
    const id = (lastId.current += 1);
    setUploads((list) => [...list, { id, name: file.name, progress: 0 }]);
    const onProgress = (progress: number) => setUploads((list) => list.map((item) => (item.id === id ? { ...item, progress } : item)));
    try {
      const { photo } = await upload(endpoints.photos.photoUpload, file, { onProgress, limit: imageUploadLimit });
      setPhotos((list) => [photo, ...(list ?? [])]);
      track('gallery', 'saved');
      return true;
    } catch (error) {
      setErrors((list) => [...list, `${file.name}: ${uploadMessage(error)}`]);
      track('gallery', 'saved.error', { status: isApiError(error) ? error.status : null });
      return false;
    } finally {
      setUploads((list) => list.filter((item) => item.id !== id));
    }
  }

  async function add(chosen: File[]) {
    // files past the gallery's room are refused here, as the server would refuse them
    const room = Math.max(0, MAX_PHOTOS - (photos?.length ?? 0));
    const files = chosen.slice(0, room);
    setErrors(chosen.slice(room).map((file) => `${file.name}: ${imageMessages.tooManyPhotos}`));
    if (files.length === 0) return;
    setAnnouncement(files.length === 1 ? `Uploading ${files[0]?.name ?? 'one image'}.` : `Uploading ${files.length} images.`);
    const results = await Promise.all(files.map(uploadOne));
    const done = results.filter(Boolean).length;
    setAnnouncement(`${done} of ${files.length} ${files.length === 1 ? 'image' : 'images'} uploaded.`);
    if (done > 0) await reload(); // parallel uploads finish in any order: the server's order is newest first
  }

  const deletes = usePhotoDelete({ setPhotos, reload, announce: setAnnouncement });

  /** At MAX_PHOTOS the upload control gives way to a sentence saying why. */
  const full = photos !== null && photos.length >= MAX_PHOTOS;
  return { photos, uploads, errors, announcement, full, add, deletes };
}
