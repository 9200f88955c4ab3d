import { brandLabels, type CardBrand } from '../../../../common/cards';
import type { CardMethod } from '../../../../common/contract/calls/billing';

const labelOf = (brand: string) => brandLabels[brand as CardBrand] ?? 'Card';

/** spec setup-steps §2 billing: with a primary card, its last 4 digits, expiry and "Card added!" (the frame adds Continue). */
export function CardAdded({ card }: { card: CardMethod }) {
  return (
    <>
      <div className="billing__card" aria-label={`${labelOf(card.brand)} ending ${card.last4}`} role="group">
        <span className="billing__brand">{labelOf(card.brand)}</span>
        <span className="billing__number">
          •••• {card.last4}
        </span>
        <span className="billing__expiry">Expires {card.expiry_format}</span>
      </div>
      <p className="billing__added" role="status">
        Card added!
      </p>
    </>
  );
}
