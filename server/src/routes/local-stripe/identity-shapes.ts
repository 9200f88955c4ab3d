import { randomBytes } from 'node:crypto';
import type { StandInSession } from '#server/providers/identity/index';

/** Stripe's own words for its test outcomes' errors. */
const STRIPE_REASONS: Record<string, string> = {
  document_unverified_other: 'The document was unreadable.',
  selfie_face_mismatch: 'The provided photo did not match the face on the document.',
};

/** A VerificationSession in Stripe's shape: type document, a matching selfie required, and no verified outputs inline. */
export function verificationSessionJson(session: StandInSession) {
  return {
    id: session.id,
    object: 'identity.verification_session',
    type: 'document',
    livemode: false,
    status: session.status,
    last_error: session.lastErrorCode ? { code: session.lastErrorCode, reason: STRIPE_REASONS[session.lastErrorCode] ?? null } : null,
    options: { document: { require_matching_selfie: true } },
    metadata: { user_id: String(session.userId) },
    url: null,
  };
}

/** The event Stripe sends when a session reaches this state: `identity.verification_session.<status>`. */
export function sessionEventJson(session: StandInSession, now = new Date()) {
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    type: `identity.verification_session.${session.status}`,
    data: { object: verificationSessionJson(session) },
  };
}
