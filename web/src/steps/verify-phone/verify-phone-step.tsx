import { useCallback, useEffect, useRef, useState } from 'react';
import { UNDELIVERABLE_NUMBER } from '#common/contract/calls/verify-phone';
import { ukNationalFormat } from '#common/uk-phone-format';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { Button } from '#web/components/ui/button';
import { CodeBoxes } from '#web/components/ui/code-boxes';
import { useGo } from '#web/lib/navigation';
import { track } from '#web/lib/tracking';
import { refreshUser, useUser } from '#web/lib/user-store';
import { StepFrame } from '#web/shell/step-frame';
import { useStepLinks } from '#web/shell/use-step-links';
import { ChangeNumberPopup } from './change-number-popup';
import { NumberChangedPopup } from './number-changed-popup';
import { ResendLink } from './resend-link';
import { useCodeCheck } from './use-code-check';
import { useCodeSending } from './use-code-sending';
import './verify-phone.css';

const HEADING = 'Verify your phone number';
const focusFirstBox = () => document.querySelector<HTMLInputElement>('[data-field="code"] input')?.focus();

/** verify_phone: the texted 4-digit code proves the number on file. */
export default function VerifyPhoneStep() {
  const user = useUser();
  const go = useGo();
  const { next } = useStepLinks('verify_phone');
  const code = useCodeCheck();
  // a new code starts afresh: the old code's refusal (a lock-out too) goes, and the first box is ready for it
  const sending = useCodeSending(!(user?.verified.phone ?? false), () => {
    code.reset();
    window.setTimeout(focusFirstBox);
  });
  const [changing, setChanging] = useState(false);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  // the reply's number shows at once; the refreshed user catches up
  const [newNumber, setNewNumber] = useState<string | null>(null);
  const verified = code.verified || (user?.verified.phone ?? false);
  const onFile = newNumber ?? user?.phone;
  const phone = onFile ? ukNationalFormat(onFile) : '';
  const verifiedNotice = useRef<HTMLParagraphElement>(null);
  // a number a text could not reach (decision 142): the line above the boxes says no code went, the notice says why
  const undeliverable = sending.notice === UNDELIVERABLE_NUMBER;
  // the boxes that held focus are gone once the code is accepted: the news takes it
  useEffect(() => {
    if (code.verified) verifiedNotice.current?.focus();
  }, [code.verified]);
  const moveOn = () => {
    if (next) go(next);
  };

  const closeChanged = useCallback(() => setChangedTo(null), []);
  const confirmedChange = useRef(false);
  // after the confirmation (closed by itself or by hand) the next thing to do is type the new code;
  // effects run after the popup's own, so its dialog has already handed focus back by now
  useEffect(() => {
    if (changedTo !== null) confirmedChange.current = true;
    else if (confirmedChange.current) {
      confirmedChange.current = false;
      focusFirstBox();
    }
  }, [changedTo]);

  function startChange() {
    track('verify_phone', 'changephone.launched');
    setChanging(true);
  }

  function changed(number: string) {
    setChanging(false);
    setChangedTo(number);
    setNewNumber(number);
    code.reset();
    sending.restart();
    void refreshUser().catch(() => undefined);
  }

  if (verified) {
    return (
      <StepFrame route="verify_phone" heading={HEADING} onContinue={moveOn}>
        <p className="verify-phone__verified" role="status" tabIndex={-1} ref={verifiedNotice}>
          <span aria-hidden="true">✓ </span>Phone number verified!
        </p>
        <p className="verify-phone__number">
          Your number: <strong>{phone}</strong>
        </p>
      </StepFrame>
    );
  }

  return (
    <>
      <StepFrame
        route="verify_phone"
        heading={HEADING}
        pending={code.pending}
        // Continue checks the code in the boxes (or, with no number on file, asks for one); Skip still moves on without it
        onContinue={() => (onFile ? code.check(code.digits.join(''), moveOn) : startChange())}
      >
        {onFile ? (
          <p className="verify-phone__number">
            {sending.sending
              ? 'We are texting a 4-digit code to'
              : undeliverable
                ? 'We could not text a code to'
                : 'We have texted a 4-digit code to'}{' '}
            <strong>{phone}</strong>{' '}
            <Button variant="link" className="verify-phone__change" onClick={startChange}>
              (not correct?)<span className="visually-hidden"> Change your mobile number</span>
            </Button>
          </p>
        ) : (
          // no number on file, or one another account verified first (decision 101): the notice below says which
          <p className="verify-phone__number">
            We need your mobile number to text you a code.{' '}
            <Button variant="link" className="verify-phone__change" onClick={startChange}>
              Enter your mobile number
            </Button>
          </p>
        )}
        {onFile && (
          <>
            <CodeBoxes
              digits={code.digits}
              onChange={code.setDigits}
              onComplete={(entered) => void code.check(entered)}
              legend="Enter the 4-digit code"
              name="code"
              error={code.error}
            />
            <ResendLink until={sending.until} sending={sending.sending} onResend={sending.resend} />
          </>
        )}
        {/* before a text the server may ask for the human check: it shows and runs here, then the code is sent */}
        <CaptchaField {...sending.captcha.fieldProps} phoneNumber={onFile ?? undefined} />
        {onFile && sending.resent && (
          <p className="verify-phone__notice" role="status">
            We have texted a new code to {phone}.
          </p>
        )}
        {sending.notice && (
          <p className="verify-phone__notice" role="status">
            {sending.notice}
          </p>
        )}
      </StepFrame>
      <ChangeNumberPopup open={changing} onClose={() => setChanging(false)} onChanged={changed} />
      <NumberChangedPopup number={changedTo} onClose={closeChanged} />
    </>
  );
}
