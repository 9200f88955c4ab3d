import { existsSync } from 'node:fs';
import { appCommand } from './cluster-env';
import { startProcess, waitUntil, type StartedProcess } from './child-process';

/** Where the production build is: dist/ unless BUILD_DIR names another (as for `npm run build`). */
export function buildDir(): string {
  return process.env.BUILD_DIR ?? 'dist';
}

/** The sentence to fail with when there is no build to start. */
export function missingBuild(): string | null {
  const server = `${buildDir()}/server/server.js`;
  return existsSync(server) ? null : `${server} is missing: run \`npm run build\` before the multi-process tests.`;
}

/** One app process of the cluster, on a fixed port, so it can be killed and started again where the balancer expects it. */
export interface AppProcess {
  readonly name: string;
  readonly port: number;
  readonly origin: string;
  /** Starts it (again) and resolves once /healthz answers 200; throws with its output when it does not. */
  start: () => Promise<void>;
  isRunning: () => boolean;
  kill9: () => Promise<void>;
  stop: () => Promise<void>;
  /** Its log (the tail), to read when something failed. */
  output: () => string;
}

export async function answersHealth(origin: string): Promise<boolean> {
  try {
    const reply = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2000) });
    return reply.status === 200;
  } catch {
    return false;
  }
}

export function appProcess(name: string, env: Record<string, string>): AppProcess {
  const port = Number(env.PORT);
  const origin = `http://127.0.0.1:${port}`;
  const [, ...args] = appCommand(buildDir());
  let running: StartedProcess | null = null;
  const logs: string[] = [];
  // the web pages come from the same build as the server when BUILD_DIR names another folder
  const webDist = buildDir() === 'dist' ? {} : { WEB_DIST_DIR: `./${buildDir()}/web` };
  return {
    name,
    port,
    origin,
    async start() {
      if (running) logs.push(running.output());
      // only what clusterEnv says (and PATH to find nothing else): no variable of the test run leaks in
      running = startProcess(name, process.execPath, args, { env: { PATH: process.env.PATH, ...env, ...webDist } });
      const started = running;
      const healthy = await waitUntil(() => answersHealth(origin), { timeoutMs: 90_000, everyMs: 200, giveUp: started.hasEnded });
      if (!healthy) {
        await started.kill9();
        throw new Error(`${name} did not answer /healthz:\n${started.output().slice(-4000)}`);
      }
    },
    isRunning: () => running !== null && !running.hasEnded(),
    async kill9() {
      await running?.kill9();
    },
    async stop() {
      await running?.stop();
    },
    output: () => [...logs, running?.output() ?? ''].join('\n--- restarted ---\n'),
  };
}
