import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { staffMember } from '../db/schema/index';
import { verifyPassword } from '../lib/passwords';
import { openTestDatabase } from '#server-test/test-database';
import { saveStaffMember, StaffAccountError } from './staff-accounts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function staffRow(email: string) {
  const [row] = await database.db.select().from(staffMember).where(eq(staffMember.email, email));
  return row;
}

test('a new staff member is stored with an argon2id hash of the password, e-mail in lower case', async () => {
  const saved = await saveStaffMember(database.db, '  Reviewer.One@Tradespace.TEST ', 'Long-Enough-Passphrase-1');

  expect(saved).toEqual({ email: 'reviewer.one@tradespace.test', created: true });
  const row = await staffRow('reviewer.one@tradespace.test');
  expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  expect(await verifyPassword(row?.passwordHash ?? '', 'Long-Enough-Passphrase-1')).toBe(true);
});

test('running it again resets the password and enables a disabled member', async () => {
  await saveStaffMember(database.db, 'reviewer.two@tradespace.test', 'First-Passphrase-0001');
  await database.db.update(staffMember).set({ disabledAt: new Date() }).where(eq(staffMember.email, 'reviewer.two@tradespace.test'));

  const saved = await saveStaffMember(database.db, 'reviewer.two@tradespace.test', 'Second-Passphrase-0002');

  expect(saved.created).toBe(false);
  const row = await staffRow('reviewer.two@tradespace.test');
  expect(row?.disabledAt).toBeNull();
  expect(await verifyPassword(row?.passwordHash ?? '', 'Second-Passphrase-0002')).toBe(true);
  expect(await verifyPassword(row?.passwordHash ?? '', 'First-Passphrase-0001')).toBe(false);
});

test.each([
  ['not-an-email', 'Long-Enough-Passphrase-1', 'Please enter a valid email address.'],
  ['short@tradespace.test', 'Short-1', 'The password must be at least 12 characters.'],
  ['common@tradespace.test', 'password1234', 'This password is too common. Please choose a less guessable one.'],
])('%s with %s is refused: %s', async (email, password, message) => {
  await expect(saveStaffMember(database.db, email, password)).rejects.toEqual(new StaffAccountError(message));
});

// the command runs on an embedded folder of its own whichever database the suite uses: once, in the embedded run
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run staff:create', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tradespace-staff-create-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The command as a person runs it, on its own embedded database folder (never a server's). */
  function run(args: string[], options: { env?: Record<string, string>; input?: string } = {}) {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff-create.ts', ...args], {
      env: { ...env, DATA_DIR: dataDir, PORT: '1', LOG_LEVEL: 'silent', ...options.env },
      input: options.input ?? '',
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  async function storedHashes(emails: string[]): Promise<string[]> {
    const handle = await openDatabase({ dataDir });
    try {
      const rows = await handle.db.select().from(staffMember);
      return emails.map((email) => rows.find((row) => row.email === email)?.passwordHash ?? '');
    } finally {
      await handle.close();
    }
  }

  test('takes the password from STAFF_PASSWORD, then from stdin, and otherwise prints a generated one once', async () => {
    const fromEnv = run(['ops@tradespace.test'], { env: { STAFF_PASSWORD: 'From-The-Environment-1' } });
    expect(fromEnv).toMatchObject({ status: 0, stdout: 'Created staff member ops@tradespace.test.\n' });
    const piped = run(['piped@tradespace.test'], { input: 'Piped-Through-Stdin-2\n' });
    expect(piped).toMatchObject({ status: 0, stdout: 'Created staff member piped@tradespace.test.\n' });
    const generated = run(['ops@tradespace.test']);
    expect(generated.stdout).toMatch(/^Reset the password of staff member ops@tradespace.test.\n/);
    const password = /Password \(shown once, keep it somewhere safe\): (\S+)/.exec(generated.stdout)?.[1] ?? '';
    expect(password).toHaveLength(24);

    const [ops, pipedHash] = await storedHashes(['ops@tradespace.test', 'piped@tradespace.test']);
    expect(await verifyPassword(ops ?? '', password)).toBe(true);
    expect(await verifyPassword(ops ?? '', 'From-The-Environment-1')).toBe(false);
    expect(await verifyPassword(pipedHash ?? '', 'Piped-Through-Stdin-2')).toBe(true);
  }, 180_000);

  test('without an e-mail it prints its usage, and a weak password is refused before the database is opened', () => {
    expect(run([])).toMatchObject({ status: 2, stderr: 'usage: npm run staff:create -- <email>\n' });
    expect(run(['weak@tradespace.test'], { env: { STAFF_PASSWORD: 'short' } })).toMatchObject({
      status: 1,
      stderr: 'The password must be at least 12 characters.\n',
    });
  }, 60_000);
});
