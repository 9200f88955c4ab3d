import type { SupportTicketView } from '#common/contract/calls/admin';
import type { SupportTicketRow } from '#server/repos/support-ticket-repo';

/** One ticket as staff see it in /admin. */
export function supportTicketView(row: SupportTicketRow): SupportTicketView {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    subject: row.subject,
    message: row.message,
    email: row.email,
    user_id: row.userId,
    last_error: row.lastError ? { code: row.lastError.code ?? null, url: row.lastError.url ?? null, at: row.lastError.at ?? null } : null,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}
