import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { CaptchaProvider } from './provider';
import type { CaptchaStore } from './store';

const CHALLENGE_TTL_MS = 10 * 60_000;
// SHA-256 with a known counter: the browser tries at most this many counters (about 0.1 s with
// WebCrypto at cost 1), and the server checks a solution with one HMAC via the key signature. The
// cost (SHA-256 rounds per try) multiplies the work; it is signed, so verify can trust it.
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 5_000;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal('SHA-256'),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

/** The widget's payload: base64 of `{ challenge, solution }` JSON; anything else is null. */
export function parseAltchaPayload(response: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(response, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface AltchaOptions {
  /** Master secret; the challenge and key signatures use keys derived from it. */
  hmacKey: string;
  /** Remembers used challenges so one solution passes once. */
  store: CaptchaStore;
}

export function createAltchaProvider({ hmacKey, store }: AltchaOptions): CaptchaProvider {
  const secret = (purpose: string) => createHmac('sha256', hmacKey).update(purpose).digest('hex');
  const hmacSignatureSecret = secret('altcha-challenge');
  const hmacKeySignatureSecret = secret('altcha-key');

  return {
    kind: 'altcha',
    siteKey: null,
    async challenge(options) {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: Math.max(1, Math.floor(options?.cost ?? 1)),
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { ...challenge };
    },
    async verify(response, _ip, options) {
      const payload = parseAltchaPayload(response);
      if (!payload) return false;
      // checked against the signature below: a challenge made cheaper than required is refused either way
      if (payload.challenge.parameters.cost < (options?.minCost ?? 1)) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (!result.verified) return false;
      const remainingMs = payload.challenge.parameters.expiresAt * 1000 - Date.now();
      // checked and signed above, so the signature names this challenge; a second use is a replay
      return store.claim(`altcha:${payload.challenge.signature}`, remainingMs + 60_000);
    },
  };
}
