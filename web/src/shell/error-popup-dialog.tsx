import { popupMessages } from '#common/contract/errors';
import { sitePages } from '#common/routes';
import { Button } from '../components/ui/button';
import { Popup } from '../components/ui/popup';
import type { LastError } from '../lib/last-error';
import { ReloadCountdown, reloadKeepingInput } from './reload-countdown';

function messagesFor(code: number): readonly string[] {
  if (code === 500 || code === 503) return popupMessages.serverError;
  if (code === 404) return popupMessages.notFound;
  if (code === 429) return popupMessages.rateLimited;
  if (code === 419) return popupMessages.refreshNeeded;
  if (code === 409) return popupMessages.conflict;
  if (code === 400) return popupMessages.badRequest;
  return popupMessages.unexpected;
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

/** The error popup itself: loaded after the page's first paint, or at the first error (error-popup.tsx). */
export function ErrorPopupDialog({ shown, onClose }: { shown: LastError | null; onClose: () => void }) {
  const title = shown ? (shown.code === 419 ? 'Reloading' : `${shown.code} Error`) : '';
  return (
    <Popup open={shown !== null} title={title} onClose={onClose}>
      {shown && <ErrorBody key={shown.serial} error={shown} />}
    </Popup>
  );
}
