import { appKey, type Env } from '#server/env';
import { createLocalCardProvider, type LocalVault } from './local';
import type { CardProvider, VaultStore } from './provider';
import { createStripeCardProvider } from './stripe';

export type * from './provider';

export interface CardProviders {
  cards: CardProvider;
  /** The local provider's vault (in the database), which its browser endpoints use; null with Stripe. */
  vault: LocalVault | null;
}

/** Stripe when both keys are set, otherwise the local provider, whose vault is the `store` given (decision 070). */
export function createCardProviders(env: Env, store: VaultStore): CardProviders {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    const cards = createStripeCardProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      apiBase: env.STRIPE_API_BASE,
    });
    return { cards, vault: null };
  }
  return createLocalCardProvider(store, appKey(env));
}
