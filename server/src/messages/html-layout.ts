const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text that is safe in HTML content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

const BRAND = '#0b5fff';
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${escapeHtml(text)}</p>`;
}

export function button(url: string, label: string): string {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;` +
    `background:${BRAND};color:#ffffff;border-radius:6px;font-weight:600;text-decoration:none">` +
    `${escapeHtml(label)}</a></p>`
  );
}

/** A link written out in full, for mail clients that hide the button. */
export function fallbackLink(url: string): string {
  return (
    `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d">If the button does not work, ` +
    `copy this address into your browser:<br><a href="${escapeHtml(url)}" style="color:${BRAND};` +
    `word-break:break-all">${escapeHtml(url)}</a></p>`
  );
}

/**
 * The Tradespace e-mail frame: a branded header, the body (already escaped HTML) and a footer.
 * Styles are inline because many mail clients drop <style> elements.
 */
export function emailLayout(options: { title: string; bodyHtml: string }): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;background:${BRAND};border-radius:8px 8px 0 0;color:#ffffff;font-size:22px;font-weight:700">Tradespace</td></tr>
<tr><td style="padding:32px">${options.bodyHtml}</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;font-size:12px;line-height:18px;color:#7b8794">
You are receiving this e-mail because of an action on Tradespace. If it was not you, you can ignore it.
</td></tr>
</table></td></tr></table></body></html>`;
}
