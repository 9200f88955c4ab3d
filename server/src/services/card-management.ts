import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LAST_CARD_KEPT, type CardMethod } from '#common/contract/calls/cards';
import type { Executor } from '../db/client';
import { HttpError, fieldError } from '../lib/http-errors';
import { createPaymentMethodRepo, toCardMethod, type PaymentMethodRow } from '../repos/payment-method-repo';
import { createUserRepo } from '../repos/user-repo';

export const CARD_UNKNOWN = 'We could not find that card.';

/**
 * Changes to a trader's saved cards (decision 046). Each runs with the
 * trader's row locked, like a card save, so the count and the one primary card stay right.
 */
export function createCardManagement(app: FastifyInstance) {
  const methods = createPaymentMethodRepo(app.db);
  const users = createUserRepo(app.db);

  async function change(
    userId: number,
    cardId: number,
    apply: (card: PaymentMethodRow, cards: PaymentMethodRow[], tx: Executor) => Promise<void>,
  ) {
    return app.db.transaction(async (tx) => {
      await users.lockById(userId, tx);
      const cards = await methods.listOf(userId, tx);
      // someone else's card is as unknown as a missing one
      const card = cards.find((row) => row.id === cardId);
      if (!card) throw new HttpError(404, 'not_found', CARD_UNKNOWN);
      await apply(card, cards, tx);
      return { card, cards: await methods.listOf(userId, tx) };
    });
  }

  return {
    async makePrimary(userId: number, cardId: number): Promise<CardMethod[]> {
      const { cards } = await change(userId, cardId, async (card, _cards, tx) => {
        if (!card.primary) await methods.setPrimary(userId, card.id, tx);
      });
      return cards.map(toCardMethod);
    },
    /** Removing the primary card makes the oldest backup primary; the last card cannot go. `log`: the request's. */
    async remove(userId: number, cardId: number, log: FastifyBaseLogger = app.log): Promise<CardMethod[]> {
      const { card, cards } = await change(userId, cardId, async (target, all, tx) => {
        if (all.length === 1) throw fieldError('general', LAST_CARD_KEPT);
        await methods.delete(userId, target.id, tx);
        const successor = all.find((row) => row.id !== target.id);
        if (target.primary && successor) await methods.setPrimary(userId, successor.id, tx);
      });
      // the provider forgets the card after our row is gone; a failure there leaves only an unused card
      await app.cards.detachPaymentMethod(card.providerMethodId).catch((error: unknown) => {
        log.warn({ err: error, cardId }, 'the card provider could not detach a removed card');
      });
      return cards.map(toCardMethod);
    },
  };
}
