import type { FastifyInstance } from 'fastify';
import devBank from './dev-bank';
import identityPage from './identity-page';
import vault from './vault';

/** The local providers' stand-ins for Stripe's servers, a bank and Stripe's hosted identity check (decisions 028, 137). */
export default async function localStripeRoutes(app: FastifyInstance) {
  await app.register(vault);
  await app.register(devBank);
  await app.register(identityPage);
}
