import type { FastifyInstance } from 'fastify';
import {
  CARD_ALREADY_SAVED,
  CARD_LIMIT_REACHED,
  MAX_CARDS,
  TERMS_OF_SUPPLY_REQUIRED,
  type CardSaveError,
  type CardSaveReply,
} from '#common/contract/calls/cards';
import { cardErrorFor } from '#common/contract/card-errors';
import { isAcceptedBrand } from '#common/cards';
import { createPaymentMethodRepo, toCardMethod } from '../repos/payment-method-repo';
import { createUserRepo } from '../repos/user-repo';

export const CARD_NOT_FOUND = 'We could not find that card. Please enter it again.';

export function refusal(code: string, field: CardSaveError['field'], detailed: string): CardSaveReply {
  return { success: false, errors: [{ code, field, detailed }] };
}

/** A provider error code as the save reply gives it, under the form field it maps to. */
export function providerRefusal(code: string | null): CardSaveReply {
  const error = cardErrorFor(code);
  return refusal(error.code, error.field, error.message);
}

const DUPLICATE_CARD = 'duplicate_card';

/**
 * Stores a card the provider has set up: brand, last 4, expiry, fingerprint and billing address only.
 * The first card is primary, later ones are backups, and a sixth is refused, as is a card already saved
 * (the provider's fingerprint: decision 115), whose new copy is then forgotten at the provider.
 */
export async function saveCard(app: FastifyInstance, userId: number, paymentMethodId: string, terms: boolean): Promise<CardSaveReply> {
  const reply = await storeCard(app, userId, paymentMethodId, terms);
  if (!reply.success && reply.errors[0]?.code === DUPLICATE_CARD) {
    await app.cards.detachPaymentMethod(paymentMethodId).catch((error: unknown) => {
      app.log.error({ err: error }, 'the card provider could not forget a card refused as already saved');
    });
  }
  return reply;
}

async function storeCard(app: FastifyInstance, userId: number, paymentMethodId: string, terms: boolean): Promise<CardSaveReply> {
  const methods = createPaymentMethodRepo(app.db);
  const users = createUserRepo(app.db);
  const details = await app.cards.retrievePaymentMethod(paymentMethodId);
  if (!details) return refusal('resource_missing', 'general', CARD_NOT_FOUND);
  if (!isAcceptedBrand(details.brand)) return providerRefusal('unsupported_brand');

  return app.db.transaction(async (tx) => {
    await users.lockById(userId, tx); // one save at a time per trader: the count and primary stay right
    const existing = await methods.findByProviderId(app.cards.kind, details.id, tx);
    if (existing)
      return existing.userId === userId
        ? { success: true, method: toCardMethod(existing) }
        : refusal('resource_missing', 'general', CARD_NOT_FOUND);
    const total = await methods.countOf(userId, tx);
    if (total >= MAX_CARDS) return refusal('card_limit', 'general', CARD_LIMIT_REACHED);
    if (details.fingerprint && (await methods.findByFingerprint(userId, app.cards.kind, details.fingerprint, tx)))
      return refusal(DUPLICATE_CARD, 'number', CARD_ALREADY_SAVED);
    // decision 029: the terms of supply are agreed with the first card
    if (total === 0 && !terms) return refusal('terms_required', 'terms', TERMS_OF_SUPPLY_REQUIRED);
    const row = await methods.insert(
      {
        userId,
        provider: app.cards.kind,
        providerMethodId: details.id,
        brand: details.brand,
        last4: details.last4,
        expMonth: details.expMonth,
        expYear: details.expYear,
        nameOnCard: details.billing.name,
        line1: details.billing.line1,
        line2: details.billing.line2 || null,
        postalTown: details.billing.city,
        county: details.billing.county || null,
        postcode: details.billing.postcode,
        country: details.billing.country,
        fingerprint: details.fingerprint,
      },
      tx,
    );
    return { success: true, method: toCardMethod(row) };
  });
}
