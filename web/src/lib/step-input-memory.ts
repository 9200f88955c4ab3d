import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { fieldsOf, putBackAsTheyShow, valuesOf, type FieldValues } from './put-back-fields';

// Browser Back and Forward, the step's own Back, or a reload must not cost a person what they typed on a step
// (decisions 110, 125). What each step's fields hold is remembered by the step's address as the person types and
// leaves; on coming back to that address it is put into the fields again, as after a 419 reload. It is kept in this
// page's memory and, for a reload, in this tab's sessionStorage, but passwords never go to storage and card details
// are never kept at all.

/** Every field a person fills in on a step but choices between options (the step keeps those in its draft). */
const STEP_FIELDS =
  'main input[name]:not([type=hidden]):not([type=file]):not([type=radio]):not([type=submit]), main textarea[name], main select[name]';

const STORAGE_KEY = 'tradespace.step-input';

/** Card details are never kept, not even in memory. */
const isCardDetail = (field: Element) => field.getAttribute('autocomplete')?.startsWith('cc-') ?? false;
/** Passwords are kept for Back and Forward within the page, never written to storage. */
const isPassword = (field: Element) => field instanceof HTMLInputElement && field.type === 'password';

function storedSteps(): Map<string, FieldValues> {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, FieldValues>;
    return new Map(Object.entries(stored));
  } catch {
    return new Map();
  }
}

const remembered = storedSteps();
/** What may be written to storage: every step's values without its passwords. */
const storable = new Map<string, FieldValues>(remembered);

function store(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(storable)));
  } catch {
    // storage full or off: Back and Forward still have the page's memory
  }
}
/** The address of the step whose fields are on the page now. */
let shownPath: string | null = null;

function rememberShownStep(): void {
  if (shownPath === null) return;
  // a human check's answer is good once only: never kept
  const fields = fieldsOf(STEP_FIELDS).filter((field) => !field.closest('[data-field="recaptcha_response"]') && !isCardDetail(field));
  if (fields.length === 0) return;
  remembered.set(shownPath, valuesOf(fields));
  storable.set(shownPath, valuesOf(fields.filter((field) => !isPassword(field))));
  store();
}

/** The step whose remembering waits for the next paint, if one does. */
let waiting: string | null = null;

/**
 * Typing and ticking are remembered after the next paint: reading every field and writing storage on each key or tick
 * held the press's answer back (decision 148). The step must still be the one shown by then.
 */
function rememberAfterPaint(): void {
  if (waiting !== null || shownPath === null) return;
  const path = shownPath;
  waiting = path;
  requestAnimationFrame(() =>
    window.setTimeout(() => {
      waiting = null;
      if (shownPath === path) rememberShownStep();
    }),
  );
}

/** A reload or a page left before that paint still keeps what was typed. */
function rememberWaiting(): void {
  if (waiting !== null && shownPath === waiting) rememberShownStep();
}

/** A press on a link or button may leave the step: its fields are read at once, while still on the page. */
function rememberOnPress(event: Event): void {
  if (event.target instanceof Element && event.target.closest('a, button')) rememberShownStep();
  else rememberAfterPaint();
}

/** After the account is made, nothing typed on the way (a password least of all) is kept. */
export function forgetStepInput(): void {
  remembered.clear();
  storable.clear();
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing was stored
  }
  shownPath = null; // the step left behind is not read again on its way out
}

/** The wizard frame's part: remembers each step's fields as they change and as the step is left, and puts them back. */
export function useStepInputMemory(): void {
  const { pathname, search } = useLocation();
  const path = pathname + search;

  // Back and Forward change the address before the page changes: the fields are read while still on the page
  useEffect(() => {
    const listeners = [
      ['input', rememberAfterPaint],
      ['change', rememberAfterPaint],
      ['click', rememberOnPress],
      ['submit', rememberShownStep],
    ] as const;
    for (const [name, listener] of listeners) document.addEventListener(name, listener, true);
    // the Navigation API tells before the address changes; popstate can come after React has already drawn the
    // page Back leads to (it finishes a popstate's update at once), when the fields left are gone
    const navigation = (window as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigate', rememberShownStep);
    window.addEventListener('popstate', rememberShownStep, true);
    window.addEventListener('pagehide', rememberWaiting);
    return () => {
      for (const [name, listener] of listeners) document.removeEventListener(name, listener, true);
      navigation?.removeEventListener('navigate', rememberShownStep);
      window.removeEventListener('popstate', rememberShownStep, true);
      window.removeEventListener('pagehide', rememberWaiting);
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
