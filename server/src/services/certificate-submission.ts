import type { FastifyBaseLogger } from 'fastify';
import { certificateMessages, MAX_CERTIFICATE_BYTES } from '#common/contract/calls/verification';
import { UPLOAD_FIELD } from '#common/contract/define-call';
import type { Database } from '../db/client';
import { CertificateRejected, checkCertificate, type CertificateKind } from '../lib/certificate-check';
import { CertificateImageUnreadable, reencodeCertificateImage } from '../lib/certificate-image';
import { DecodeSlotsBusy, type DecodeSlots } from '../lib/decode-slots';
import { fieldError, HttpError } from '../lib/http-errors';
import type { UploadRules } from '../lib/read-upload';
import { newPrivateStorageKey, type Storage } from '../providers/storage/index';
import { createUserRepo } from '../repos/user-repo';
import { createVerificationRequestRepo } from '../repos/verification-request-repo';
import { BUSY_RETRY_AFTER_SECONDS, removeStoredFiles } from './stored-images';

export const certificateUploadRules: UploadRules = { maxBytes: MAX_CERTIFICATE_BYTES, messages: certificateMessages };

/** Refuses, before the file is read, a trader who has no certificate to give (422 under `file`). */
export async function assertMayUploadCertificate(db: Database, userId: number): Promise<void> {
  const view = await createUserRepo(db).findView(userId);
  if (!view) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
  if (!view.verified.electric_recommended) throw fieldError(UPLOAD_FIELD, certificateMessages.notElectrician);
  if (view.verified.electric) throw fieldError(UPLOAD_FIELD, certificateMessages.alreadyVerified);
}

/**
 * What is stored of an accepted certificate: a checked PDF as uploaded, a picture re-encoded
 * without its camera and location data (decision 066). Refusals are
 * 422s under `file`; no free decoding slot in time is a 503 with Retry-After.
 */
export async function storableCertificate(upload: Buffer, slots: DecodeSlots): Promise<{ kind: CertificateKind; bytes: Buffer }> {
  try {
    const kind = await checkCertificate(upload);
    if (kind.contentType === 'application/pdf') return { kind, bytes: upload };
    const format = kind.contentType === 'image/jpeg' ? 'jpeg' : 'png';
    return { kind, bytes: await reencodeCertificateImage(upload, format, slots) };
  } catch (error) {
    if (error instanceof CertificateRejected) throw fieldError(UPLOAD_FIELD, error.message);
    // a header that reads well over a body that does not decode
    if (error instanceof CertificateImageUnreadable) throw fieldError(UPLOAD_FIELD, certificateMessages.wrongType);
    if (error instanceof DecodeSlotsBusy) {
      throw new HttpError(503, 'busy', certificateMessages.busy, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
    }
    throw error;
  }
}

/**
 * Stores the certificate under a private key (never served by /media) and puts it up for staff
 * review: older pending certificates are superseded, the user row shows it as provided. A refused
 * file stores nothing; a failed save deletes what was stored.
 */
export async function submitCertificate(
  app: { db: Database; storage: Storage; decodeSlots: DecodeSlots },
  userId: number,
  upload: Buffer,
  log: FastifyBaseLogger,
): Promise<void> {
  const { kind, bytes } = await storableCertificate(upload, app.decodeSlots);
  const key = newPrivateStorageKey(kind.extension);
  await app.storage.put(key, bytes, kind.contentType);
  try {
    await app.db.transaction(async (tx) => {
      const users = createUserRepo(tx);
      const requests = createVerificationRequestRepo(tx);
      const trader = await users.lockById(userId, tx);
      if (!trader) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
      // verified by staff while this file was on its way
      if (trader.electricStatus === 'verified') throw fieldError(UPLOAD_FIELD, certificateMessages.alreadyVerified);
      await requests.supersedePending(userId, 'electric', tx);
      await requests.insertPending(
        { userId, kind: 'electric', documentKey: key, documentType: kind.contentType, documentBytes: bytes.length },
        tx,
      );
      await users.setElectricProvided(userId, tx);
    });
  } catch (error) {
    await removeStoredFiles(app.storage, [key], log);
    throw error;
  }
}
