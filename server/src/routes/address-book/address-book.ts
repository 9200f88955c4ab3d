import type { FastifyInstance } from 'fastify';
import { addressBook } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createAddressRepo, toAddress } from '#server/repos/address-repo';

export default async function addressBookRoutes(app: FastifyInstance) {
  const addresses = createAddressRepo(app.db);
  registerCall(app, addressBook.addressBook, async ({ request }) => {
    const userId = requireUser(request);
    const rows = await addresses.listOf(userId);
    const of = (kind: 'business' | 'home') => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return row ? toAddress(row) : null;
    };
    return { address_book: { home: of('home'), business: of('business') } };
  });
}
