import type { FastifyInstance } from 'fastify';
import { identityErrorReasons } from '#common/contract/calls/identity';
import { HttpError } from '../lib/http-errors';
import { namesMatch } from '../lib/name-match';
import type { VerifiedName } from '../providers/identity/index';
import { createIdentityCheckRepo, type IdentityChange, type IdentityCheckRow } from '../repos/identity-check-repo';
import { createUserRepo } from '../repos/user-repo';
import { createVerificationRequestRepo } from '../repos/verification-request-repo';
import type { Executor } from '../db/client';

/** A provider event as the webhook route read it: Stripe's event object, its VerificationSession inside. */
export interface IdentityEvent {
  id: string;
  type: string;
  /** Unix seconds, when the provider created the event. */
  created: number;
  session: { id: string; lastErrorCode: string | null };
}

const EVENT_PREFIX = 'identity.verification_session.';
const OUTCOMES = ['processing', 'verified', 'requires_input', 'canceled'] as const;
type Outcome = (typeof OUTCOMES)[number];

function outcomeOf(type: string): Outcome | null {
  if (!type.startsWith(EVENT_PREFIX)) return null;
  const name = type.slice(EVENT_PREFIX.length);
  return OUTCOMES.find((outcome) => outcome === name) ?? null;
}

export function errorReasonFor(code: string): string {
  return code in identityErrorReasons ? identityErrorReasons[code as keyof typeof identityErrorReasons] : identityErrorReasons.other;
}

/** What a verified session's name does: passes the check, or (another name) waits for a reviewer (decision 138). */
async function verifiedChange(check: IdentityCheckRow, name: VerifiedName, at: Date, tx: Executor): Promise<IdentityChange> {
  const trader = await createUserRepo(tx).findById(check.userId, tx);
  const kept = { verifiedFirstName: name.firstName, verifiedLastName: name.lastName, lastErrorCode: null, lastErrorReason: null };
  if (trader && namesMatch(trader, name)) return { ...kept, status: 'verified', verifiedAt: at };
  const requests = createVerificationRequestRepo(tx);
  await requests.supersedePending(check.userId, 'identity', tx);
  await requests.insertPending({ userId: check.userId, kind: 'identity' }, tx);
  return { ...kept, status: 'processing', verifiedAt: null };
}

function failedChange(outcome: 'processing' | 'requires_input' | 'canceled', code: string | null): IdentityChange {
  if (outcome !== 'requires_input' || code === null) return { status: outcome, lastErrorCode: null, lastErrorReason: null };
  return { status: outcome, lastErrorCode: code, lastErrorReason: errorReasonFor(code) };
}

/**
 * Records what a signed provider event says of an identity check (decision 137), the one road by which a result
 * arrives. Each event id counts once (a replay changes nothing), an event of a session no longer standing or older
 * than one applied is ignored, and a check that passed stays passed.
 */
export async function recordIdentityEvent(app: FastifyInstance, event: IdentityEvent): Promise<'recorded' | 'ignored'> {
  const outcome = outcomeOf(event.type);
  if (!outcome) return 'ignored';
  // the name is asked of the provider, never read from the event or the browser; asked before the transaction opens
  const name = outcome === 'verified' ? await app.identity.verifiedName(event.session.id) : null;
  if (outcome === 'verified' && !name) {
    throw new HttpError(503, 'provider_unavailable', 'The verified session could not be read yet. Please send the event again.');
  }
  return app.db.transaction(async (tx) => {
    const checks = createIdentityCheckRepo(tx);
    if (!(await checks.firstDelivery(event.id, event.type, tx))) return 'ignored';
    const check = await checks.lockBySession(event.session.id, tx);
    const at = new Date(event.created * 1000);
    if (!check || check.status === 'verified' || (check.eventAt && at < check.eventAt)) return 'ignored';
    const change =
      outcome === 'verified' && name
        ? await verifiedChange(check, name, at, tx)
        : failedChange(outcome as Exclude<Outcome, 'verified'>, event.session.lastErrorCode);
    await checks.update(check.userId, { ...change, eventAt: at }, tx);
    return 'recorded';
  });
}
