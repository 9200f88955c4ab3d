import { spawn, type ChildProcess } from 'node:child_process';

export { freePort } from '../test/free-port';

/** Polls `check` every `everyMs` until it is true; false when `timeoutMs` passed or `giveUp()` said so first. */
export async function waitUntil(
  check: () => Promise<boolean>,
  options: { timeoutMs: number; everyMs?: number; giveUp?: () => boolean },
): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.giveUp?.()) return false;
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 100));
  }
  return false;
}

const KEPT_OUTPUT_CHARS = 20_000;

/** A child process the harness started: its output (the last 20,000 characters) and ways to end it. */
export interface StartedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  readonly exited: Promise<number | null>;
  hasEnded: () => boolean;
  output: () => string;
  /** `kill -9`: no shutdown hook runs, open connections are cut. Resolves once it has ended. */
  kill9: () => Promise<void>;
  /** SIGTERM (a graceful stop), SIGKILL after `graceMs`. Resolves once it has ended. */
  stop: (graceMs?: number) => Promise<void>;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; cwd?: string } = {},
): StartedProcess {
  const child = spawn(command, args, { env: options.env ?? process.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ended = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      keep(Buffer.from(`${error.message}\n`));
      ended = true;
      resolve(null);
    });
    child.once('exit', (code) => {
      ended = true;
      resolve(code);
    });
  });
  const signal = async (kind: NodeJS.Signals) => {
    if (!ended) child.kill(kind);
    await exited;
  };
  return {
    name,
    child,
    exited,
    hasEnded: () => ended,
    output: () => output,
    kill9: () => signal('SIGKILL'),
    async stop(graceMs = 10_000) {
      if (ended) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await signal('SIGTERM');
      clearTimeout(timer);
    },
  };
}
