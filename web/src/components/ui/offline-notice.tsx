import { useOfflineRetry } from '#web/lib/offline-retry';
import { Button } from './button';
import './offline-notice.css';

export const OFFLINE_MESSAGE = "You seem to be offline — we'll keep what you typed.";

/** Shown while a call waits for the connection (lib/offline-retry.ts); Retry sends it again. */
export function OfflineNotice() {
  const retry = useOfflineRetry();
  if (!retry) return null;
  return (
    <div className="offline-notice" role="alert">
      <p>{OFFLINE_MESSAGE}</p>
      <Button variant="secondary" onClick={retry}>
        Retry
      </Button>
    </div>
  );
}
