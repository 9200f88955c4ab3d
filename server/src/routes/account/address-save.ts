import type { FastifyInstance } from 'fastify';
import { addressBook } from '../../../../common/contract/index';
import { fieldError } from '../../lib/http-errors';
import { registerCall } from '../../lib/register-call';
import { requireUser } from '../../lib/require-user';
import { createAddressRepo } from '../../repos/address-repo';
import { findDistrict } from '../../repos/outcode-repo';
import { createUserRepo } from '../../repos/user-repo';

// the same text the address lookup gives for a district we do not know (routes/helpers/address.ts)
const NOT_FOUND = 'Postcode not found.';

export default async function addressSaveRoutes(app: FastifyInstance) {
  const addresses = createAddressRepo(app.db.db);
  const users = createUserRepo(app.db.db);
  registerCall(app, addressBook.addressSave, async ({ input, request }) => {
    const userId = requireUser(request);
    if (!(await findDistrict(app.db.db, input.postcode))) throw fieldError('postcode', NOT_FOUND);
    await app.db.db.transaction(async (tx) => {
      if (input.name === 'home') {
        // docs/decisions/023: a home of its own means the home is no longer the business address
        await addresses.save(userId, 'home', { ...input, home_is_same: undefined }, tx);
        await addresses.setHomeIsSame(userId, false, tx);
        return;
      }
      await addresses.save(userId, 'business', input, tx);
      if (input.home_is_same === true) await addresses.remove(userId, 'home', tx);
      // the work postcode feeds location.postcode, the jobs estimate and the directory
      await users.setPostcode(userId, input.postcode, tx);
    });
    return { success: true as const };
  });
}
