import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify's own JSON parser, except that an empty body (or one of only spaces) is no body: a call whose
 * payload is "none" may be sent `content-type: application/json` with nothing after it, as some HTTP
 * clients do. The validator then sees no fields, so only calls that need fields answer, field by field
 * (decision 068). Prototype keys are still refused as before.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands text; the type allows a Buffer
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // the default parser calls done itself; what it returns carries nothing
    void parseJson(request, text, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
