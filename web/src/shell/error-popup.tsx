import { useEffect, useState } from 'react';
import { ERROR_POPUP_DELAY_MS, RELOAD_AFTER_419_MS, popupMessages } from '#common/contract/errors';
import { sitePages } from '#common/routes';
import { Button } from '../components/ui/button';
import { Popup } from '../components/ui/popup';
import { useLastError, type LastError } from '../lib/last-error';
import { hasKeptInput } from '../lib/typed-input-kept';

// loaded on demand: only a 419 keeps what was typed, and only the page after it puts it back
const typedInputKeeper = () => import('../lib/typed-input-keeper');

function messagesFor(code: number): readonly string[] {
  if (code === 500 || code === 503) return popupMessages.serverError;
  if (code === 404) return popupMessages.notFound;
  if (code === 429) return popupMessages.rateLimited;
  if (code === 419) return popupMessages.refreshNeeded;
  if (code === 409) return popupMessages.conflict;
  if (code === 400) return popupMessages.badRequest;
  return popupMessages.unexpected;
}

/** The reload a 419 asks for, by the button or the countdown: what was typed on the step comes back after it. */
async function reloadKeepingInput() {
  try {
    (await typedInputKeeper()).keepTypedInputForReload();
  } finally {
    // the keeper not loading (offline, a new deploy) costs the typed values, never the reload
    window.location.reload();
  }
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

function ReloadCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(RELOAD_AFTER_419_MS / 1000);
  // fetched while the countdown runs, so "Reload now" does not wait for it
  useEffect(() => void typedInputKeeper().catch(() => undefined), []);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((RELOAD_AFTER_419_MS - (Date.now() - started)) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(timer);
        void reloadKeepingInput();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="error-popup__countdown" aria-live="polite">
      Reloading in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
    </p>
  );
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
