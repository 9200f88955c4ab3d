export const ERROR_SCROLL_OFFSET_PX = 120;

/** A message that shows only with the errors (a refused card) may need a render or two to be on the page. */
const TRIES = 5;
const RETRY_MS = 50;

/** After errors the page scrolls to the first one (offset 120 px, 170 for codes) and focus goes there. */
export function scrollToFirstError(fields: string[], offset = ERROR_SCROLL_OFFSET_PX, triesLeft = TRIES): void {
  window.setTimeout(
    () => {
      const targets = fields
        .map((field) => document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`))
        .filter((element): element is HTMLElement => element !== null);
      const first = targets.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
      if (!first) {
        if (triesLeft > 1) scrollToFirstError(fields, offset, triesLeft - 1);
        return;
      }
      window.scrollTo({ top: Math.max(0, first.getBoundingClientRect().top + window.scrollY - offset), behavior: 'smooth' });
      // a message on its own (no control of its own, e.g. a refused card) takes focus itself, so it is read out where it is
      const control =
        first.querySelector<HTMLElement>('input, textarea, select, button') ?? (first.hasAttribute('tabindex') ? first : null);
      control?.focus({ preventScroll: true });
    },
    triesLeft === TRIES ? 0 : RETRY_MS,
  );
}
