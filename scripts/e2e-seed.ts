// Prepares the E2E database before the server starts: migrated, seeded, plus the fixture accounts.
import { company, staffMember, user } from '../server/src/db/schema/index';
import { openDatabase } from '../server/src/db/client';
import { seedDatabase } from '../server/src/db/seed/index';
import { hashPassword } from '../server/src/lib/passwords';
import { sharedPhoneAccounts } from '../e2e/fixtures/shared-phone-accounts';
import { STAFF_FIXTURE_PASSWORD, staffFixtureEmails } from '../e2e/fixtures/staff-accounts';
import { seedExperimentVisits } from './e2e-seed-experiment';
import { seedPublishedTraders } from './e2e-seed-profiles';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx scripts/e2e-seed.ts <data dir>');

// with DATABASE_URL the run's database is on that PostgreSQL server; the folder still holds uploads
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
await database.migrate();
await seedDatabase(database.db, { jobs: false });
const passwordHash = await hashPassword('Shared-Phone-Fixture-2024');
for (const { phone, emails } of Object.values(sharedPhoneAccounts)) {
  for (const [index, email] of emails.entries()) {
    const [row] = await database.db
      .insert(user)
      // the later accounts are legacy shared ones, as migration 0007 flags them: one live account per phone
      .values({
        email,
        passwordHash,
        firstName: 'Shared',
        lastName: `Account ${index + 1}`,
        phoneNumber: phone,
        // both proved the number before numbers became one account's each (decision 101): the SMS sign-in lists them
        phoneVerifiedAt: new Date(),
        phoneSharedLegacy: index > 0,
        postcode: 'M1 1AE',
      })
      .onConflictDoNothing()
      .returning({ id: user.id });
    if (row) await database.db.insert(company).values({ userId: row.id, name: `Shared Phone Trader ${index + 1}` });
  }
}
await seedPublishedTraders(database.db, dataDir);
await seedExperimentVisits(database.db);
// review back office staff (e2e/admin): signing in needs their password and the e-mailed code
const staffPasswordHash = await hashPassword(STAFF_FIXTURE_PASSWORD);
await database.db
  .insert(staffMember)
  .values(staffFixtureEmails.map((email) => ({ email, passwordHash: staffPasswordHash })))
  .onConflictDoNothing();
await database.close();
