import { useState } from 'react';
import type { CardMethod } from '#common/contract/calls/cards';
import { Button } from '#web/components/ui/button';
import { CardFace, cardName } from './card-added';

interface SavedCardRowProps {
  card: CardMethod;
  busy: boolean;
  onMakePrimary: (card: CardMethod) => void;
  onRemove: (card: CardMethod) => void;
}

/** One saved card: masked number, expiry, primary or backup, and what can be done with it. */
export function SavedCardRow({ card, busy, onMakePrimary, onRemove }: SavedCardRowProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="saved-cards__card" aria-label={cardName(card)}>
      <CardFace card={card}>
        <span className="saved-cards__role">{card.primary ? 'Primary card' : 'Backup card'}</span>
      </CardFace>
      {confirming ? (
        <div className="saved-cards__actions" role="group" aria-label={`Remove ${cardName(card)}?`}>
          <span>Remove this card?</span>
          <Button variant="secondary" pending={busy} onClick={() => onRemove(card)}>
            Yes, remove it
          </Button>
          <Button variant="link" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className="saved-cards__actions">
          {!card.primary && (
            <Button variant="secondary" disabled={busy} onClick={() => onMakePrimary(card)}>
              Make primary
            </Button>
          )}
          <Button variant="link" disabled={busy} onClick={() => setConfirming(true)}>
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}
