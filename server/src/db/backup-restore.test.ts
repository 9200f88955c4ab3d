import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseEnv, type Env } from '../env';
import { hashPassword } from '../lib/passwords';
import { Visitor } from '#server-test/test-app';
import { addCard } from '#server-test/test-cards';
import { multipart, pngImage } from '#server-test/test-images';
import { createUser } from '#server-test/test-users';
import type { Photo } from '#common/contract/calls/photos';
import { BackupRefused, backupCommand, PG_DUMP_ADVICE, restoreCommand } from './backup-commands';
import { LOCK_FILE_NAME } from './data-folder-lock';

// npm run db:backup / db:restore on the embedded database (decision 075): an app
// on a data folder is backed up while it runs and writes, and an app started on the restored folder has it all.
const PASSWORD = 'correct horse battery staple 42';
// These open embedded database folders of their own, whichever database the suite runs on: once is enough, in the
// embedded run (the PostgreSQL run would repeat them unchanged).
const embeddedRunOnly = test.skipIf(Boolean(process.env.DATABASE_URL));

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tradespace-backup-test-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function envOn(dataDir: string): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_JOBS: '0',
    OUTBOX_POLL_MS: '600000',
    WEB_DIST_DIR: './dist/web',
  });
}

async function startApp(env: Env): Promise<FastifyInstance> {
  const app = await buildApp({ env });
  await app.ready();
  return app;
}

async function signIn(app: FastifyInstance, email: string): Promise<Visitor> {
  const visitor = new Visitor(app, '10.75.0.1');
  await visitor.open();
  const reply = await visitor.post('/auth/login', { email_address: email, password: PASSWORD });
  expect(reply.statusCode).toBe(200);
  return visitor;
}

function uploadPhoto(visitor: Visitor, bytes: Buffer) {
  const { payload, headers } = multipart({ bytes, filename: 'boiler.png', contentType: 'image/png' });
  return visitor.post('/v1/account/photos', payload, headers);
}

async function photosOf(visitor: Visitor): Promise<Photo[]> {
  return (await visitor.get('/v1/account/photos')).json<{ photos: Photo[] }>().photos;
}

embeddedRunOnly(
  'a backup taken while the app runs and writes restores into an empty folder: sign-in, photos and cards are there',
  async () => {
    const original = envOn(join(folder, 'original'));
    const app = await startApp(original);
    const email = 'backup.trader@example.co.uk';
    let photoBefore: Photo | undefined;
    const archive = join(folder, 'backup.tar.gz');
    try {
      await createUser(app.db, { email, passwordHash: await hashPassword(PASSWORD) }, 'Backup Heating Ltd');
      const trader = await signIn(app, email);
      expect((await uploadPhoto(trader, await pngImage())).statusCode).toBe(200);
      [photoBefore] = await photosOf(trader);
      expect((await addCard(trader, { number: '4242424242424242' })).saved?.statusCode).toBe(200);

      // the backup is asked of the running app (it holds the folder), while more photos arrive
      const image = await pngImage(160, 90);
      const [made, ...uploads] = await Promise.all([backupCommand(original, archive), ...[1, 2, 3].map(() => uploadPhoto(trader, image))]);
      expect(made.by).toBe('running app');
      for (const upload of uploads) expect(upload.statusCode).toBe(200);
    } finally {
      await app.close();
    }

    const restored = envOn(join(folder, 'restored'));
    const manifest = await restoreCommand(restored, archive);
    expect(manifest.migrations).toBeGreaterThan(0);
    expect(existsSync(join(restored.DATA_DIR, LOCK_FILE_NAME))).toBe(false);

    const again = await startApp(restored);
    try {
      const trader = await signIn(again, email);
      const photos = await photosOf(trader);
      expect(photos.map((photo) => photo.id)).toContain(photoBefore!.id);
      // every photo the restored database knows has its file: the images were copied after the database
      for (const photo of photos) expect((await trader.get(photo.picture, { accept: 'image/*' })).statusCode).toBe(200);
      const cards = (await trader.get('/v1/account/billing/methods')).json<{ methods: { last4: string }[] }>().methods;
      expect(cards.map((card) => card.last4)).toEqual(['4242']);
    } finally {
      await again.close();
    }
  },
  120_000,
);

embeddedRunOnly(
  'with no app running the command opens the folder itself',
  async () => {
    const env = envOn(join(folder, 'original'));
    const made = await backupCommand(env, join(folder, 'offline.tar.gz'));
    expect(made.by).toBe('this command');
  },
  60_000,
);

embeddedRunOnly(
  'a restore refuses a data folder that is not empty, or a file that is no backup, with a sentence saying what to do',
  async () => {
    const busy = join(folder, 'busy');
    await mkdir(busy, { recursive: true });
    await writeFile(join(busy, 'notes.txt'), 'something already here');
    const refusal = await restoreCommand(envOn(busy), join(folder, 'offline.tar.gz')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupRefused);
    expect((refusal as Error).message).toContain(`The data folder ${busy} is not empty. A restore goes into an empty folder only`);
    await expect(restoreCommand(envOn(join(folder, 'empty')), join(busy, 'notes.txt'))).rejects.toThrow('is not a Tradespace backup');
  },
);

test('with DATABASE_URL the commands point to pg_dump and pg_restore', async () => {
  const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
  await expect(backupCommand(env, join(folder, 'never.tar.gz'))).rejects.toThrow(PG_DUMP_ADVICE);
  await expect(restoreCommand(env, join(folder, 'backup.tar.gz'))).rejects.toThrow(PG_DUMP_ADVICE);
});
