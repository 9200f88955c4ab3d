// Putting what a person typed back into a step's fields once they show: the 419 reload's keeper
// (typed-input-keeper.ts) and the Back and Forward memory (step-input-memory.ts) both do it this way.

export type StepField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A text box's text or a tick box's tick, by the field's name. */
export type FieldValues = Record<string, string | boolean>;

/** How long the page may take to draw the fields again. */
const RESTORE_WINDOW_MS = 10_000;

export function fieldsOf(selector: string): StepField[] {
  return [...document.querySelectorAll<StepField>(selector)];
}

/**
 * The fields' values as a person left them: text only when there is some, every tick box's tick. A name several
 * fields share (a list of tick boxes) is left out: the step keeps such a list in its draft.
 */
export function valuesOf(fields: StepField[]): FieldValues {
  const values: FieldValues = {};
  const names = fields.map((field) => field.name);
  for (const field of fields) {
    if (names.indexOf(field.name) !== names.lastIndexOf(field.name)) continue;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') values[field.name] = field.checked;
    else if (field.value) values[field.name] = field.value;
  }
  return values;
}

/** Sets a React-controlled field as a person would, so the step's state takes the value too. */
function putInto(field: StepField, value: string | boolean): void {
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    if (field.checked !== value) field.click();
    return;
  }
  if (typeof value !== 'string' || field.value === value) return;
  // React tracks the value through the prototype's setter, so it is called on the field itself
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Puts kept values back into the fields `selector` finds, each once, as they show (what the person typed last wins
 * over what the step filled in from its draft). Stops when all are back, after 10 s, or when the stop function it
 * returns is called.
 */
export function putBackAsTheyShow(values: FieldValues, selector: string): () => void {
  const waiting = new Map(Object.entries(values));
  const fill = () => {
    // looked up afresh after each value: a value put in may redraw the fields after it
    for (;;) {
      const field = fieldsOf(selector).find((candidate) => waiting.has(candidate.name));
      if (!field) break;
      putInto(field, waiting.get(field.name)!);
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
