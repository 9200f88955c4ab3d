import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { UPLOAD_FIELD } from '#common/contract/define-call';
import { certificateMessages } from '#common/contract/calls/verification';
import { insuranceFields, type InsuranceView } from '#common/contract/calls/insurance';
import { sitePages } from '#common/routes';
import type { FieldErrors } from '#common/contract/errors';
import type { Database } from '../db/client';
import { appUrl } from '../env';
import type { DecodeSlots } from '../lib/decode-slots';
import { HttpError, ValidationError } from '../lib/http-errors';
import type { UploadWithFields } from '../lib/read-upload';
import { checkInput } from '../lib/validator-compiler';
import { newPrivateStorageKey, type Storage } from '../providers/storage/index';
import { createInsuranceRepo, type InsuranceDetails, type InsuranceRow } from '../repos/insurance-repo';
import { createUserRepo } from '../repos/user-repo';
import { storableCertificate } from './certificate-submission';
import { removeStoredFiles } from './stored-images';

/** Where the e-mails send a trader to upload a certificate: the insurance section of /my-account. */
export function insuranceAccountUrl(app: FastifyInstance): string {
  return `${appUrl(app.env)}${sitePages.myAccount}#insurance`;
}

/** The fields' problems and the file's together, each under its own name, in one 422. */
async function checkedSubmission(sent: UploadWithFields, slots: DecodeSlots) {
  const errors: FieldErrors = {};
  const fields = checkInput(insuranceFields, sent.fields);
  if (!fields.ok) Object.assign(errors, fields.errors);
  let document: Awaited<ReturnType<typeof storableCertificate>> | null = null;
  if (!sent.file) errors[UPLOAD_FIELD] = [certificateMessages.missing];
  else {
    try {
      document = await storableCertificate(sent.file, slots);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      Object.assign(errors, error.errors);
    }
  }
  if (!fields.ok || !document) throw new ValidationError(errors);
  const { insurer, policy_number, cover, expires_on } = fields.value;
  const details: InsuranceDetails = { insurer, policyNumber: policy_number, cover, expiresOn: expires_on };
  return { details, document };
}

/**
 * Stores the certificate under a private key (never served by /media) and puts it up for staff review with its
 * details: an older certificate waiting for review is superseded; an approved one stands until this one is approved
 * (decision 135). A refusal stores nothing; a failed save deletes what was stored.
 */
export async function submitInsurance(
  app: { db: Database; storage: Storage; decodeSlots: DecodeSlots },
  userId: number,
  sent: UploadWithFields,
  log: FastifyBaseLogger,
): Promise<InsuranceRow> {
  const { details, document } = await checkedSubmission(sent, app.decodeSlots);
  const key = newPrivateStorageKey(document.kind.extension);
  await app.storage.put(key, document.bytes, document.kind.contentType);
  try {
    return await app.db.transaction(async (tx) => {
      // the trader's row first, as a staff decision locks it: the two never wait on each other
      if (!(await createUserRepo(tx).lockById(userId, tx))) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
      const insurance = createInsuranceRepo(tx);
      await insurance.supersedePending(userId, tx);
      const stored = { documentKey: key, documentType: document.kind.contentType, documentBytes: document.bytes.length };
      return insurance.insertPending(userId, details, stored, tx);
    });
  } catch (error) {
    await removeStoredFiles(app.storage, [key], log);
    throw error;
  }
}

/** The trader's newest certificate as the API shows it; null before the first. */
export function insuranceViewOf(row: InsuranceRow | undefined): InsuranceView | null {
  if (!row || row.insurer === null || row.policyNumber === null || row.cover === null || row.expiresOn === null) return null;
  const status = row.status === 'replaced' ? 'approved' : row.status;
  if (status === 'superseded') return null;
  return {
    status,
    insurer: row.insurer,
    policy_number: row.policyNumber,
    cover: row.cover,
    expires_on: row.expiresOn,
    reason: row.status === 'rejected' ? row.reason : null,
  };
}
