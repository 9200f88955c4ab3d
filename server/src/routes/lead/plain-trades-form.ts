import type { FastifyInstance } from 'fastify';
import { normalisePostcode } from '#common/contract/postcode-format';
import { LEAD_TRADE_LIMIT } from '#common/contract/trade-limits';
import { routePath } from '#common/routes';
import { stepLinks } from '#common/step-order';
import { formOptionsFor } from '#server/lib/form-options';
import { isProduction } from '#server/env';
import { catalogueOf } from '#server/services/catalogue';

/** A posted field as a list: a repeated field (every ticked box) arrives as one. */
function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/**
 * The trades step's form sent before (or without) the page's JavaScript (decision 107): a plain form post to
 * the page's own address, so the postcode the first step put in its query comes with it. One trade goes on to the
 * next step with the postcode and the trade in the query, where the app keeps them in the lead draft as if the
 * step had saved them; two come back to the step ticked, where the app asks which is the main one, as its Continue
 * would; none, or more than the step allows, come back too, with what fits kept. Nothing is stored.
 */
export function plainTradesForm(app: FastifyInstance) {
  app.post(routePath('lead_trades'), async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const postcode = typeof query.postcode === 'string' ? normalisePostcode(query.postcode.trim().slice(0, 16)) : '';
    if (postcode.length < 2) return reply.redirect(routePath('lead_location'), 303);
    const { tradeById } = await catalogueOf(app);
    const form = (request.body ?? {}) as Record<string, unknown>;
    const ticked = [...new Set(listOf(form.trades).map(Number))].filter((id) => tradeById.has(id));
    const kept = ticked.slice(0, LEAD_TRADE_LIMIT);
    const withTrades = new URLSearchParams({ postcode, ...(kept.length > 0 ? { trades: kept.join(',') } : {}) });
    if (ticked.length !== 1) return reply.redirect(`${routePath('lead_trades')}?${withTrades}`, 303);
    // the lead steps come in the same order in every scheme: only the form options change what follows
    const { next } = stepLinks('original', 'lead_trades', formOptionsFor(app.env.FORM_OPTIONS, query, !isProduction(app.env)));
    return reply.redirect(`${routePath(next ?? 'lead_email')}?${withTrades}`, 303);
  });
}
