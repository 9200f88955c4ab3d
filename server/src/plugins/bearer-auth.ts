import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { user } from '../db/schema/index';
import { sha256 } from '../lib/tokens';

/** Native-app variant: `Authorization: Bearer <api_token>` plus a `deviceid` header. */
async function bearerAuthPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ') || request.userId !== null) return;
    const token = header.slice('Bearer '.length).trim();
    if (token.length < 20 || token.length > 200) return;
    const [row] = await app.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.apiTokenHash, sha256(token)));
    if (!row) return;
    request.userId = row.id;
    request.viaBearerToken = true;
  });
}

export default fp(bearerAuthPlugin, { name: 'bearer-auth', dependencies: ['sessions'] });
