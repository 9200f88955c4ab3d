import type { FastifyInstance } from 'fastify';
import { admin } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { deliveryFailureReason } from '#server/lib/sms-delivery';
import { createSmsReceiptRepo } from '#server/repos/sms-receipt-repo';
import { createStaffAlertRepo } from '#server/repos/staff-alert-repo';

/** More than anyone reads at once; an alert a day for months is still in the list. */
const ALERT_LIMIT = 50;
/** The newest failed texts; older ones are in the outbox rows. */
const FAILED_TEXT_LIMIT = 20;

export default async function staffAlertsRoutes(app: FastifyInstance) {
  const alerts = createStaffAlertRepo(app.db);
  const receipts = createSmsReceiptRepo(app.db);
  registerCall(app, admin.staffAlerts, async ({ request, reply }) => {
    requireStaff(request);
    reply.header('Cache-Control', 'no-store');
    const [rows, failed] = await Promise.all([alerts.listOpen(ALERT_LIMIT), receipts.listFailed(FAILED_TEXT_LIMIT)]);
    return {
      alerts: rows.map((row) => ({ id: row.id, kind: row.kind, message: row.message, created_at: row.createdAt.toISOString() })),
      // texts the provider could not deliver, beside the alerts (decision 142)
      failed_texts: failed.map((text) => ({
        id: text.id,
        recipient: text.recipient,
        template: text.template,
        status: text.status,
        error_code: text.errorCode,
        reason: deliveryFailureReason(text.errorCode),
        at: text.at.toISOString(),
      })),
    };
  });
}
