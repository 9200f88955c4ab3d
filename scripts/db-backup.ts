// npm run db:backup [-- FILE]: one archive (.tar.gz) of the embedded database and the uploaded images, made
// while the app runs (it is asked over its backup socket) or not (decision 075).
import { backupCommand, runForCli } from '../server/src/db/backup-commands';
import { parseEnv } from '../server/src/env';

async function main(): Promise<number> {
  if (process.argv.length > 3) {
    console.error('usage: npm run db:backup [-- FILE]');
    return 2;
  }
  const file = process.argv[2] ?? `tradespace-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  return runForCli(async () => {
    const { by } = await backupCommand(parseEnv(), file);
    return `Backup written to ${file} (made by the ${by}).`;
  });
}

process.exitCode = await main();
