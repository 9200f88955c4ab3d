import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE_NAME } from './data-folder-lock';

/**
 * A backup of the embedded database (decision 075): one gzipped tar made by the
 * system `tar`, holding `manifest.json`, `database/` (the PGlite data folder as of one moment) and `uploads/`
 * (the local image folder, copied after the database).
 */
export const BACKUP_FORMAT = 'tradespace-backup-1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  appVersion: string;
  /** Migrations applied to the database in the archive. */
  migrations: number;
  createdAt: string;
  /** Whether the archive holds an uploads folder (none with S3 storage, or before the first upload). */
  uploads: boolean;
}

export interface BackupSource {
  /** The open embedded database (the running app's, or one the command opened itself). */
  pglite: PGlite;
  dataDir: string;
  /** The local uploads folder; null with S3 storage (the bucket is backed up on its own). */
  uploadsDir: string | null;
}

/** Folders in the data folder that are not the database's and are never copied as part of it. */
const NOT_DATABASE = [LOCK_FILE_NAME, 'uploads'];

/** The app's version from the package.json of the folder it runs in. */
export async function appVersion(): Promise<string> {
  try {
    return (JSON.parse(await readFile('package.json', 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Writes a backup of `source` to `output` (a file, a socket's reply) and returns its manifest.
 * The database files are copied inside one PGlite transaction that starts with a CHECKPOINT: PGlite runs one
 * transaction or statement at a time, so requests wait meanwhile (a fraction of a second for a small database). The uploads
 * are taken afterwards without any lock: images are write-once files under new keys, so a file added
 * meanwhile is at worst one no row points to yet (harmless), and every row in the copy has its file.
 */
export async function writeBackup(source: BackupSource, output: Writable): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), 'tradespace-backup-'));
  try {
    const migrations = await appliedMigrations(source.pglite);
    await copyDatabaseFiles(source, join(staging, 'database'));
    const uploads = source.uploadsDir !== null && (await isFolder(source.uploadsDir));
    if (uploads) await symlink(resolve(source.uploadsDir!), join(staging, 'uploads'));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      appVersion: await appVersion(),
      migrations,
      createdAt: new Date().toISOString(),
      uploads,
    };
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // -h follows the uploads link; half-written images (.staging-*) are left out
    await runTar(
      ['-czhf', '-', '-C', staging, '--exclude=.staging-*', 'manifest.json', 'database', ...(uploads ? ['uploads'] : [])],
      output,
    );
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function appliedMigrations(pglite: PGlite): Promise<number> {
  const result = await pglite.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations');
  return result.rows[0]?.count ?? 0;
}

async function copyDatabaseFiles(source: BackupSource, target: string): Promise<void> {
  const dataDir = resolve(source.dataDir);
  const skipped = new Set(NOT_DATABASE.map((name) => join(dataDir, name)));
  // PGlite runs one transaction at a time: while ours is open nothing else reaches the database, so the
  // files copied are the checkpointed state, with no write half done
  await source.pglite.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    await mkdir(target, { recursive: true });
    await cp(dataDir, target, { recursive: true, filter: (path) => !skipped.has(resolve(path)) });
  });
}

async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/** Runs the system tar, its standard output piped into `output` when given; rejects with tar's own words. */
export function runTar(args: string[], output?: Writable): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', output ? 'pipe' : 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    if (output) child.stdout!.pipe(output, { end: false });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`tar ${args[0]} failed (exit ${code}): ${errors.trim()}`));
    });
  });
}
