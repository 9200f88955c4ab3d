import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database, to query (Drizzle). */
    db: Database;
    /** The connection behind it: which kind, its write counter, closing. */
    database: DatabaseHandle;
  }
}

/** Decorates the app with an opened, migrated database; closes it with the app. */
async function databasePlugin(app: FastifyInstance, options: { handle: DatabaseHandle; ownsHandle: boolean }) {
  app.decorate('db', options.handle.db);
  app.decorate('database', options.handle);
  if (options.ownsHandle) app.addHook('onClose', async () => options.handle.close());
}

export default fp(databasePlugin, { name: 'database' });
