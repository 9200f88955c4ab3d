import { dayMonthText } from '#common/calendar-date';
import { html, type SafeHtml } from '../lib/html';

/**
 * Away mode on the public pages (decision 089): "3 March" (the year only when not this year) while
 * the trader's first day back is still ahead of `today` (London), else null: a pause ends by itself.
 */
export function awayUntil(pausedUntil: string | null, today: string): string | null {
  return pausedUntil !== null && pausedUntil > today ? dayMonthText(pausedUntil, today) : null;
}

/** "Not taking new work until 3 March", as the profile and the directory say it; nothing when available. */
export function awayNotice(pausedUntil: string | null, today: string): SafeHtml {
  const back = awayUntil(pausedUntil, today);
  return back ? html`<p class="away-notice"><strong>Not taking new work until ${back}</strong></p>` : html``;
}
