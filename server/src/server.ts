import { buildApp } from './app';
import { DataFolderInUseError } from './db/data-folder-lock';
import { parseEnv, type Env } from './env';
import { stopGracefully } from './lib/stop-gracefully';

/** A setting that stops the start is told as the sentence it is, without a stack trace, and the exit code says so. */
function refuseToStart(error: unknown): never {
  const told = error instanceof DataFolderInUseError || (error instanceof Error && error.message.startsWith('Invalid environment'));
  const message = told ? error.message : null;
  if (!message) throw error;
  process.stderr.write(`Tradespace cannot start. ${message}\n`);
  process.exit(1);
}

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  refuseToStart(error);
}
const app = await buildApp({ env, announceStart: true }).catch(refuseToStart);

// a graceful stop (decision 072); a second signal during it ends the process at once, with exit code 1
let stopBegun = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopBegun) process.exit(1);
    stopBegun = true;
    stopGracefully(app, { reason: signal }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'the stop failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
