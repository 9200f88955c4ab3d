import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { PHOTO_UNDO_SECONDS, type Photo } from '#common/contract/calls/photos';
import { endpoints } from '#common/contract/endpoints';
import { call } from '#web/lib/api';
import type { GridFocus } from './photo-grid';

export interface DeletedPhoto {
  photo: Photo;
  /** 1-based, as the grid named it. */
  position: number;
}

interface PhotoDeleteOptions {
  setPhotos: Dispatch<SetStateAction<Photo[] | null>>;
  reload: () => Promise<void>;
  announce: (text: string) => void;
}

/**
 * Deleting a gallery image without a question, with "Undo" for PHOTO_UNDO_SECONDS (decision 114): the
 * server keeps the image restorable a while; the offer waits while the trader is on it. A second press on the
 * same image while its delete is on its way does nothing.
 */
export function usePhotoDelete({ setPhotos, reload, announce }: PhotoDeleteOptions) {
  const [undo, setUndo] = useState<DeletedPhoto | null>(null);
  const [held, setHeld] = useState(false);
  const [focus, setFocus] = useState<GridFocus | null>(null);
  const deleting = useRef(new Set<number>());

  useEffect(() => {
    if (!undo || held) return;
    const timer = setTimeout(() => setUndo(null), PHOTO_UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [undo, held]);

  async function remove(photo: Photo, position: number) {
    if (deleting.current.has(photo.id)) return;
    deleting.current.add(photo.id);
    try {
      await call(endpoints.photos.photoDelete, {}, { params: { id: photo.id } });
      setPhotos((list) => list?.filter((shown) => shown.id !== photo.id) ?? null);
      setFocus({ index: position - 1 });
      setUndo({ photo, position });
      announce(`Image ${position} deleted. You can undo this for ${PHOTO_UNDO_SECONDS} seconds.`);
    } catch {
      await reload(); // the error popup said why; the list shows what the server holds
    } finally {
      deleting.current.delete(photo.id);
    }
  }

  async function restore() {
    if (!undo) return;
    const { photo, position } = undo;
    setUndo(null);
    setHeld(false);
    try {
      await call(endpoints.photos.photoRestore, {}, { params: { id: photo.id } });
    } catch {
      return; // the error popup says why (gone for good, or the gallery filled up)
    }
    await reload();
    setFocus({ photoId: photo.id });
    announce(`Image ${position} is back.`);
  }

  const focused = useCallback(() => setFocus(null), []);
  return { undo, focus, focused, remove, restore, hold: setHeld };
}
