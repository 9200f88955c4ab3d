import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { outboxMessage } from '../src/db/schema/index';

/** The newest message to a recipient, read the way a person reads their phone or inbox. */
export async function latestMessage(db: Database, recipient: string, channel: 'sms' | 'email') {
  const [row] = await db
    .select()
    .from(outboxMessage)
    .where(and(eq(outboxMessage.recipient, recipient), eq(outboxMessage.channel, channel)))
    .orderBy(desc(outboxMessage.id))
    .limit(1);
  return row;
}

export function codeIn(text: string): string {
  const match = /\b(\d{4})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no 4-digit code in: ${text}`);
  return match[1];
}

export function linkIn(text: string): string {
  const match = /(https?:\/\/\S+\/auth\/login-link\/\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no sign-in link in: ${text}`);
  return match[1];
}

/** The "This is not my account" link of a link e-mail to an unconfirmed account (decision 113). */
export function releaseLinkIn(text: string): string {
  const match = /(https?:\/\/\S+\/email-release\/\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no release link in: ${text}`);
  return match[1];
}

/** The review link of a trader's invitation e-mail (decision 139): the path, to open on the test app. */
export function reviewLinkIn(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/review\/[\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no review link in: ${text}`);
  return match[1];
}
