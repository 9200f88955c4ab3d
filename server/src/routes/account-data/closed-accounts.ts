import type { FastifyInstance } from 'fastify';
import { CLOSED_ACCOUNTS_SHOWN } from '#common/contract/calls/account-data';
import { accountData } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { createClosedAccountRepo } from '#server/repos/closed-account-repo';

/** The audit log's closed accounts: when, the account id and what was kept (decision 088). */
export default async function closedAccountsRoutes(app: FastifyInstance) {
  const closures = createClosedAccountRepo(app.db);
  registerCall(app, accountData.closedAccounts, async ({ request, reply }) => {
    requireStaff(request);
    reply.header('Cache-Control', 'no-store');
    const rows = await closures.newest(CLOSED_ACCOUNTS_SHOWN);
    return { closures: rows.map((row) => ({ account_id: row.userId, closed_at: row.closedAt.toISOString(), kept: row.kept })) };
  });
}
