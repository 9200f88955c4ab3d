import type Stripe from 'stripe';
import { stripeConnection } from '#server/lib/stripe-connection';
import type { IdentityProvider } from './provider';

export interface StripeIdentityOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the API, e.g. a local fake in tests: `http://127.0.0.1:4010`. */
  apiBase?: string;
}

/** Stripe Identity through its SDK (decision 137), loaded with the first check as the card provider loads it. */
export function createStripeIdentityProvider(options: StripeIdentityOptions): IdentityProvider {
  let connected: Promise<Stripe> | null = null;
  const connect = () =>
    (connected ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(options.secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...stripeConnection(options.apiBase) }),
    ));

  return {
    kind: 'stripe',
    webhookSecret: options.webhookSecret,
    standIn: null,
    async createSession({ userId, returnUrl }) {
      const stripe = await connect();
      const session = await stripe.identity.verificationSessions.create({
        type: 'document',
        options: { document: { require_matching_selfie: true } },
        metadata: { user_id: String(userId) },
        return_url: returnUrl,
      });
      if (!session.url) throw new Error(`verification session ${session.id} came without a url`);
      return { id: session.id, url: session.url };
    },
    async verifiedName(sessionId) {
      const stripe = await connect();
      const session = await stripe.identity.verificationSessions.retrieve(sessionId, { expand: ['verified_outputs'] });
      const outputs = session.verified_outputs;
      if (session.status !== 'verified' || !outputs) return null;
      return { firstName: outputs.first_name ?? '', lastName: outputs.last_name ?? '' };
    },
  };
}
