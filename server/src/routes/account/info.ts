import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '#common/app-config';
import { account } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';

/** A client whose version tag is older than ours must reload. */
export function versionStatus(clientVersion: string | undefined) {
  const known = clientVersion && /^\d{8}$/.test(clientVersion) ? clientVersion : null;
  return { current_version: APP_VERSION, client_version: known, reload: known !== null && known < APP_VERSION };
}

export default async function accountInfoRoutes(app: FastifyInstance) {
  registerCall(app, account.accountInfo, async ({ input, request }) => ({
    user: request.userId === null ? null : await app.userViews.find(request.userId),
    alerts: [],
    version_status: versionStatus(input.version_tag),
  }));
}
