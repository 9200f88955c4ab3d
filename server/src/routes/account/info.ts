import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '#common/app-config';
import { account } from '#common/contract/index';
import { CheckedJson, registerCall } from '#server/lib/register-call';

/** A client whose version tag is older than ours must reload. */
export function versionStatus(clientVersion: string | undefined) {
  const known = clientVersion && /^\d{8}$/.test(clientVersion) ? clientVersion : null;
  return { current_version: APP_VERSION, client_version: known, reload: known !== null && known < APP_VERSION };
}

/**
 * The page asks for this on every load and after every save. A signed-in user's view is kept until the next write
 * (decision 051, the same object while kept), so its reply is checked and written once per view and version tag.
 */
export default async function accountInfoRoutes(app: FastifyInstance) {
  const written = new WeakMap<object, Map<string, CheckedJson>>();
  registerCall(app, account.accountInfo, async ({ input, request }) => {
    const user = request.userId === null ? null : await app.userViews.find(request.userId);
    const reply = () => CheckedJson.of(account.accountInfo, { user, alerts: [], version_status: versionStatus(input.version_tag) });
    if (user === null) return reply();
    const byVersion = written.get(user) ?? new Map<string, CheckedJson>();
    written.set(user, byVersion);
    const version = input.version_tag ?? '';
    let answer = byVersion.get(version);
    if (!answer) {
      answer = reply();
      // a client sends its own build's tag: a view meets a handful, a forged tag must not grow the map
      if (byVersion.size < VERSIONS_CACHED) byVersion.set(version, answer);
    }
    return answer;
  });
}

const VERSIONS_CACHED = 8;
