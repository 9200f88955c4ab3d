import { appKey, type Env } from '#server/env';
import { createLocalIdentityProvider, localWebhookSecret } from './local';
import type { IdentityProvider, LocalIdentitySessions } from './provider';
import { createStripeIdentityProvider } from './stripe';

export type * from './provider';
export { LOCAL_IDENTITY_PAGE } from './local';

/**
 * Stripe Identity when its secret key and webhook secret are set, otherwise the local stand-in (decision 137), which
 * keeps its sessions in `sessions`.
 */
export function createIdentityProvider(env: Env, sessions: LocalIdentitySessions): IdentityProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeIdentityProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    });
  }
  return createLocalIdentityProvider(sessions, env.STRIPE_WEBHOOK_SECRET ?? localWebhookSecret(appKey(env)));
}
