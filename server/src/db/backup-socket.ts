import { createHash } from 'node:crypto';
import { createWriteStream, realpathSync } from 'node:fs';
import { chmod, unlink } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { writeBackup, type BackupSource } from './backup';

/**
 * While the app runs it holds the embedded database (decision 069), so `npm run db:backup` asks the app
 * itself for the archive, over a Unix socket only this user can open (0600), never over the app's port
 * (decision 075).
 */
export function backupSocketPath(dataDir: string): string {
  let folder: string;
  try {
    folder = realpathSync(dataDir);
  } catch {
    folder = resolve(dataDir);
  }
  // outside the data folder (it would be copied with it) and short (a socket path has ~100 characters)
  return join(tmpdir(), `tradespace-backup-${createHash('sha256').update(folder).digest('hex').slice(0, 16)}.sock`);
}

/** Answers `POST /backup` on the data folder's socket with a backup archive; the app closes it on exit. */
export async function listenForBackups(
  source: BackupSource,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): Promise<Server> {
  const path = backupSocketPath(source.dataDir);
  // a socket file left by a process that died: this process holds the folder's lock now, so it is ours
  await unlink(path).catch(() => undefined);
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only POST /backup is answered here.\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/gzip' });
    writeBackup(source, response).then(
      (manifest) => {
        log.info({ migrations: manifest.migrations, uploads: manifest.uploads }, 'backup written for db:backup');
        response.end();
      },
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        // the archive is cut short: the command sees the connection end early and keeps no file
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  await chmod(path, 0o600);
  return server;
}

/** Asks the app holding `dataDir` for a backup and writes it to `file`; rejects when the app does not answer. */
export async function requestBackup(dataDir: string, file: string): Promise<void> {
  const response = await new Promise<import('node:http').IncomingMessage>((done, fail) => {
    const request = httpRequest({ socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' }, done);
    request.on('error', fail);
    request.end();
  });
  if (response.statusCode !== 200) throw new Error(`the running app answered ${response.statusCode}`);
  await pipeline(response, createWriteStream(file, { mode: 0o600 }));
  if (!response.complete) throw new Error('the running app stopped sending the backup before its end');
}
