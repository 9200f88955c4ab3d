import { useRef, useState } from 'react';
import { smsCode } from '#common/contract/index';
import { emptyDigits } from '#web/components/ui/code-boxes';
import { call } from '#web/lib/api';
import { track } from '#web/lib/tracking';
import { useFormAction } from '#web/lib/use-form-action';
import { refreshUser } from '#web/lib/user-store';
import { endpoints } from '#common/contract/endpoints';

// After a code error the page scrolls to it with a 170 px offset
export const CODE_ERROR_SCROLL_OFFSET_PX = 170;
export const CODE_LENGTH = 4;

/** The boxes and their check: a wrong code empties them and shows the reason under them. */
export function useCodeCheck() {
  const form = useFormAction({ trackAs: 'verify_phone', scrollOffset: CODE_ERROR_SCROLL_OFFSET_PX });
  const [digits, setDigits] = useState(emptyDigits(CODE_LENGTH));
  const [verified, setVerified] = useState(false);
  const verifiedRef = useRef(false);
  // a network failure on check leaves the spinner on
  const [stalled, setStalled] = useState(false);
  // a code completed while another is being checked waits its turn instead of being dropped
  const running = useRef<Promise<void> | null>(null);
  const queued = useRef<{ code: string; then?: () => void } | null>(null);

  function check(code: string, then?: () => void): Promise<void> {
    if (running.current) {
      queued.current = { code, then };
      return running.current;
    }
    const done = checkNow(code, then).finally(() => {
      running.current = null;
      const next = queued.current;
      queued.current = null;
      if (next && !verifiedRef.current) void check(next.code, next.then);
    });
    running.current = done;
    return done;
  }

  function checkNow(code: string, then?: () => void): Promise<void> {
    const parsed = smsCode.safeParse(code);
    if (!parsed.success) {
      form.setErrors({ code: [parsed.error.issues[0]?.message ?? ''] });
      return Promise.resolve();
    }
    return form.run(
      async () => {
        await call(endpoints.verifyPhone.phoneCheck, { code: parsed.data });
        track('verify_phone', 'verified');
        verifiedRef.current = true;
        setVerified(true);
        await refreshUser().catch(() => undefined); // the 30 s ping catches up if this one fails
        then?.();
      },
      (error) => {
        track('verify_phone', 'verified.error', { status: error.status, fields: Object.keys(error.fieldErrors) });
        if (error.status === 0) setStalled(true);
        // the boxes empty for another go, unless the next code is already being typed into them
        if (error.isValidation) setDigits((current) => (current.join('') === parsed.data ? emptyDigits(CODE_LENGTH) : current));
        return error.status === 0;
      },
    );
  }

  return {
    digits,
    setDigits,
    verified,
    pending: form.pending || stalled,
    error: form.error('code'),
    check,
    /** A new number: earlier digits and errors no longer apply. */
    reset: () => {
      setDigits(emptyDigits(CODE_LENGTH));
      form.setErrors({});
    },
  };
}
