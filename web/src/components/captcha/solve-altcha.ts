import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

const SOLVE_TIMEOUT_MS = 30_000;

function isChallenge(value: Record<string, unknown>): value is Record<string, unknown> & Challenge {
  const { parameters, signature } = value;
  return typeof parameters === 'object' && parameters !== null && typeof signature === 'string';
}

/**
 * Solves the server's ALTCHA proof of work with WebCrypto (altcha-lib's web SHA, no Node modules)
 * and returns what the server verifies: base64 of `{ challenge, solution }`. Null when aborted.
 */
export async function solveAltcha(challenge: Record<string, unknown>, signal: AbortSignal): Promise<string | null> {
  if (!isChallenge(challenge)) throw new Error('The captcha challenge is malformed.');
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  if (!solution || signal.aborted) return null;
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return btoa(JSON.stringify(payload));
}
