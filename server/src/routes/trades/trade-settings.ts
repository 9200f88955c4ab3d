import type { FastifyInstance } from 'fastify';
import { trades } from '#common/contract/index';
import { catalogueOf } from '#server/services/catalogue';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createTradeRepo } from '#server/repos/trade-repo';

export default async function tradeSettingsRoutes(app: FastifyInstance) {
  const tradeRepo = createTradeRepo(app.db);
  registerCall(app, trades.tradeSettings, async ({ request }) => {
    const userId = requireUser(request);
    const [catalogue, ordering] = await Promise.all([catalogueOf(app), tradeRepo.tradeIdsOf(userId)]);
    const parents = Object.fromEntries(catalogue.parents.map((parent) => [String(parent.id), parent]));
    return { limit: trades.DEFAULT_TRADE_LIMIT, parents, ordering, selected: ordering };
  });
}
