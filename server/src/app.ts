import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { openDatabase, type DatabaseHandle } from './db/client';
import { validatorCompiler } from './lib/validator-compiler';
import { seedDatabase } from './db/seed/index';
import { isProduction, startupSummary, type Env } from './env';
import backups from './plugins/backups';
import bearerAuth from './plugins/bearer-auth';
import cardProvider from './plugins/card-provider';
import captcha from './plugins/captcha';
import companyChecks from './plugins/company-checks';
import csrf from './plugins/csrf';
import database from './plugins/database';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import experiment from './plugins/experiment';
import gracefulStop from './plugins/graceful-stop';
import identityProvider from './plugins/identity-provider';
import imageDecoding from './plugins/image-decoding';
import jsonBody from './plugins/json-body';
import metrics from './plugins/metrics';
import outbox from './plugins/outbox';
import planChangeSweep from './plugins/plan-change-sweep';
import trialNoticeSweep from './plugins/trial-notice-sweep';
import insuranceSweep from './plugins/insurance-sweep';
import rateLimit from './plugins/rate-limit';
import readCaches from './plugins/read-caches';
import redisState from './plugins/redis-state';
import requestId from './plugins/request-id';
import securityHeaders from './plugins/security-headers';
import sessions from './plugins/sessions';
import uploads from './plugins/uploads';
import userViews from './plugins/user-views';
import webPages from './plugins/web-pages';
import { registerRoutes } from './routes/index';
import { createMessagingProviders, type MessagingProviders } from './providers/messaging/index';
import type { IdentityProvider } from './providers/identity/index';
import type { CardProviders } from './providers/payments/index';
import { createStorage, type Storage } from './providers/storage/index';
import { createMessageDeliveryRepo } from './repos/message-delivery-repo';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
  }
}

export interface BuildOptions {
  env: Env;
  /** An already migrated database (tests share one per file); otherwise one is opened from env. */
  database?: DatabaseHandle;
  /** E-mail and SMS transports; by default chosen from env (tests pass fakes: the outside edge). */
  messaging?: MessagingProviders;
  /** Where uploaded images go; by default chosen from env (tests may pass one to look inside). */
  storage?: Storage;
  /** Card provider; by default chosen from env, the local one keeping its vault in the database (decisions 028, 070). */
  cards?: CardProviders;
  /** The identity check's provider; by default chosen from env, the local stand-in keeping its sessions in the database. */
  identity?: IdentityProvider;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
  /** Log the mode, database and providers as the very first line (`npm start`, server.ts). */
  announceStart?: boolean;
}

/**
 * Replies smaller than this go uncompressed (decision 052): they arrive in
 * the first round trip either way, and compressing one costs more CPU than the rest of a cached call.
 */
export const COMPRESS_FROM_BYTES = 1400;

/** Opens, migrates and seeds the database named by env (refused while another process has the embedded one). */
export async function prepareDatabase(env: Env): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    // one process at a time on PostgreSQL: several started together take turns (decision 069)
    await handle.migrate((db) => seedDatabase(db, { jobs: env.SEED_JOBS }));
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Builds the whole app without listening, so tests can use `inject`. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    frameworkErrors,
    // only as many forwarded hops as the deployment really has, or clients could pick their own IP
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  if (options.announceStart) app.log.info(startupSummary(env));

  const handle = options.database ?? (await prepareDatabase(env));
  await app.register(requestId);
  await app.register(errorHandler);
  await app.register(gracefulStop);
  await app.register(jsonBody);
  await app.register(database, { handle, ownsHandle: !options.database });
  await app.register(backups);
  await app.register(redisState);
  await app.register(readCaches);
  await app.register(outbox, {
    providers: options.messaging ?? createMessagingProviders(env, createMessageDeliveryRepo(handle.db)),
    pollMs: env.OUTBOX_POLL_MS,
  });
  await app.register(cardProvider, { providers: options.cards });
  await app.register(identityProvider, { provider: options.identity });
  await app.register(planChangeSweep);
  await app.register(trialNoticeSweep);
  await app.register(companyChecks);
  await app.register(insuranceSweep);
  await app.register(cookie);
  await app.register(compress, { threshold: COMPRESS_FROM_BYTES });
  await app.register(securityHeaders);
  await app.register(rateLimit, { perMinute: env.RATE_LIMIT_PER_MINUTE, redisUrl: env.REDIS_URL });
  await app.register(metrics);
  await app.register(captcha);
  await app.register(sessions, { sessionDays: env.SESSION_DAYS, secureCookies: isProduction(env) });
  await app.register(experiment);
  await app.register(userViews);
  await app.register(bearerAuth);
  await app.register(csrf);
  await app.register(uploads, { storage: options.storage ?? createStorage(env), ownsStorage: !options.storage });
  await app.register(imageDecoding);
  await app.register(registerRoutes);
  await app.register(webPages);
  return app;
}
