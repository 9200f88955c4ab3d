// Prepares the E2E database before the server starts: migrated, seeded, plus the fixture accounts.
import { company, user } from '../server/src/db/schema/index';
import { openDatabase } from '../server/src/db/client';
import { seedDatabase } from '../server/src/db/seed/index';
import { hashPassword } from '../server/src/lib/passwords';
import { sharedPhoneAccounts } from '../e2e/fixtures/shared-phone-accounts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx scripts/e2e-seed.ts <data dir>');

const database = await openDatabase({ dataDir });
await database.migrate();
await seedDatabase(database.db, { jobs: false });
const passwordHash = await hashPassword('Shared-Phone-Fixture-2024');
for (const { phone, emails } of Object.values(sharedPhoneAccounts)) {
  for (const [index, email] of emails.entries()) {
    const [row] = await database.db
      .insert(user)
      .values({ email, passwordHash, firstName: 'Shared', lastName: `Account ${index + 1}`, phoneNumber: phone, postcode: 'M1 1AE' })
      .onConflictDoNothing()
      .returning({ id: user.id });
    if (row) await database.db.insert(company).values({ userId: row.id, name: `Shared Phone Trader ${index + 1}` });
  }
}
await database.close();
