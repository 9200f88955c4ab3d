import type { SmsTransport } from './provider';

export interface HttpSmsOptions {
  url: string;
  apiKey: string;
  from: string;
  timeoutMs?: number;
}

/**
 * A plain JSON gateway: POST { to, from, body } with a bearer key; any non-2xx is a failure.
 * The message's idempotency key goes in the `Idempotency-Key` header, so a gateway that honours it
 * sends a message that reaches it twice (after a worker's crash) once.
 * The error names only the status, never the key or the reply body.
 */
export function createHttpSmsTransport(options: HttpSmsOptions): SmsTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'sms-http',
    async send(message, key) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${options.apiKey}`,
          'idempotency-key': key.idempotencyKey,
        },
        body: JSON.stringify({ to: message.to, from: options.from, body: message.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`);
    },
  };
}
