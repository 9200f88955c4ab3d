import { useEffect, useState } from 'react';
import { RELOAD_AFTER_419_MS } from '#common/contract/errors';
import { typedInputKeeper } from '../lib/load-typed-input-keeper';

/** The reload a 419 asks for, by the button or the countdown: what was typed on the step comes back after it. */
export async function reloadKeepingInput() {
  try {
    (await typedInputKeeper()).keepTypedInputForReload();
  } finally {
    // the keeper not loading (offline, a new deploy) costs the typed values, never the reload
    window.location.reload();
  }
}

/**
 * When the reload is due: 60 s after the page's first 419. A stale token makes every later call (the 30 s user-info
 * ping too) answer 419 again; those reopen the popup but never move the reload on (decision 108).
 */
let reloadDueAt: number | null = null;

function dueAt(): number {
  reloadDueAt ??= Date.now() + RELOAD_AFTER_419_MS;
  return reloadDueAt;
}

/** Only for tests: each test starts as a fresh page would. */
export function forgetReloadDeadline(): void {
  reloadDueAt = null;
}

const secondsUntil = (moment: number) => Math.max(0, Math.ceil((moment - Date.now()) / 1000));

export function ReloadCountdown() {
  const [due] = useState(dueAt);
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(due));
  // fetched while the countdown runs, so "Reload now" does not wait for it
  useEffect(() => void typedInputKeeper().catch(() => undefined), []);
  useEffect(() => {
    const tick = () => {
      const left = secondsUntil(due);
      setSecondsLeft(left);
      if (left > 0) return false;
      void reloadKeepingInput();
      return true;
    };
    if (tick()) return;
    const timer = window.setInterval(() => {
      if (tick()) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [due]);
  return (
    <p className="error-popup__countdown" aria-live="polite">
      Reloading in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
    </p>
  );
}
