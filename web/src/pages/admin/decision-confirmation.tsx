import { useEffect, useRef } from 'react';

/**
 * What the reviewer just decided, announced as it appears. A keyboard user's focus was on the card that just left
 * the list: it comes here, to what happened.
 */
export function DecisionConfirmation({ confirmation }: { confirmation: string | null }) {
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);
  return (
    <div role="status">
      {confirmation && (
        <p className="notice review-queue__confirmation" tabIndex={-1} ref={confirmationRef}>
          {confirmation}
        </p>
      )}
    </div>
  );
}
