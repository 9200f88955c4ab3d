import type { FastifyInstance } from 'fastify';
import { helpers } from '#common/contract/index';
import { catalogueOf } from '#server/services/catalogue';
import { registerCall } from '#server/lib/register-call';

export default async function categoriesRoutes(app: FastifyInstance) {
  registerCall(app, helpers.categories, async () => ({ parents: [...(await catalogueOf(app)).parents] }));
}
