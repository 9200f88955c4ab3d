import { popupMessages } from '#common/contract/errors';
import { DIRECTORY_PATH } from '#common/public-pages';
import { sitePages } from '#common/routes';
import { html, type SafeHtml } from '../lib/html';
import type { PageHead } from './layout';

export interface MessagePage {
  head: PageHead;
  main: SafeHtml;
}

function page(title: string, lines: readonly string[], links: SafeHtml): MessagePage {
  return {
    head: { title, description: lines[0] ?? title, robots: 'noindex' },
    main: html`<section class="panel" aria-labelledby="message-heading">
<h1 id="message-heading">${title}</h1>
${lines.map((line) => html`<p>${line}</p>`)}
<p>${links}</p>
</section>`,
  };
}

const homeLinks = html`<a href="${DIRECTORY_PATH}">Browse the trade directory</a> or <a href="${sitePages.home}">go to the Tradespace home page</a>.`;

/** The public pages' answer for each error status, in the texts of the app's error popup. */
export function messagePage(status: number): MessagePage {
  if (status === 404) return page('Page not found', popupMessages.notFound, homeLinks);
  if (status === 429) return page('Too many requests', popupMessages.rateLimited, homeLinks);
  if (status === 413) {
    return page('That was too long', ['What you sent was longer than we accept. Please go back and shorten it.'], homeLinks);
  }
  if (status < 500) return page('Something was not right', ['The request could not be understood.'], homeLinks);
  return page('Something went wrong', popupMessages.serverError, html`<a href="${sitePages.ticketsCreate}">Contact us</a>`);
}
