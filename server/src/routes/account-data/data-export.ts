import type { FastifyInstance } from 'fastify';
import { accountData } from '#common/contract/index';
import { CheckedJson, registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { exportAccountData, exportFileName } from '#server/services/account-export';

/** "Download my data": one JSON file with everything stored about the trader (decision 088). */
export default async function dataExportRoutes(app: FastifyInstance) {
  registerCall(app, accountData.accountExport, async ({ request, reply }) => {
    const userId = requireUser(request);
    const now = new Date();
    const data = await exportAccountData(app, userId, now);
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
    return CheckedJson.of(accountData.accountExport, data);
  });
}
