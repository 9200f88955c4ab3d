import type { FastifyInstance } from 'fastify';
import { admin } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { createStaffAlertRepo } from '#server/repos/staff-alert-repo';

/** More than anyone reads at once; an alert a day for months is still in the list. */
const ALERT_LIMIT = 50;

export default async function staffAlertsRoutes(app: FastifyInstance) {
  const alerts = createStaffAlertRepo(app.db);
  registerCall(app, admin.staffAlerts, async ({ request, reply }) => {
    requireStaff(request);
    reply.header('Cache-Control', 'no-store');
    const rows = await alerts.listOpen(ALERT_LIMIT);
    return {
      alerts: rows.map((row) => ({ id: row.id, kind: row.kind, message: row.message, created_at: row.createdAt.toISOString() })),
    };
  });
}
