import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CardProvider, CardProviders } from '../providers/payments/index';
import type { LocalVault } from '../providers/payments/local';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where cards are saved (docs/decisions/028). */
    cards: CardProvider;
    /** The local provider's vault, which its browser endpoints use; null with Stripe. */
    cardVault: LocalVault | null;
  }
}

/** One card provider per app, so the local vault's endpoints and the billing calls share it. */
async function cardProviderPlugin(app: FastifyInstance, options: { providers: CardProviders }) {
  app.decorate('cards', options.providers.cards);
  app.decorate('cardVault', options.providers.vault);
}

export default fp(cardProviderPlugin, { name: 'card-provider' });
