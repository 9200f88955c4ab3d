import { escapeHtml } from '#server/lib/html';
import type { OutboxListing } from '#server/repos/outbox-repo';

/** The viewer page allows no scripts at all; e-mail HTML sits in sandboxed frames. */
export const OUTBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

/** One e-mail's HTML on its own: no scripts, no forms, an opaque origin. */
export const MESSAGE_HTML_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https:";

const STYLE = `body{font-family:system-ui,sans-serif;margin:24px;color:#1f2933;background:#f4f5f7}
article{background:#fff;border-radius:8px;padding:16px;margin:0 0 16px;box-shadow:0 1px 2px #0002}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 12px}dt{color:#7b8794}dd{margin:0}
pre{white-space:pre-wrap;background:#f4f5f7;padding:12px;border-radius:6px}
iframe{width:100%;height:420px;border:1px solid #e4e7eb;border-radius:6px}
.sent{color:#0a7d33}.failed{color:#c81e1e}.pending{color:#a05a00}`;

function field(label: string, value: string, className = ''): string {
  const attribute = className ? ` class="${className}"` : '';
  return `<dt>${label}</dt><dd${attribute}>${escapeHtml(value)}</dd>`;
}

/** "once", or "once; 1 duplicate send held back" when the idempotency key stopped a second delivery. */
function deliveryText(delivery: NonNullable<OutboxListing['delivery']>): string {
  const duplicates = delivery.attempts - 1;
  const held = duplicates === 0 ? '' : `; ${duplicates} duplicate send${duplicates === 1 ? '' : 's'} held back`;
  return `once, ${delivery.deliveredAt.toISOString()}${held}`;
}

function renderMessage(row: OutboxListing): string {
  const status = row.status === 'pending' && row.attempts > 0 ? `pending (attempt ${row.attempts})` : row.status;
  const html = row.htmlBody
    ? `<iframe sandbox srcdoc="${escapeHtml(row.htmlBody)}" title="HTML body of message ${row.id}"></iframe>` +
      `<p><a href="/dev/outbox/${row.id}.html">Open the HTML body on its own</a></p>`
    : '';
  return `<article aria-labelledby="message-${row.id}">
<h2 id="message-${row.id}">${escapeHtml(row.subject ?? `${row.channel.toUpperCase()} to ${row.recipient}`)}</h2>
<dl>${field('Time', row.createdAt.toISOString())}${field('Channel', row.channel)}${field('To', row.recipient)}
${field('Subject', row.subject ?? '')}${field('Template', row.template)}${field('Status', status, row.status)}
${row.sentAt ? field('Sent', row.sentAt.toISOString()) : ''}${row.delivery ? field('Delivered', deliveryText(row.delivery)) : ''}${row.lastError ? field('Last error', row.lastError) : ''}</dl>
<pre>${escapeHtml(row.textBody)}</pre>${html}</article>`;
}

/** The local outbox: every message the app wrote, newest first (development only). */
export function renderOutboxPage(rows: OutboxListing[], filter: string | undefined): string {
  const list = rows.length ? rows.map(renderMessage).join('\n') : '<p>No messages yet.</p>';
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Tradespace</title><style>${STYLE}</style></head>
<body><main><h1>Outbox</h1>
<p>Messages written by this app, newest first. Offline delivery keeps them here and nothing leaves the machine.</p>
<form method="get" action="/dev/outbox"><label for="to">Recipient</label>
<input id="to" name="to" value="${escapeHtml(filter ?? '')}"> <button type="submit">Filter</button>
<a href="/dev/outbox">Show all</a></form>
${list}</main></body></html>`;
}
