import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserView } from '#common/contract/user';
import { deepFreeze } from '../lib/deep-freeze';
import { createUserRepo } from '../repos/user-repo';
import { createPlanChanges } from '../services/plan-changes';

declare module 'fastify' {
  interface FastifyInstance {
    userViews: {
      /** The signed-in user as the client sees it (spec "user" object), from memory until this process writes. */
      find: (userId: number) => Promise<UserView | null>;
    };
  }
}

// the 30-second ping of every open tab reads this (decision 051)
const CACHE_TTL_MS = 5_000;
const CACHE_ENTRIES = 10_000;

async function userViewsPlugin(app: FastifyInstance) {
  const users = createUserRepo(app.db);
  const planChanges = createPlanChanges(app.db);
  const views = app.readCache<number, UserView | null>({ ttlMs: CACHE_TTL_MS, maxEntries: CACHE_ENTRIES });
  app.decorate('userViews', {
    // a plan change that has come due is applied before the view is built (decision 065); with
    // nothing due that is one plain read, which leaves the caches alone
    find: (userId: number) =>
      views.read(userId, async () => {
        await planChanges.applyDue(userId, new Date());
        return deepFreeze(await users.findView(userId));
      }),
  });
}

export default fp(userViewsPlugin, { name: 'user-views', dependencies: ['database', 'read-caches'] });
