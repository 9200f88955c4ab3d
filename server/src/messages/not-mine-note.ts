import type { SafeHtml } from '#server/lib/html';
import { fallbackLink, paragraph } from './html-layout';

/**
 * What a link e-mail adds when its account never confirmed the address (decision 113): the reader may not be
 * the person who started the account, so they may take the address back instead of using the link above.
 */
export const NOT_MINE_LEAD =
  'The Tradespace account this e-mail is about has not confirmed this address yet. If you did not start a Tradespace account with this address, do not use the link above.';
export const NOT_MINE_ACTION =
  'Use this link instead to take your address back: that account will no longer be able to use it, and you can start your own.';

export interface NotMineNote {
  text: string[];
  html: SafeHtml[];
}

/** The note's plain-text lines and HTML parts, or nothing when there is no release link. */
export function notMineNote(releaseUrl: string | null | undefined): NotMineNote {
  if (!releaseUrl) return { text: [], html: [] };
  return {
    text: ['', NOT_MINE_LEAD, NOT_MINE_ACTION, '', releaseUrl],
    html: [paragraph(NOT_MINE_LEAD), paragraph(NOT_MINE_ACTION), fallbackLink(releaseUrl)],
  };
}
