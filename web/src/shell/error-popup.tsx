import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { ERROR_POPUP_DELAY_MS } from '#common/contract/errors';
import { whenPageIsIdle } from '../lib/when-idle';
import { useLastError, type LastError } from '../lib/last-error';
import { typedInputKeeper } from '../lib/load-typed-input-keeper';
import { hasKeptInput } from '../lib/typed-input-kept';

// The popup's code is not needed to draw a page: it loads once the page is idle, or at once when an error comes
// first (decision 152)
const loadDialog = () => import('./error-popup-dialog');
const ErrorPopupDialog = lazy<ComponentType<{ shown: LastError | null; onClose: () => void }>>(() =>
  loadDialog().then(
    (module) => ({ default: module.ErrorPopupDialog }),
    () => ({ default: ErrorPopupUnavailable }),
  ),
);

/** The popup's code did not arrive (offline, or a new version replaced it): the error is still said, plainly. */
function ErrorPopupUnavailable({ shown }: { shown: LastError | null }) {
  if (!shown) return null;
  return (
    <div className="error-popup-unavailable" role="alert">
      <p>Something went wrong. Please reload the page.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload Page
      </button>
    </div>
  );
}

/** After a reload that kept typed values: puts them back as the step's fields show. */
function useTypedInputRestored() {
  useEffect(() => {
    if (!hasKeptInput()) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    typedInputKeeper()
      .then((keeper) => {
        if (!cancelled) stop = keeper.restoreTypedInputAfterReload();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
}

/** The single error popup: opens about 200 ms after a new last error. */
export function ErrorPopup() {
  const lastError = useLastError();
  const [shown, setShown] = useState<LastError | null>(null);

  useTypedInputRestored();
  useEffect(() => whenPageIsIdle(() => void loadDialog().catch(() => undefined)), []);

  useEffect(() => {
    if (!lastError) return;
    const timer = window.setTimeout(() => setShown(lastError), ERROR_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [lastError]);

  // drawn once there is an error: its code starts loading then if the idle moment has not come yet
  if (lastError === null && shown === null) return null;
  return (
    <Suspense fallback={null}>
      <ErrorPopupDialog shown={shown} onClose={() => setShown(null)} />
    </Suspense>
  );
}
