import type { CardProvider, CardProviders, SetupIntentView } from './index';
import { createLocalVault, type LocalVault, type VaultIntent } from './local-vault';

export type { LocalVault } from './local-vault';

export function toIntentView(intent: VaultIntent): SetupIntentView {
  const failed = intent.status === 'requires_payment_method' && intent.error !== null;
  return {
    id: intent.id,
    clientSecret: intent.clientSecret,
    status: failed ? 'failed' : intent.status,
    paymentMethodId: intent.paymentMethodId,
    errorCode: intent.error ? (intent.error.declineCode ?? intent.error.code) : null,
  };
}

/** The default provider: Stripe's test mode played by our own server (docs/decisions/028). */
export function createLocalCardProvider(vault: LocalVault = createLocalVault()): CardProviders {
  const cards: CardProvider = {
    kind: 'local',
    publishableKey: null,
    async createSetupIntent({ userId }) {
      return toIntentView(vault.createIntent(userId));
    },
    async retrieveSetupIntent(id) {
      const intent = vault.intent(id);
      if (!intent) throw new Error(`unknown setup intent ${id}`);
      return toIntentView(intent);
    },
    async retrievePaymentMethod(id) {
      return vault.paymentMethod(id);
    },
    async paymentMethodFromToken(token) {
      const id = vault.takeToken(token);
      if (!id) throw new Error('unknown or used card token');
      return id;
    },
    async detachPaymentMethod(id) {
      vault.forgetPaymentMethod(id);
    },
  };
  return { cards, vault };
}
