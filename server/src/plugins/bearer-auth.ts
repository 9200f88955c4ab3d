import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sha256 } from '../lib/tokens';
import { findUserIdByApiTokenHash } from '../repos/api-token-repo';

/** Native-app variant: `Authorization: Bearer <api_token>` plus a `deviceid` header. */
async function bearerAuthPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ') || request.userId !== null) return;
    const token = header.slice('Bearer '.length).trim();
    if (token.length < 20 || token.length > 200) return;
    const userId = await findUserIdByApiTokenHash(app.db, sha256(token));
    if (userId === undefined) return;
    request.userId = userId;
    request.viaBearerToken = true;
  });
}

export default fp(bearerAuthPlugin, { name: 'bearer-auth', dependencies: ['sessions'] });
