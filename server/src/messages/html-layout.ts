import { hasWebOrEmailAddress } from '#common/contract/name-text';
import { html, trustedHtml, type SafeHtml } from '#server/lib/html';

export { escapeHtml } from '#server/lib/html';

/** The site's `--brand` (web/src/styles.css) and the logo's accent: e-mails look like the pages they lead to. */
export const BRAND_COLOUR = '#0b5d4b';
const ACCENT = '#f6b93b';
const BRAND = BRAND_COLOUR;
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * "Hi Sam," — or a neutral "Hello," when there is no name to greet by, or the stored name holds a web or
 * e-mail address (sign-up refuses those now; older names may still hold one: decision 103).
 */
export function greetingFor(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name && !hasWebOrEmailAddress(name) ? `Hi ${name},` : 'Hello,';
}

// Every part is written with the `html` tag: what is interpolated is escaped text unless it is markup made here.

/** The greeting as the e-mail's heading. */
export function greetingHeading(greeting: string): SafeHtml {
  return html`<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;color:#1f2933">${greeting}</h1>`;
}

export function paragraph(text: string): SafeHtml {
  return html`<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${text}</p>`;
}

const BUTTON_STYLE =
  `display:inline-block;padding:14px 28px;background:${BRAND};color:#ffffff;border-radius:6px;font-size:16px;` +
  'line-height:20px;font-weight:700;text-decoration:none';

export function button(url: string, label: string): SafeHtml {
  return html`<p style="margin:24px 0"><a href="${url}" style="${BUTTON_STYLE}">${label}</a></p>`;
}

/** A link written out in full, for mail clients that hide the button. */
export function fallbackLink(url: string): SafeHtml {
  return html`<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d">If the button does not work, copy this address into your browser:<br><a href="${url}" style="color:${BRAND};word-break:break-all">${url}</a></p>`;
}

/** The site's logo drawn with a table cell (mail clients block SVG and often images): the mark, then the word. */
const LOGO = trustedHtml(
  `<table role="presentation" cellpadding="0" cellspacing="0"><tr>` +
    `<td width="32" height="32" align="center" style="width:32px;height:32px;background:${BRAND};border-radius:7px;` +
    `border-bottom:3px solid ${ACCENT};color:#ffffff;font-size:20px;font-weight:800;line-height:29px">T</td>` +
    `<td style="padding-left:8px;color:${BRAND};font-size:22px;font-weight:800;letter-spacing:-0.4px">Tradespace</td>` +
    `</tr></table>`,
);

/**
 * The Tradespace e-mail frame, in the site's look: the logo on white over a brand-coloured rule, the body
 * (parts made with `html`) and a footer. `preview` is the line inboxes show beside the subject. Styles are
 * inline because many mail clients drop <style> elements. Every e-mail also has a plain-text body.
 */
export function emailLayout(options: { title: string; body: readonly SafeHtml[]; preview?: string }): string {
  const preview = options.preview && html`<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${options.preview}</div>\n`;
  return html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;${FONT}">
${preview}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;border-bottom:4px solid ${BRAND};border-radius:8px 8px 0 0">${LOGO}</td></tr>
<tr><td style="padding:32px">${options.body}</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;font-size:12px;line-height:18px;color:#616e7c">
Tradespace: local job leads for UK tradespeople. You are receiving this e-mail because of an action on Tradespace.
If it was not you, you can ignore it.
</td></tr>
</table></td></tr></table></body></html>`.markup;
}
