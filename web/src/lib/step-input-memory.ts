import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { fieldsOf, putBackAsTheyShow, valuesOf, type FieldValues } from './put-back-fields';

// Browser Back and Forward, or the step's own Back, must not cost a person what they typed on a step (issue 36).
// What each step's fields hold is remembered in this page's memory only (never in storage), by the step's address,
// as the person leaves it; on coming back to that address it is put into the fields again, as after a 419 reload.

/** Every field a person fills in on a step but choices between options (the step keeps those in its draft). */
const STEP_FIELDS =
  'main input[name]:not([type=hidden]):not([type=file]):not([type=radio]):not([type=submit]), main textarea[name], main select[name]';

const remembered = new Map<string, FieldValues>();
/** The address of the step whose fields are on the page now. */
let shownPath: string | null = null;

function rememberShownStep(): void {
  if (shownPath === null) return;
  // a human check's answer is good once only: never kept
  const fields = fieldsOf(STEP_FIELDS).filter((field) => !field.closest('[data-field="recaptcha_response"]'));
  if (fields.length > 0) remembered.set(shownPath, valuesOf(fields));
}

/** After the account is made, nothing typed on the way (a password least of all) is kept. */
export function forgetStepInput(): void {
  remembered.clear();
  shownPath = null; // the step left behind is not read again on its way out
}

/** The wizard frame's part: remembers each step's fields as they change and as the step is left, and puts them back. */
export function useStepInputMemory(): void {
  const { pathname, search } = useLocation();
  const path = pathname + search;

  // Back and Forward change the address before the page changes: the fields are read while still on the page
  useEffect(() => {
    const events = ['input', 'change', 'click', 'submit'] as const;
    for (const name of events) document.addEventListener(name, rememberShownStep, true);
    window.addEventListener('popstate', rememberShownStep, true);
    return () => {
      for (const name of events) document.removeEventListener(name, rememberShownStep, true);
      window.removeEventListener('popstate', rememberShownStep, true);
    };
  }, []);

  useLayoutEffect(() => {
    shownPath = path;
  }, [path]);

  useEffect(() => {
    const values = remembered.get(path);
    if (!values) return;
    // outside React's own work: a value put in while React draws the step would be drawn over
    let stop = () => undefined as void;
    const timer = window.setTimeout(() => (stop = putBackAsTheyShow(values, STEP_FIELDS)));
    // once the person types, what they type now is theirs to keep
    const onTyped = (event: Event) => {
      if (event.isTrusted) stop();
    };
    document.addEventListener('input', onTyped, true);
    return () => {
      window.clearTimeout(timer);
      stop();
      document.removeEventListener('input', onTyped, true);
    };
  }, [path]);
}
