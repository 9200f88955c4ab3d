// The one thing the page needs at load from typed-input-keeper.ts: whether a reload kept anything. The keeper itself
// loads only when it has work (a 419 popup, or kept values to put back), so it costs the first load nothing.

/** This tab's sessionStorage key for the values kept across a reload. */
export const KEPT_INPUT_KEY = 'tradespace:typed-before-reload';

export function hasKeptInput(): boolean {
  try {
    return window.sessionStorage.getItem(KEPT_INPUT_KEY) !== null;
  } catch {
    return false;
  }
}
