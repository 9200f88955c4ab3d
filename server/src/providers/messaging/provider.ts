export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface SmsMessage {
  to: string;
  body: string;
}

/**
 * Which outbox message a send is. The same message sent twice (a worker that died mid-send, then another's
 * retry) carries the same key, so a provider that honours it delivers the message once.
 */
export interface DeliveryKey {
  idempotencyKey: string;
  outboxId: number;
}

/** Hands one e-mail to the outside world; throws when it was not accepted. */
export interface EmailTransport {
  readonly name: string;
  send: (message: EmailMessage, key: DeliveryKey) => Promise<void>;
}

/** Hands one SMS to the outside world; throws when it was not accepted. */
export interface SmsTransport {
  readonly name: string;
  send: (message: SmsMessage, key: DeliveryKey) => Promise<void>;
}

/**
 * Where the offline transports record what they delivered (the `message_delivery` table), handed to them by
 * whoever builds them, since a provider imports no repo. A second record with the same key only counts an attempt.
 */
export interface DeliveryLog {
  record: (delivery: DeliveryKey & { channel: 'sms' | 'email'; recipient: string }) => Promise<unknown>;
}

export interface MessagingProviders {
  email: EmailTransport;
  sms: SmsTransport;
}
