import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { localUploadsDir, type Env } from '../env';
import { BACKUP_FORMAT, runTar, writeBackup, type BackupManifest } from './backup';
import { requestBackup } from './backup-socket';
import { MIGRATIONS_FOLDER, openDatabase } from './client';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock';

/** A refusal the commands tell as the sentence it is (exit code 1, no stack trace). */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** Runs a backup command for the CLI: prints what it did (exit code 0) or the refusal's sentence (1). */
export async function runForCli(command: () => Promise<string>): Promise<number> {
  try {
    console.log(await command());
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    console.error(error.message);
    return 1;
  }
}

export const PG_DUMP_ADVICE =
  'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g. pg_dump --format=custom --file=tradespace.dump "$DATABASE_URL", ' +
  'and restore with pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" tradespace.dump (see the README, "Back it up").';

function refuseWithPostgres(env: Env): void {
  if (env.DATABASE_URL) throw new BackupRefused(PG_DUMP_ADVICE);
}

/**
 * `npm run db:backup [FILE]`: asks the running app for the archive over its backup socket, or, when no app
 * holds the data folder, opens the database itself. The file appears only when complete and checked.
 */
export async function backupCommand(env: Env, file: string): Promise<{ file: string; by: 'running app' | 'this command' }> {
  refuseWithPostgres(env);
  if (env.DATA_DIR.startsWith('memory://') || !existsSync(join(env.DATA_DIR, 'PG_VERSION'))) {
    throw new BackupRefused(`There is no embedded database in ${env.DATA_DIR} to back up (DATA_DIR).`);
  }
  const partial = `${file}.partial`;
  let by: 'running app' | 'this command' = 'this command';
  try {
    let lock;
    try {
      lock = lockDataFolder(env.DATA_DIR);
    } catch (error) {
      if (!(error instanceof DataFolderInUseError)) throw error;
      by = 'running app';
      await requestBackup(env.DATA_DIR, partial).catch((cause: unknown) => {
        throw new BackupRefused(
          `The app holding ${env.DATA_DIR} (pid ${error.pid}) did not send a backup (${(cause as Error).message}). ` +
            'Is it an older version? Stop it and run the command again, and it backs up the folder itself.',
        );
      });
    }
    if (lock) {
      // nobody holds the folder: open it ourselves (openDatabase takes the same lock again)
      lock.release();
      await backupClosedFolder(env, partial);
    }
    // gzip's checksum over the whole archive: a cut-short transfer never becomes a backup
    await runTar(['-tzf', partial]);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return { file, by };
}

async function backupClosedFolder(env: Env, file: string): Promise<void> {
  const handle = await openDatabase({ dataDir: env.DATA_DIR });
  try {
    const output = createWriteStream(file, { mode: 0o600 });
    const pglite = (handle.db as unknown as { $client: PGlite }).$client;
    await writeBackup({ pglite, dataDir: env.DATA_DIR, uploadsDir: env.S3_BUCKET ? null : localUploadsDir(env) }, output);
    output.end();
    await finished(output);
  } finally {
    await handle.close();
  }
}

/** Entries of a folder, none when it does not exist. */
function entriesOf(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder) : [];
}

/** Migrations this version of the app knows. */
function knownMigrations(): number {
  return (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
}

/** The archive's manifest, read without unpacking the rest. */
export async function readManifest(file: string): Promise<BackupManifest> {
  const chunks: Buffer[] = [];
  await new Promise<void>((done, fail) => {
    const child = spawn('tar', ['-xzOf', file, 'manifest.json'], { stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`exit ${code}`))));
  }).catch(() => {
    throw new BackupRefused(`${file} is not a Tradespace backup (no readable manifest.json in a .tar.gz).`);
  });
  const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupRefused(`${file} is not a Tradespace backup this version reads (format ${String(manifest.format)}).`);
  return manifest;
}

/**
 * `npm run db:restore FILE`: unpacks the database into DATA_DIR and the images into the uploads folder, both
 * empty (a restore never mixes with data that is there). The archive was checked whole when it was made.
 */
export async function restoreCommand(env: Env, file: string): Promise<BackupManifest> {
  refuseWithPostgres(env);
  if (!existsSync(file)) throw new BackupRefused(`There is no file ${file} to restore.`);
  const dataDir = env.DATA_DIR;
  if (entriesOf(dataDir).length > 0) {
    throw new BackupRefused(
      `The data folder ${dataDir} is not empty. A restore goes into an empty folder only: move this one aside, or set DATA_DIR to a new folder.`,
    );
  }
  const manifest = await readManifest(file);
  if (manifest.migrations > knownMigrations()) {
    throw new BackupRefused(
      `${file} comes from a newer version of the app (${manifest.migrations} migrations, this one knows ${knownMigrations()}): restore it with that version.`,
    );
  }
  const uploadsDir = localUploadsDir(env)!;
  const separateUploads = !uploadsDir.startsWith(join(dataDir, 'uploads'));
  if (separateUploads && manifest.uploads && entriesOf(uploadsDir).length > 0) {
    throw new BackupRefused(
      `The uploads folder ${uploadsDir} is not empty. A restore goes into an empty folder only: move it aside, or set UPLOADS_DIR to a new folder.`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  // an app started meanwhile would find a half-unpacked folder: it is refused while we hold the lock
  const lock = lockDataFolder(dataDir);
  try {
    await runTar(['-xzf', file, '-C', dataDir, '--strip-components=1', 'database']);
    if (manifest.uploads) {
      await mkdir(uploadsDir, { recursive: true });
      await runTar(['-xzf', file, '-C', uploadsDir, '--strip-components=1', 'uploads']);
    }
  } finally {
    lock.release();
  }
  return manifest;
}
