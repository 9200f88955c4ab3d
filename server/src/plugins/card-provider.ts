import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCardProviders, type CardProvider, type CardProviders } from '../providers/payments/index';
import type { LocalVault } from '../providers/payments/local';
import { createLocalVaultRepo } from '../repos/local-vault-repo';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where cards are saved (decision 028). */
    cards: CardProvider;
    /** The local provider's vault, which its browser endpoints use; null with Stripe. */
    cardVault: LocalVault | null;
  }
}

/**
 * One card provider per app, so the local vault's endpoints and the billing calls share it: the one
 * given (tests), or the one env names, whose local vault lives in the app's database (decision 070).
 */
async function cardProviderPlugin(app: FastifyInstance, options: { providers?: CardProviders }) {
  const providers = options.providers ?? createCardProviders(app.env, createLocalVaultRepo(app.db));
  app.decorate('cards', providers.cards);
  app.decorate('cardVault', providers.vault);
}

export default fp(cardProviderPlugin, { name: 'card-provider', dependencies: ['database'] });
