import type { Server } from 'node:http';
import { unlink } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backupSocketPath, listenForBackups } from '../db/backup-socket';
import { localUploadsDir } from '../env';

/**
 * With the embedded database in a folder, the app answers `npm run db:backup` on a Unix socket of its own
 * (decision 075): the command cannot open a folder the app holds (decision 069).
 */
async function backupsPlugin(app: FastifyInstance) {
  const { env } = app;
  if (app.database.kind !== 'pglite' || env.DATA_DIR.startsWith('memory://')) return;
  const pglite = (app.db as unknown as { $client: PGlite }).$client;
  const uploadsDir = env.S3_BUCKET ? null : localUploadsDir(env);
  let server: Server | null = null;
  app.addHook('onReady', async () => {
    server = await listenForBackups({ pglite, dataDir: env.DATA_DIR, uploadsDir }, app.log);
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    await new Promise<void>((done) => server!.close(() => done()));
    await unlink(backupSocketPath(env.DATA_DIR)).catch(() => undefined);
  });
}

export default fp(backupsPlugin, { name: 'backups', dependencies: ['database'] });
