import type { FastifyInstance } from 'fastify';
import accountClose from './account-close';
import closeCheck from './close-check';
import closeCode from './close-code';
import dataExport from './data-export';

/** "Their data": the export and closing the account (decision 088). */
export default async function accountDataRoutes(app: FastifyInstance) {
  await app.register(dataExport);
  await app.register(closeCode);
  await app.register(closeCheck);
  await app.register(accountClose);
}
