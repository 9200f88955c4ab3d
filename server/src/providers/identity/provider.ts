/** A hosted check as our server needs it: its id and the address the trader opens. */
export interface IdentitySession {
  id: string;
  url: string;
}

export interface VerifiedName {
  firstName: string;
  lastName: string;
}

/**
 * The identity check (decision 137): Stripe Identity's VerificationSession (type document, a matching selfie
 * required), or the local stand-in that plays it. The result comes only from the signed webhook event, which is
 * checked with `webhookSecret`; the name read from the document is asked of the provider once the event says verified.
 */
export interface IdentityProvider {
  readonly kind: 'local' | 'stripe';
  /** The secret the provider signs its webhook events with. */
  readonly webhookSecret: string;
  createSession: (options: { userId: number; firstName: string; lastName: string; returnUrl: string }) => Promise<IdentitySession>;
  /** The name on the document of a verified session; null when the session is not verified (or unknown). */
  verifiedName: (sessionId: string) => Promise<VerifiedName | null>;
  /** The local stand-in's hosted page's side; null with Stripe. */
  readonly standIn: IdentityStandIn | null;
}

/** What the tester picks on the stand-in page, as Stripe's test mode offers it. */
export type StandInOutcome =
  { kind: 'verified'; firstName: string; lastName: string } | { kind: 'document_unreadable' } | { kind: 'selfie_mismatch' };

export interface StandInSession {
  id: string;
  userId: number;
  /** The account's name when the check began: the stand-in's "document" carries it unless the tester changes it. */
  firstName: string;
  lastName: string;
  status: 'requires_input' | 'processing' | 'verified' | 'canceled';
  lastErrorCode: string | null;
}

/** The local stand-in's side of Stripe's servers: its sessions and the end the tester chose. */
export interface IdentityStandIn {
  session: (id: string) => Promise<StandInSession | null>;
  /** Ends a session still open; null when it had ended already (a second press changes nothing). */
  finish: (id: string, outcome: StandInOutcome) => Promise<StandInSession | null>;
}

/** What the local stand-in's session ends as, in Stripe's own error codes. */
export type LocalIdentityOutcome =
  | { status: 'verified'; verifiedFirstName: string; verifiedLastName: string }
  | { status: 'requires_input'; lastErrorCode: string }
  | { status: 'canceled' };

/** A stand-in session as kept: what Stripe's servers would keep. */
export interface LocalIdentityRecord extends StandInSession {
  verifiedFirstName: string | null;
  verifiedLastName: string | null;
}

/**
 * Where the local stand-in keeps its sessions, handed in by whoever builds the provider (a provider imports no
 * repo: decision 128).
 */
export interface LocalIdentitySessions {
  insert: (row: { id: string; userId: number; firstName: string; lastName: string }) => Promise<void>;
  find: (id: string) => Promise<LocalIdentityRecord | undefined>;
  /** Ends a session still waiting for the trader; undefined when it has ended already. */
  finish: (id: string, outcome: LocalIdentityOutcome) => Promise<LocalIdentityRecord | undefined>;
}
