import { randomBytes } from 'node:crypto';
import { addDays, londonToday } from '#common/calendar-date';
import { addMonths } from '#common/contract/calls/insurance';
import { verificationRequest } from '../src/db/schema/index';
import { newPrivateStorageKey } from '../src/providers/storage/index';
import type { TestApp } from './test-app';
import { certificatePdf } from './test-certificates';

/** The fields of a certificate a trader might send: a year's policy from today. */
export function goodInsuranceFields(overrides: Record<string, string> = {}): Record<string, string> {
  return { insurer: 'Hiscox', policy_number: 'PL-2026/123456', cover: '2000000', expires_on: addMonths(londonToday(), 12), ...overrides };
}

/** A multipart body as the form sends it: the text fields, then the file (none when `file` is null). */
export function insuranceForm(
  fields: Record<string, string>,
  file: { bytes: Buffer; filename?: string; contentType?: string } | null = { bytes: certificatePdf() },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tradespace-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'insurance.pdf'}"\r\nContent-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface StoredInsurance {
  status?: 'pending' | 'approved' | 'rejected' | 'expired';
  /** Days from London's today to the policy's last day. */
  daysLeft?: number;
  cover?: number;
  insurer?: string;
  createdAt?: Date;
}

/** A certificate as the insurance call (and a staff decision) leaves it, stored privately. */
export async function storedInsurance(testApp: TestApp, userId: number, options: StoredInsurance = {}) {
  const documentKey = newPrivateStorageKey('pdf');
  const bytes = certificatePdf();
  await testApp.app.storage.put(documentKey, bytes, 'application/pdf');
  const status = options.status ?? 'pending';
  const [row] = await testApp.database.db
    .insert(verificationRequest)
    .values({
      userId,
      kind: 'insurance',
      status,
      insurer: options.insurer ?? 'Hiscox',
      policyNumber: 'PL-2026/123456',
      cover: options.cover ?? 2_000_000,
      expiresOn: addDays(londonToday(), options.daysLeft ?? 365),
      documentKey,
      documentType: 'application/pdf',
      documentBytes: bytes.length,
      decidedAt: status === 'pending' ? null : new Date(),
      createdAt: options.createdAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('inserting the insurance request returned no row');
  return row;
}
