import type { FastifyInstance } from 'fastify';
import { standInReply } from '#server/providers/company-register/index';

export const LOCAL_COMPANIES_HOUSE_PREFIX = '/local-companies-house';

/**
 * The local stand-in register at Companies House's own path and JSON shape (decision 133), so the production
 * adapter can be pointed at it (COMPANIES_HOUSE_URL) and its test numbers looked at in a browser. Public data only.
 */
export default async function localCompaniesHouseRoutes(app: FastifyInstance) {
  if (app.env.COMPANIES_HOUSE_API_KEY) return;
  app.get<{ Params: { number: string } }>(`${LOCAL_COMPANIES_HOUSE_PREFIX}/company/:number`, async (request, reply) => {
    const number = request.params.number.slice(0, 16).toUpperCase();
    const { statusCode, body } = standInReply(number);
    return reply.code(statusCode).send(body);
  });
}
