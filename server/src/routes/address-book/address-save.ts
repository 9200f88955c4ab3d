import type { FastifyInstance } from 'fastify';
import { addressBook } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createAddressRepo } from '#server/repos/address-repo';
import { createUserRepo } from '#server/repos/user-repo';
import { publishAfterSave } from '#server/services/profile-publishing';

/**
 * Saves a home or business address. A postcode in a UK area is taken even when no lookup knows its
 * district (a new estate, "Postcode not found." then manual entry): the contract refuses the rest (decision 068).
 */
export default async function addressSaveRoutes(app: FastifyInstance) {
  const addresses = createAddressRepo(app.db);
  const users = createUserRepo(app.db);
  registerCall(app, addressBook.addressSave, async ({ input, request }) => {
    const userId = requireUser(request);
    await app.db.transaction(async (tx) => {
      if (input.name === 'home') {
        // decision 023: a home of its own means the home is no longer the business address
        await addresses.save(userId, 'home', { ...input, home_is_same: undefined }, tx);
        await addresses.setHomeIsSame(userId, false, tx);
        return;
      }
      await addresses.save(userId, 'business', input, tx);
      if (input.home_is_same === true) await addresses.remove(userId, 'home', tx);
      // the work postcode feeds location.postcode, the jobs estimate and the directory
      await users.setPostcode(userId, input.postcode, tx);
    });
    // the work address may be the last item the profile needed to go live (decision 064)
    if (input.name !== 'home') await publishAfterSave(app, userId, request.log);
    return { success: true as const };
  });
}
