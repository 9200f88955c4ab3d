export const ERROR_SCROLL_OFFSET_PX = 120;

/** After errors the page scrolls to the first one (offset 120 px, 170 for codes). */
export function scrollToFirstError(fields: string[], offset = ERROR_SCROLL_OFFSET_PX): void {
  window.setTimeout(() => {
    const targets = fields
      .map((field) => document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`))
      .filter((element): element is HTMLElement => element !== null);
    const first = targets.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
    if (!first) return;
    window.scrollTo({ top: Math.max(0, first.getBoundingClientRect().top + window.scrollY - offset), behavior: 'smooth' });
    first.querySelector<HTMLElement>('input, textarea, select, button')?.focus({ preventScroll: true });
  }, 0);
}
