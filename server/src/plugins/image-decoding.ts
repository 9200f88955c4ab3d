import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDecodeSlots, type DecodeSlots } from '../lib/decode-slots';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's image decoding slots (decision 061). */
    decodeSlots: DecodeSlots;
  }
}

/** `app.decodeSlots`: at most IMAGE_DECODE_SLOTS images decode at once in this process, the rest wait or get 503. */
async function imageDecodingPlugin(app: FastifyInstance) {
  const { IMAGE_DECODE_SLOTS, IMAGE_DECODE_QUEUE_LIMIT, IMAGE_DECODE_WAIT_MS } = app.env;
  app.decorate(
    'decodeSlots',
    createDecodeSlots({ slots: IMAGE_DECODE_SLOTS, queueLimit: IMAGE_DECODE_QUEUE_LIMIT, waitMs: IMAGE_DECODE_WAIT_MS }),
  );
}

export default fp(imageDecodingPlugin, { name: 'image-decoding' });
