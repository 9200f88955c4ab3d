import type Stripe from 'stripe';
import { stripeConnection } from '#server/lib/stripe-connection';
import type { SetupStatus } from '#common/contract/calls/cards';
import type { CardDetails, CardProvider, SetupIntentView } from './provider';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  /** Another address for the API, e.g. a local fake in tests: `http://127.0.0.1:4010`. */
  apiBase?: string;
}

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

function statusOf(intent: Stripe.SetupIntent): SetupStatus {
  const status: string = intent.status;
  if (status === 'succeeded' || status === 'processing' || status === 'requires_action') return status;
  if (status === 'canceled') return 'failed';
  // a confirm that failed sends the intent back to requires_payment_method with the error
  return intent.last_setup_error ? 'failed' : 'requires_payment_method';
}

function toView(intent: Stripe.SetupIntent): SetupIntentView {
  const error = intent.last_setup_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: statusOf(intent),
    paymentMethodId: idOf(intent.payment_method),
    errorCode: error ? (error.decline_code ?? error.code ?? 'card_error') : null,
  };
}

function toDetails(method: Stripe.PaymentMethod): CardDetails | null {
  if (!method.card) return null;
  const { name, address } = method.billing_details;
  return {
    id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    fingerprint: method.card.fingerprint ?? null,
    billing: {
      name: name ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      county: address?.state ?? '',
      postcode: address?.postal_code ?? '',
      country: address?.country ?? '',
    },
  };
}

// the SDK loads with the first card call: a process on the local provider never holds it (decision 090)
const loadSdk = async () => (await import('stripe')).default;

function isMissing(StripeSdk: typeof Stripe, error: unknown): boolean {
  return error instanceof StripeSdk.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** Stripe through its SDK (decision 028); the browser side is Stripe.js Elements. */
export function createStripeCardProvider(options: StripeOptions): CardProvider {
  let connected: Promise<{ StripeSdk: typeof Stripe; stripe: Stripe }> | null = null;
  const connect = () =>
    (connected ??= loadSdk().then((StripeSdk) => ({
      StripeSdk,
      stripe: new StripeSdk(options.secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...stripeConnection(options.apiBase) }),
    })));

  /** One Stripe customer per trader, found by e-mail, so saved cards can be charged later. */
  async function customerFor(userId: number, email: string): Promise<string> {
    const { stripe } = await connect();
    const found = await stripe.customers.list({ email, limit: 1 });
    const existing = found.data.find((customer) => customer.metadata.user_id === String(userId));
    if (existing) return existing.id;
    const created = await stripe.customers.create({ email, metadata: { user_id: String(userId) } });
    return created.id;
  }

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,
    async createSetupIntent({ userId, email }) {
      const customer = await customerFor(userId, email);
      const { stripe } = await connect();
      const intent = await stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { user_id: String(userId) },
      });
      return toView(intent);
    },
    async retrieveSetupIntent(id) {
      const { stripe } = await connect();
      return toView(await stripe.setupIntents.retrieve(id));
    },
    async retrievePaymentMethod(id) {
      const { StripeSdk, stripe } = await connect();
      try {
        return toDetails(await stripe.paymentMethods.retrieve(id));
      } catch (error) {
        if (isMissing(StripeSdk, error)) return null;
        throw error;
      }
    },
    async paymentMethodFromToken(token) {
      const { stripe } = await connect();
      const method = await stripe.paymentMethods.create({ type: 'card', card: { token } });
      return method.id;
    },
    async detachPaymentMethod(id) {
      const { StripeSdk, stripe } = await connect();
      try {
        await stripe.paymentMethods.detach(id);
      } catch (error) {
        if (isMissing(StripeSdk, error)) return;
        throw error;
      }
    },
  };
}
