import type { FastifyInstance } from 'fastify';
import { trades } from '#common/contract/index';
import { catalogueOf } from '#server/services/catalogue';
import { fieldError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { tradeOrderingProblem } from '#server/lib/trade-ordering';
import { createTradeRepo } from '#server/repos/trade-repo';
import { publishAfterSave } from '#server/services/profile-publishing';

export default async function tradeSettingsSaveRoutes(app: FastifyInstance) {
  const tradeRepo = createTradeRepo(app.db);
  registerCall(app, trades.tradeSettingsSave, async ({ input, request }) => {
    const userId = requireUser(request);
    const { tradeById } = await catalogueOf(app);
    const problem = tradeOrderingProblem(input.ordering, tradeById, trades.DEFAULT_TRADE_LIMIT);
    if (problem) throw fieldError('ordering', problem);
    await tradeRepo.replaceUserTrades(userId, input.ordering, { autochildren: input.autochildren });
    // the trades may be the last item the profile needed to go live (decision 064)
    await publishAfterSave(app, userId, request.log);
    return { success: true as const, ordering: input.ordering };
  });
}
