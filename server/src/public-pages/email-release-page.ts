import { sitePages } from '#common/routes';
import { html, type SafeHtml } from '../lib/html';
import type { PageHead } from './layout';
import type { MessagePage } from './message-page';

/** What the page of a "This is not my account" link shows (decision 113). */
export type EmailReleaseState =
  { kind: 'ask'; action: string } | { kind: 'released'; email: string } | { kind: 'confirmed' } | { kind: 'expired' };

/** A panel with its heading, the first paragraph (also the page's description) and what follows it. */
function page(title: string, lead: string, rest: SafeHtml): MessagePage {
  const head: PageHead = { title, description: lead, robots: 'noindex' };
  return {
    head,
    main: html`<section class="panel" aria-labelledby="release-heading">
<h1 id="release-heading">${title}</h1>
<p>${lead}</p>
${rest}
</section>`,
  };
}

const contactUs = html`<a href="${sitePages.ticketsCreate}">contact us</a>`;

/** The page before the press (which uses nothing), and the answer after it. */
export function emailReleasePage(state: EmailReleaseState): MessagePage {
  switch (state.kind) {
    case 'ask':
      return page(
        'Take back your e-mail address',
        'Someone started a Tradespace account with your e-mail address and has not confirmed it.',
        html`<p>If you did not start it, press the button: that account will no longer be able to use your address, we will not e-mail you about it again, and you can start your own Tradespace account with it.</p>
<p>If you did start it, do not press the button: use the sign-in link in the same e-mail instead.</p>
<form method="post" action="${state.action}"><p><button class="button button--primary" type="submit">This is not my account</button></p></form>`,
      );
    case 'released':
      return page(
        'Your e-mail address is yours again',
        `${state.email} is no longer linked to the account someone else started, and we will not e-mail you about it.`,
        html`<p>You can now start your own Tradespace account with this address.</p>
<p><a class="button button--primary" href="${sitePages.home}">Start my account</a></p>`,
      );
    case 'confirmed':
      return page(
        'This address was confirmed',
        'The account confirmed this e-mail address with a link we sent to it, so it can no longer be taken back here.',
        html`<p>If you did not confirm it, please ${contactUs}.</p>`,
      );
    case 'expired':
      return page(
        'This link has expired',
        'This link has expired or has already been used.',
        html`<p>If we still e-mail you about an account you did not start, ask for a new sign-in link and use "This is not my account" in that e-mail, or ${contactUs}.</p>`,
      );
  }
}
