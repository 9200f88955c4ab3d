import type { ReactNode } from 'react';
import { brandLabels, type CardBrand } from '#common/cards';
import type { CardMethod } from '#common/contract/calls/cards';

const labelOf = (brand: string) => brandLabels[brand as CardBrand] ?? 'Card';

/** "Visa ending 4242": how a saved card is named to the visitor and to assistive technology. */
export const cardName = (card: CardMethod) => `${labelOf(card.brand)} ending ${card.last4}`;

/** A saved card as the trader sees it: brand, masked number, expiry, and anything said about it. */
export function CardFace({ card, named = false, children }: { card: CardMethod; named?: boolean; children?: ReactNode }) {
  return (
    <div className="billing__card" role={named ? 'group' : undefined} aria-label={named ? cardName(card) : undefined}>
      <span className="billing__brand">{labelOf(card.brand)}</span>
      <span className="billing__number">•••• {card.last4}</span>
      <span className="billing__expiry">Expires {card.expiry_format}</span>
      {children}
    </div>
  );
}

/** The billing step with a primary card: its last 4 digits, expiry and "Card added!" (the frame adds Continue). */
export function CardAdded({ card }: { card: CardMethod }) {
  return (
    <>
      <CardFace card={card} named />
      <p className="billing__added" role="status">
        Card added!
      </p>
    </>
  );
}
