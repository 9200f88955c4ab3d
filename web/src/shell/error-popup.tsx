import { useEffect, useState } from 'react';
import { ERROR_POPUP_DELAY_MS, popupMessages } from '#common/contract/errors';
import { sitePages } from '#common/routes';
import { Button } from '../components/ui/button';
import { Popup } from '../components/ui/popup';
import { useLastError, type LastError } from '../lib/last-error';
import { hasKeptInput } from '../lib/typed-input-kept';
import { ReloadCountdown, reloadKeepingInput, typedInputKeeper } from './reload-countdown';

function messagesFor(code: number): readonly string[] {
  if (code === 500 || code === 503) return popupMessages.serverError;
  if (code === 404) return popupMessages.notFound;
  if (code === 429) return popupMessages.rateLimited;
  if (code === 419) return popupMessages.refreshNeeded;
  if (code === 409) return popupMessages.conflict;
  if (code === 400) return popupMessages.badRequest;
  return popupMessages.unexpected;
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

function ErrorBody({ error }: { error: LastError }) {
  return (
    <>
      {messagesFor(error.code).map((message) => (
        <p key={message}>{message}</p>
      ))}
      {(error.code === 500 || error.code === 503) && (
        <p>
          If it keeps happening, please <a href={sitePages.ticketsCreate}>contact us</a>.
        </p>
      )}
      {error.code === 419 ? (
        <div className="error-popup__actions">
          <Button onClick={() => void reloadKeepingInput()}>Reload now</Button>
          <ReloadCountdown />
        </div>
      ) : (
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
      )}
    </>
  );
}

/** The single error popup: opens about 200 ms after a new last error. */
export function ErrorPopup() {
  const lastError = useLastError();
  const [shown, setShown] = useState<LastError | null>(null);

  useTypedInputRestored();

  useEffect(() => {
    if (!lastError) return;
    const timer = window.setTimeout(() => setShown(lastError), ERROR_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [lastError]);

  const title = shown ? (shown.code === 419 ? 'Reloading' : `${shown.code} Error`) : '';
  return (
    <Popup open={shown !== null} title={title} onClose={() => setShown(null)}>
      {shown && <ErrorBody key={shown.serial} error={shown} />}
    </Popup>
  );
}
