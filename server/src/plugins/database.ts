import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle;
  }
}

/** Decorates the app with an opened, migrated database; closes it with the app. */
async function databasePlugin(app: FastifyInstance, options: { handle: DatabaseHandle; ownsHandle: boolean }) {
  app.decorate('db', options.handle);
  if (options.ownsHandle) app.addHook('onClose', async () => options.handle.close());
}

export default fp(databasePlugin, { name: 'database' });
