import { z } from 'zod';
import type { CaptchaProvider } from './provider';

export interface RecaptchaOptions {
  siteKey: string;
  secretKey: string;
  /** Google's siteverify endpoint; tests point it at a local fake. */
  verifyUrl: string;
  timeoutMs?: number;
}

const siteverifyReply = z.object({ success: z.boolean() });

/** reCAPTCHA v2 checkbox: the browser renders Google's widget, the server asks siteverify. */
export function createRecaptchaProvider(options: RecaptchaOptions): CaptchaProvider {
  return {
    kind: 'recaptcha',
    siteKey: options.siteKey,
    async challenge() {
      return null;
    },
    async verify(response, ip) {
      if (!response) return false;
      const body = new URLSearchParams({ secret: options.secretKey, response, remoteip: ip });
      // a network failure or an error page is an outage, not a robot: let it reach the error handler
      const reply = await fetch(options.verifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!reply.ok) throw new Error(`reCAPTCHA siteverify answered HTTP ${reply.status}`);
      const parsed = siteverifyReply.safeParse(await reply.json());
      if (!parsed.success) throw new Error('reCAPTCHA siteverify sent an unexpected reply');
      return parsed.data.success;
    },
  };
}
