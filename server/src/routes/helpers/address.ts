import type { FastifyInstance } from 'fastify';
import { helpers } from '#common/contract/index';
import { fieldError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { createAddressLookup } from '#server/providers/address/index';
import { findDistrict } from '#server/repos/outcode-repo';

// The two texts the address picker shows under postcode
const NOT_FOUND = 'Postcode not found.';
const LOOKUP_FAILED = 'We could not locate that address.';

export default async function addressRoutes(app: FastifyInstance) {
  const lookup = createAddressLookup(app.env, (postcode) => findDistrict(app.db, postcode));
  registerCall(
    app,
    helpers.addressLookup,
    async ({ input, request }) => {
      // an unknown district is refused before a (paid) lookup is spent on it
      if (!(await findDistrict(app.db, input.postcode))) throw fieldError('postcode', NOT_FOUND);
      const list = await lookup.find(input.postcode).catch((error: unknown) => {
        request.log.error({ err: error, postcode: input.postcode }, 'address lookup failed');
        throw fieldError('postcode', LOOKUP_FAILED);
      });
      if (list.length === 0) throw fieldError('postcode', NOT_FOUND);
      return { list };
    },
    // each lookup may cost money at the vendor: a tighter limit per client
    { config: { rateLimit: { max: app.env.ADDRESS_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
