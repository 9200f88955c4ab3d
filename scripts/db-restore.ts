// npm run db:restore -- FILE: unpacks a db:backup archive into an empty DATA_DIR (and uploads folder); then
// `npm start` runs on it (decision 075).
import { restoreCommand, runForCli } from '../server/src/db/backup-commands';
import { parseEnv } from '../server/src/env';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error('usage: npm run db:restore -- FILE');
    return 2;
  }
  return runForCli(async () => {
    const manifest = await restoreCommand(parseEnv(), file);
    return `Restored the backup of ${manifest.createdAt} (app ${manifest.appVersion}, ${manifest.migrations} migrations); start the app to use it.`;
  });
}

process.exitCode = await main();
