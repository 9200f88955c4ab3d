import type { Executor } from '#server/db/client';
import { appKey, type Env } from '#server/env';
import { createLocalIdentityProvider, localWebhookSecret } from './local';
import type { IdentityProvider } from './provider';
import { createStripeIdentityProvider } from './stripe';

export type * from './provider';
export { LOCAL_IDENTITY_PAGE } from './local';

/** Stripe Identity when its secret key and webhook secret are set, otherwise the local stand-in (decision 137). */
export function createIdentityProvider(env: Env, db: Executor): IdentityProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeIdentityProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    });
  }
  return createLocalIdentityProvider(db, env.STRIPE_WEBHOOK_SECRET ?? localWebhookSecret(appKey(env)));
}
