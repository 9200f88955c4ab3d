import type { FastifyReply } from 'fastify';
import type { SafeHtml } from '#server/lib/html';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1f2933;background:#fff}
h1{font-size:1.25rem;margin:0 0 12px}p{margin:0 0 16px;line-height:1.5}form{display:inline-block;margin:0 12px 12px 0}
button{font:inherit;padding:10px 20px;border-radius:6px;border:1px solid #1d4ed8;cursor:pointer}
.complete{background:#1d4ed8;color:#fff}.fail{background:#fff;color:#b91c1c;border-color:#b91c1c}
label{display:block;font-weight:600;margin:0 0 4px}input{font:inherit;padding:8px;border:1px solid #52606d;border-radius:4px;margin:0 0 16px;width:100%;max-width:320px;box-sizing:border-box}`;

/** A page of a local stand-in for an outside service (a bank, Stripe's hosted identity check): plain HTML, no script. */
export function sendStandInPage(reply: FastifyReply, title: string, body: SafeHtml | string) {
  return reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', PAGE_CSP).send(`<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head>
<body><main>${String(body)}</main></body></html>`);
}
