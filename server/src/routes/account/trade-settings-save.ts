import type { FastifyInstance } from 'fastify';
import { trades } from '../../../../common/contract/index';
import { catalogueOf } from '../../services/catalogue';
import { fieldError } from '../../lib/http-errors';
import { registerCall } from '../../lib/register-call';
import { requireUser } from '../../lib/require-user';
import { tradeOrderingProblem } from '../../lib/trade-ordering';
import { createTradeRepo } from '../../repos/trade-repo';
import { publishAfterSave } from '../../services/profile-publishing';

export default async function tradeSettingsSaveRoutes(app: FastifyInstance) {
  const tradeRepo = createTradeRepo(app.db.db);
  registerCall(app, trades.tradeSettingsSave, async ({ input, request }) => {
    const userId = requireUser(request);
    const { tradeById } = await catalogueOf(app);
    const problem = tradeOrderingProblem(input.ordering, tradeById, trades.DEFAULT_TRADE_LIMIT);
    if (problem) throw fieldError('ordering', problem);
    await tradeRepo.replaceUserTrades(userId, input.ordering, { autochildren: input.autochildren });
    // the trades may be the last item the profile needed to go live (docs/decisions/064)
    await publishAfterSave(app, userId, request.log);
    return { success: true as const, ordering: input.ordering };
  });
}
