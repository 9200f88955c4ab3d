// npm run staff:create -- <email>: creates a staff member of the review back office, or resets
// their password. The password comes from STAFF_PASSWORD, else from stdin when piped, else a
// strong one is generated and printed once. Uses the app's database (DATABASE_URL or DATA_DIR).
import { text } from 'node:stream/consumers';
import { parseEnv } from '../server/src/env';
import { checkStaffAccount, generateStaffPassword, saveStaffMember, StaffAccountError } from '../server/src/services/staff-accounts';
import { openAppDatabase } from './open-app-database';

async function readPassword(): Promise<{ password: string; generated: boolean }> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return { password: fromEnv, generated: false };
  if (!process.stdin.isTTY) {
    const piped = (await text(process.stdin)).replace(/\r?\n$/, '');
    if (piped) return { password: piped, generated: false };
  }
  return { password: generateStaffPassword(), generated: true };
}

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) {
    console.error('usage: npm run staff:create -- <email>');
    return 2;
  }
  const { password, generated } = await readPassword();
  try {
    checkStaffAccount(email, password);
  } catch (error) {
    if (!(error instanceof StaffAccountError)) throw error;
    console.error(error.message);
    return 1;
  }
  // a server with the embedded database holds its folder's lock file: the same check refuses us (decision 069)
  const database = await openAppDatabase(parseEnv());
  if (!database) return 1;
  try {
    const saved = await saveStaffMember(database.db, email, password);
    console.log(`${saved.created ? 'Created' : 'Reset the password of'} staff member ${saved.email}.`);
    if (generated) console.log(`Password (shown once, keep it somewhere safe): ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
