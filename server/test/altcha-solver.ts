import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Visitor } from './test-app';

/** Fetches a challenge as the widget does (optionally for a number) and returns it with its cost. */
export async function fetchChallenge(visitor: Visitor, phone?: string): Promise<{ challenge: Challenge; cost: number }> {
  const query = phone ? `?phone_number=${encodeURIComponent(phone)}` : '';
  const challenge = (await visitor.get(`/auth/captcha/challenge${query}`)).json().challenge as Challenge;
  return { challenge, cost: challenge.parameters.cost };
}

/** Solves it the way a script would (Node's SHA-256) and returns the `recaptcha_response` the widget sends. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the ALTCHA challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
