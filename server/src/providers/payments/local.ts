import type { CardProvider, SetupIntentView, VaultStore } from './provider';
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

/** The default provider: Stripe's test mode played by our own server (decision 028), its vault in the `store` it is given: the database (070). */
export function createLocalCardProvider(store: VaultStore, fingerprintKey: string): { cards: CardProvider; vault: LocalVault } {
  const vault = createLocalVault(store, fingerprintKey);
  const cards: CardProvider = {
    kind: 'local',
    publishableKey: null,
    async createSetupIntent({ userId }) {
      return toIntentView(await vault.createIntent(userId));
    },
    async retrieveSetupIntent(id) {
      const intent = await vault.intent(id);
      if (!intent) throw new Error(`unknown setup intent ${id}`);
      return toIntentView(intent);
    },
    async retrievePaymentMethod(id) {
      return vault.paymentMethod(id);
    },
    async paymentMethodFromToken(token) {
      const id = await vault.takeToken(token);
      if (!id) throw new Error('unknown or used card token');
      return id;
    },
    async detachPaymentMethod(id) {
      await vault.forgetPaymentMethod(id);
    },
  };
  return { cards, vault };
}
