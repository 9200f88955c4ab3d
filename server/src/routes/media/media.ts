import type { FastifyInstance } from 'fastify';
import { HttpError } from '#server/lib/http-errors';
import { MEDIA_ROUTE } from '#server/lib/media-url';
import { isStorageKey } from '#server/providers/storage/index';

// keys are random and never reused, so a stored image can be cached for good
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Streams a stored image with the type it was stored with; anything else is a 404. */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>(
    MEDIA_ROUTE,
    { config: { rateLimit: { max: app.env.MEDIA_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { key } = request.params;
      const stored = isStorageKey(key) ? await app.storage.get(key) : null;
      if (!stored) throw new HttpError(404, 'not_found', 'We could not find that image.');
      return reply
        .header('Content-Type', stored.contentType)
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(stored.body);
    },
  );
}
