import { openDatabase, type DatabaseHandle } from '../server/src/db/client';
import { DataFolderInUseError } from '../server/src/db/data-folder-lock';
import type { Env } from '../server/src/env';

/**
 * The app's database as the server opens it (DATABASE_URL, else the embedded one in DATA_DIR), migrated as the
 * server would. Null, with the reason printed, while a running server holds the embedded folder (decision 069).
 */
export async function openAppDatabase(env: Env): Promise<DatabaseHandle | null> {
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(error.message);
    return null;
  }
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
