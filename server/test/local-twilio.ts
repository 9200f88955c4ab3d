import { eq } from 'drizzle-orm';
import { localTwilioMessage, outboxMessage } from '../src/db/schema/index';
import { twilioSignature } from '../src/lib/twilio-signature';
import { freePort } from './free-port';
import { createTestApp, LIMITS_LIFTED, type TestApp } from './test-app';

export const TWILIO_AUTH_TOKEN = 'local-twilio-auth-token';
export const TWILIO_SENDER = '+447700900000';

/**
 * The app listening on a port of its own, its texts going through the Twilio adapter to its own local stand-in
 * (/local-twilio), whose signed receipts come back to /webhooks/sms/status: the whole round trip, offline.
 */
export async function createTwilioTestApp(): Promise<TestApp & { baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({
    ...LIMITS_LIFTED,
    APP_URL: baseUrl,
    TWILIO_ACCOUNT_SID: 'AClocal0000000000000000000000000000',
    TWILIO_AUTH_TOKEN,
    TWILIO_FROM: TWILIO_SENDER,
    TWILIO_API_BASE: `${baseUrl}/local-twilio`,
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return { ...testApp, baseUrl };
}

/** Writes a text to the outbox, as an action would; resolves to its row id. */
export async function queueText(testApp: TestApp, to: string, body: string): Promise<number> {
  const id = await testApp.app.outbox.enqueue({ channel: 'sms', recipient: to, template: 'test-text', textBody: body });
  if (id === null) throw new Error('the text was not queued');
  return id;
}

export async function outboxRow(testApp: TestApp, id: number) {
  const [row] = await testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** What the stand-in took to send to a number (refused requests left out), oldest first. */
export async function standInMessages(testApp: TestApp, to: string) {
  const rows = await testApp.database.db.select().from(localTwilioMessage).where(eq(localTwilioMessage.toNumber, to));
  return rows.filter((row) => row.sid !== null).sort((a, b) => a.id - b.id);
}

/** A receipt as Twilio posts it, signed for `signedUrl` (the URL Twilio was given, unless a test says otherwise). */
export function receipt(baseUrl: string, key: string, params: Record<string, string>, signedUrl?: string) {
  const path = `/webhooks/sms/status?key=${encodeURIComponent(key)}`;
  return {
    method: 'POST' as const,
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(TWILIO_AUTH_TOKEN, signedUrl ?? `${baseUrl}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  };
}
