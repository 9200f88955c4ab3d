// A reload the page asks for (a 419: the page is out of date) must not cost the visitor what they typed on the
// step. Just before it, the typed values of the page's fields are kept in this tab's sessionStorage; after it,
// they are put back into the same fields of the same page once those show, and forgotten.

import { KEPT_INPUT_KEY as KEY } from './typed-input-kept';

/** Kept values older than this belong to another visit. */
const KEEP_FOR_MS = 5 * 60 * 1000;
/** How long the page may take to draw the fields again. */
const RESTORE_WINDOW_MS = 10_000;

interface KeptInput {
  path: string;
  at: number;
  values: Record<string, string>;
}

// never a password, nothing hidden, no file, no ticks (the step keeps those in its draft)
const TYPED_FIELDS =
  'main input[name]:not([type=password]):not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]), main textarea[name], main select[name]';

function fieldsOfPage(): (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] {
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(TYPED_FIELDS)];
}

export function keepTypedInputForReload(): void {
  const values: Record<string, string> = {};
  for (const field of fieldsOfPage()) if (field.value) values[field.name] = field.value;
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

/** Sets a React-controlled field as typing would, so the step's state takes the value too. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  // React tracks the value through the prototype's setter, so it is called on the field itself
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** After a page load: puts kept values back into their fields as they show. Returns a stop function. */
export function restoreTypedInputAfterReload(): () => void {
  const kept = takeKeptInput();
  if (!kept) return () => undefined;
  const waiting = new Map(Object.entries(kept.values));
  const fill = () => {
    for (const field of fieldsOfPage()) {
      const value = waiting.get(field.name);
      if (value === undefined) continue;
      // what the person typed last wins over a value the step filled in from its draft
      if (field.value !== value) typeInto(field, value);
      waiting.delete(field.name);
    }
    if (waiting.size === 0) stop();
  };
  const observer = new MutationObserver(fill);
  const timer = window.setTimeout(() => stop(), RESTORE_WINDOW_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  fill();
  return stop;
}
