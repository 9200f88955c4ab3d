import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { Storage } from '../providers/storage/index';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Multipart bodies (limits are set per read in lib/read-upload.ts) and `app.storage` for images. */
async function uploadsPlugin(app: FastifyInstance, options: { storage: Storage; ownsStorage: boolean }) {
  // another upload route may have registered the parser first
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  app.decorate('storage', options.storage);
  if (options.ownsStorage) app.addHook('onClose', async () => options.storage.close());
}

export default fp(uploadsPlugin, { name: 'uploads' });
