import { useEffect, useState } from 'react';
import { THREE_DS_COMPLETE_MESSAGE, authCountdownSeconds, type authMessageTypes } from '#common/contract/calls/cards';
import { Button } from '#web/components/ui/button';
import { Popup } from '#web/components/ui/popup';

export interface AuthRequest {
  url: string;
  messageType: (typeof authMessageTypes)[number];
  showMessage: boolean;
}

const messages: Record<AuthRequest['messageType'], string> = {
  CardAuthMessage1: 'Your bank needs to confirm that this card is yours.',
  CardAuthMessage2:
    'Your bank needs to confirm that this card is yours. It may send you a code by text, or ask you to approve the card in its app. Please keep this page open until it is done.',
};

/**
 * The bank's 3-D Secure check in our popup, after a countdown of 5 s
 * (8 s for CardAuthMessage2). The bank's page ends on our return page, which posts the
 * completion message; then `onDone(true)`. Closing the popup is `onDone(false)`.
 */
export function AuthPopup({ request, onDone }: { request: AuthRequest; onDone: (completed: boolean) => void }) {
  const [left, setLeft] = useState(request.showMessage ? authCountdownSeconds[request.messageType] : 0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  // the bank's frame talks to us only by this message (Stripe's return-url convention)
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin === window.location.origin && event.data === THREE_DS_COMPLETE_MESSAGE) onDone(true);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onDone]);

  return (
    <Popup open title="Confirm your card with your bank" onClose={() => onDone(false)} closeLabel="Cancel" wide>
      {left > 0 ? (
        <div className="billing__auth-message">
          <p>{messages[request.messageType]}</p>
          <p aria-live="polite">
            We will open your bank&apos;s check in <strong>{left}</strong> {left === 1 ? 'second' : 'seconds'}.
          </p>
          <Button onClick={() => setLeft(0)}>Go to my bank now</Button>
        </div>
      ) : (
        <iframe className="billing__bank-frame" src={request.url} title="Your bank's card check" />
      )}
    </Popup>
  );
}
