import { createHmac, randomBytes } from 'node:crypto';
import type { IdentityProvider, IdentityStandIn, LocalIdentityOutcome, LocalIdentitySessions, StandInOutcome } from './provider';

/** Where the stand-in's hosted page lives (one path per session, its id the secret). */
export const LOCAL_IDENTITY_PAGE = '/local-stripe/identity';

/** The local stand-in's signing secret when STRIPE_WEBHOOK_SECRET is not set: derived from the app key. */
export function localWebhookSecret(appKey: string): string {
  return `whsec_${createHmac('sha256', appKey).update('local identity webhook').digest('hex')}`;
}

/** Stripe's test mode's outcomes, as the session records them (Stripe's own error codes). */
function repoOutcome(outcome: StandInOutcome): LocalIdentityOutcome {
  if (outcome.kind === 'verified') {
    return { status: 'verified', verifiedFirstName: outcome.firstName, verifiedLastName: outcome.lastName };
  }
  return {
    status: 'requires_input',
    lastErrorCode: outcome.kind === 'selfie_mismatch' ? 'selfie_face_mismatch' : 'document_unverified_other',
  };
}

/**
 * The default: Stripe Identity's test mode played by our own server (decision 137). Its page offers the test
 * outcomes and delivers each as Stripe would, a signed event to the app's webhook route.
 */
export function createLocalIdentityProvider(sessions: LocalIdentitySessions, webhookSecret: string): IdentityProvider {
  const standIn: IdentityStandIn = {
    async session(id) {
      return (await sessions.find(id)) ?? null;
    },
    async finish(id, outcome) {
      return (await sessions.finish(id, repoOutcome(outcome))) ?? null;
    },
  };
  return {
    kind: 'local',
    webhookSecret,
    standIn,
    async createSession({ userId, firstName, lastName }) {
      const id = `vs_local_${randomBytes(16).toString('hex')}`;
      await sessions.insert({ id, userId, firstName, lastName });
      return { id, url: `${LOCAL_IDENTITY_PAGE}/${id}` };
    },
    async verifiedName(sessionId) {
      const row = await sessions.find(sessionId);
      if (row?.status !== 'verified') return null;
      return { firstName: row.verifiedFirstName ?? '', lastName: row.verifiedLastName ?? '' };
    },
  };
}
