// A reload the page asks for (a 419: the page is out of date) must not cost the visitor what they typed on the
// step. Just before it, the typed values of the page's fields are kept in this tab's sessionStorage; after it,
// they are put back into the same fields of the same page once those show, and forgotten.

import { fieldsOf, putBackAsTheyShow, valuesOf, type FieldValues } from './put-back-fields';
import { KEPT_INPUT_KEY as KEY } from './typed-input-kept';

/** Kept values older than this belong to another visit. */
const KEEP_FOR_MS = 5 * 60 * 1000;

interface KeptInput {
  path: string;
  at: number;
  values: FieldValues;
}

// never a password, nothing hidden, no file, no ticks (the step keeps those in its draft)
const TYPED_FIELDS =
  'main input[name]:not([type=password]):not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]), main textarea[name], main select[name]';

export function keepTypedInputForReload(): void {
  const values = valuesOf(fieldsOf(TYPED_FIELDS));
  const kept: KeptInput = { path: window.location.pathname + window.location.search, at: Date.now(), values };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // storage blocked: the reload goes ahead without the typed values
  }
}

function takeKeptInput(): KeptInput | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as KeptInput | null;
    window.sessionStorage.removeItem(KEY);
    const here = window.location.pathname + window.location.search;
    return kept && kept.path === here && Date.now() - kept.at <= KEEP_FOR_MS ? kept : null;
  } catch {
    return null;
  }
}

/** After a page load: puts kept values back into their fields as they show. Returns a stop function. */
export function restoreTypedInputAfterReload(): () => void {
  const kept = takeKeptInput();
  return kept ? putBackAsTheyShow(kept.values, TYPED_FIELDS) : () => undefined;
}
