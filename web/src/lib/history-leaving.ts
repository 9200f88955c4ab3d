/** The part of the Navigation API used here: its Back stays among this page's own entries. */
interface BackNavigation {
  canGoBack: boolean;
  back(): { committed: Promise<unknown> };
}

/** A history entry the page is still leaving (a closed popup's), or null. */
let leaving: Promise<void> | null = null;

/**
 * Leaves the current history entry, as the browser's Back would, and holds the page's own navigations until the
 * browser has: a Back still on its way when the app moves on would otherwise land after the move and undo it. The
 * Navigation API says when its Back has arrived, and skips the entries a removed frame left (the bank's check inside
 * the card popup adds one); without it, `history.back()` as before.
 */
export function leaveEntry(when: Promise<boolean>): void {
  const left = when.then(async (leave) => {
    if (!leave) return;
    const navigation = (window as { navigation?: BackNavigation }).navigation;
    if (!navigation?.canGoBack) return window.history.back();
    await navigation.back().committed.catch(() => undefined);
  });
  const current: Promise<void> = left.finally(() => {
    if (leaving === current) leaving = null;
  });
  leaving = current;
}

/** Runs a navigation now, or once the entry being left is left. */
export function afterEntryLeft(navigate: () => void): void {
  if (leaving) void leaving.then(navigate);
  else navigate();
}
