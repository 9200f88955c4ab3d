import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/index';
import { createThrowawayDatabase } from './throwaway-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of an embedded database already migrated and seeded (PGlite's dumpDataDir). */
    pgliteTemplateFile: string;
    /** With DATABASE_URL: a database on that server already migrated and seeded, to copy with CREATE DATABASE … TEMPLATE. */
    postgresTemplateName: string;
  }
}

/**
 * The API project's global set-up: migrates and seeds one database per run, and every test file starts
 * from a copy of it. A new embedded database otherwise runs initdb, the migrations and the seed (about
 * 5 s on this machine's 2 cores); loading the copy takes under one.
 */
export default async function setUpDatabaseTemplates(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createThrowawayDatabase(serverUrl);
    const handle = await openDatabase({ databaseUrl: template.url, dataDir: '' });
    await handle.migrate((db) => seedDatabase(db, { jobs: false }));
    // a template must have no open connections while it is copied
    await handle.close();
    project.provide('postgresTemplateName', new URL(template.url).pathname.slice(1));
    project.provide('pgliteTemplateFile', '');
    return () => template.drop();
  }
  const folder = mkdtempSync(join(tmpdir(), 'tradespace-template-'));
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate((db) => seedDatabase(db, { jobs: false }));
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const file = join(folder, 'migrated-and-seeded.tar');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateName', '');
  return async () => rmSync(folder, { recursive: true, force: true });
}
