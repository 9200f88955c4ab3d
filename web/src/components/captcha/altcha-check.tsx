import { useEffect, useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import { call } from '#web/lib/api';
import { solveAltcha } from './solve-altcha';

type Status = 'working' | 'verified' | 'failed';

const messages: Record<Status, string> = {
  working: 'Checking you are human…',
  verified: 'Verified — thank you',
  failed: 'We could not check you are human.',
};

/**
 * Fetches a challenge and solves it in the browser; remount (a new `key`) to run it again. With the
 * number the form will text, the server sets the challenge's cost for it too (decision 057).
 */
export function AltchaCheck({
  onToken,
  onFailed,
  phoneNumber,
}: {
  onToken: (token: string | null) => void;
  onFailed?: () => void;
  phoneNumber?: string;
}) {
  const [status, setStatus] = useState<Status>('working');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    onToken(null);
    setStatus('working');
    const input = phoneNumber?.trim() ? { phone_number: phoneNumber.trim().slice(0, 20) } : {};
    call(endpoints.auth.captchaChallenge, input, { signal: controller.signal })
      .then(({ challenge }) => (challenge ? solveAltcha(challenge, controller.signal) : null))
      .then((token) => {
        if (controller.signal.aborted) return;
        setStatus(token ? 'verified' : 'failed');
        onToken(token);
        if (!token) onFailed?.();
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setStatus('failed');
        onFailed?.();
      });
    return () => controller.abort();
    // runs once per attempt: onToken may be a new function on every render of the caller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    <div className="captcha-check">
      <p role="status" className="captcha-check__status">
        {messages[status]}
      </p>
      {status === 'failed' && (
        <button type="button" className="link-button" onClick={() => setAttempt((count) => count + 1)}>
          Try again
        </button>
      )}
    </div>
  );
}
