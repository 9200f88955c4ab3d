import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { session, staffMember, user, verificationRequest } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { randomToken, sha256 } from '../src/lib/tokens';
import { STAFF_COOKIE } from '../src/plugins/staff-sessions';
import { newPrivateStorageKey } from '../src/providers/storage/index';
import { Visitor, type TestApp } from './test-app';
import { latestMessage } from './outbox-reader';

export const STAFF_PASSWORD = 'Review-Desk-Passphrase-2024';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
}

/** A staff member inserted directly (hashing as the staff:create command does); unique e-mail per call. */
export async function createStaff(db: Database, overrides: { disabled?: boolean } = {}): Promise<TestStaff> {
  const email = `reviewer-${randomUUID()}@tradespace.test`;
  const [row] = await db
    .insert(staffMember)
    .values({ email, passwordHash: await hashPassword(STAFF_PASSWORD), disabledAt: overrides.disabled ? new Date() : null })
    .returning();
  if (!row) throw new Error('inserting the test staff member returned no row');
  return { id: row.id, email, password: STAFF_PASSWORD };
}

/** The 6-digit code of the newest e-mail to a staff member, read as they would read it. */
export async function staffCodeFor(db: Database, email: string): Promise<string> {
  const message = await latestMessage(db, email, 'email');
  const match = /\b(\d{6})\b/.exec(message?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no 6-digit code e-mailed to ${email}`);
  return match[1];
}

/** A visitor of /admin, with the visit's cookies (CSRF) and no sign-in yet. */
export async function adminVisitor(testApp: TestApp, remoteAddress?: string): Promise<Visitor> {
  const visitor = new Visitor(testApp.app, remoteAddress);
  await visitor.open('/admin');
  return visitor;
}

/** Signs a visitor in through both factors, as a person at /admin would. */
export async function signInThroughAdmin(testApp: TestApp, staff: TestStaff, visitor?: Visitor): Promise<Visitor> {
  const admin = visitor ?? (await adminVisitor(testApp));
  const login = await admin.post('/v1/admin/login', { email_address: staff.email, password: staff.password });
  if (login.statusCode !== 200) throw new Error(`staff password step failed: ${login.body}`);
  const code = await admin.post('/v1/admin/login/code', { code: await staffCodeFor(testApp.database.db, staff.email) });
  if (code.statusCode !== 200) throw new Error(`staff code step failed: ${code.body}`);
  return admin;
}

/** A staff session stored the way plugins/staff-sessions.ts stores one, quicker than both factors. */
export async function signedInStaff(testApp: TestApp, staff?: TestStaff): Promise<{ staff: TestStaff; visitor: Visitor }> {
  const member = staff ?? (await createStaff(testApp.database.db));
  const token = randomToken();
  await testApp.database.db.insert(session).values({
    id: sha256(token),
    userId: null,
    csrfToken: randomToken(),
    data: { kind: 'staff', staffId: member.id, stage: 'signed_in', codeId: null },
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  const visitor = await adminVisitor(testApp);
  visitor.cookies.set(STAFF_COOKIE, token);
  return { staff: member, visitor };
}

/** A gas number waiting for review, as the gas step leaves it. */
export async function pendingGasRequest(db: Database, userId: number, gasNumber = '1234567', createdAt = new Date()) {
  await db.update(user).set({ gasNumber, gasStatus: 'provided' }).where(eq(user.id, userId));
  const [row] = await db.insert(verificationRequest).values({ userId, kind: 'gas', gasNumber, createdAt }).returning();
  if (!row) throw new Error('inserting the gas request returned no row');
  return row;
}

/** A certificate waiting for review, stored privately as the electric step leaves it. */
export async function pendingCertificate(
  testApp: TestApp,
  userId: number,
  bytes: Buffer,
  contentType = 'application/pdf',
  createdAt = new Date(),
) {
  const extension = contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg';
  const documentKey = newPrivateStorageKey(extension);
  await testApp.app.storage.put(documentKey, bytes, contentType);
  const { db } = testApp.database;
  await db.update(user).set({ electricStatus: 'provided' }).where(eq(user.id, userId));
  const [row] = await db
    .insert(verificationRequest)
    .values({ userId, kind: 'electric', documentKey, documentType: contentType, documentBytes: bytes.length, createdAt })
    .returning();
  if (!row) throw new Error('inserting the certificate request returned no row');
  return row;
}
