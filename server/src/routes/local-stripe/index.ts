import type { FastifyInstance } from 'fastify';
import devBank from './dev-bank';
import vault from './vault';

/** The local card provider's stand-ins for Stripe's servers and a bank (decision 028). */
export default async function localStripeRoutes(app: FastifyInstance) {
  await app.register(vault);
  await app.register(devBank);
}
