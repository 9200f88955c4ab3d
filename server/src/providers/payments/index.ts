import type { Executor } from '#server/db/client';
import { appKey, type Env } from '#server/env';
import { createLocalCardProvider } from './local';
import type { CardProviders } from './provider';
import { createStripeCardProvider } from './stripe';

export type * from './provider';

/** Stripe when both keys are set, otherwise the local provider, whose vault lives in `db` (docs/decisions/070). */
export function createCardProviders(env: Env, db: Executor): CardProviders {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    const cards = createStripeCardProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      apiBase: env.STRIPE_API_BASE,
    });
    return { cards, vault: null };
  }
  return createLocalCardProvider(db, appKey(env));
}
