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
  /** Which try this is (1 for the first); a later one may find the message already accepted by an earlier try. */
  attempt?: number;
  /** When the message was written to the outbox: no earlier copy of it can exist at the provider. */
  queuedAt?: Date;
}

/** What a provider that reports back said when it took a text: its id for the message. */
export interface SmsAccepted {
  providerMessageId: string;
}

/**
 * A send the provider refused for good: trying again cannot help (a number that is not a mobile, a bad sender).
 * `errorCode` is the provider's (Twilio's 21614 …); the outbox gives the message up at once.
 */
export class PermanentDeliveryFailure extends Error {
  constructor(
    message: string,
    readonly errorCode: number | null,
  ) {
    super(message);
    this.name = 'PermanentDeliveryFailure';
  }
}

/** Hands one e-mail to the outside world; throws when it was not accepted. */
export interface EmailTransport {
  readonly name: string;
  send: (message: EmailMessage, key: DeliveryKey) => Promise<void>;
}

/**
 * Hands one SMS to the outside world; throws when it was not accepted (PermanentDeliveryFailure when trying
 * again cannot help). A provider that reports back resolves to its id for the message.
 */
export interface SmsTransport {
  readonly name: string;
  send: (message: SmsMessage, key: DeliveryKey) => Promise<SmsAccepted | void>;
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
