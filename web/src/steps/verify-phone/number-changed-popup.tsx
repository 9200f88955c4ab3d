import { useEffect } from 'react';
import { ukNationalFormat } from '#common/uk-phone-format';
import { Popup } from '#web/components/ui/popup';

// The success popup closes by itself after 5000 ms
export const NUMBER_CHANGED_POPUP_MS = 5000;

/** Confirms the new number; `number` null means closed. */
export function NumberChangedPopup({ number, onClose }: { number: string | null; onClose: () => void }) {
  const open = number !== null;
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, NUMBER_CHANGED_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [open, onClose]);

  return (
    <Popup open={open} title="Phone number changed" onClose={onClose}>
      <p className="number-changed" role="status">
        Your number is now <strong>{number ? ukNationalFormat(number) : ''}</strong>. We have texted it a new 4-digit code.
      </p>
    </Popup>
  );
}
