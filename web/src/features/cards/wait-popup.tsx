import { Popup } from '#web/components/ui/popup';

/** The billing step: shown while the card provider's answer is checked after the bank. */
export function WaitPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Popup open={open} title="Adding your card" onClose={onClose} closeLabel="Hide">
      <p className="billing__wait" role="status">
        <span className="spinner" aria-hidden="true" /> Please wait while we confirm your card with your bank…
      </p>
    </Popup>
  );
}
