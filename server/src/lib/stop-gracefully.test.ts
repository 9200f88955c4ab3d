import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createThrowawayDatabase } from '#server-test/throwaway-database';
import { freePort } from '#server-test/free-port';

// A real server process stopped with SIGTERM (decision 072): the request in flight finishes with 200,
// /readyz says 503 stopping, new connections are refused, the figures are logged and the exit code is 0.

interface LogLine {
  msg?: string;
  [key: string]: unknown;
}

/** A raw HTTP/1.1 request whose last line is held back until `finish()`: the server sees a request begun. */
function halfSentRequest(port: number, path: string) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  return {
    finish(): Promise<string> {
      socket.write('\r\n');
      return ended;
    },
  };
}

test('SIGTERM lets the request in flight finish, answers readiness 503, refuses new connections and exits 0', async () => {
  const port = await freePort();
  const { DATABASE_URL: serverUrl, ...inherited } = process.env;
  // on PostgreSQL when the tests run there (a throwaway database), else an embedded one in memory
  const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl) : null;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...inherited,
      ...(throwaway ? { DATABASE_URL: throwaway.url } : { DATA_DIR: 'memory://' }),
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_JOBS: '0',
      BENCH_EMPTY_ROUTE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let stderr = '';
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server ended: ${stderr}`);
        expect((await fetch(`${base}/healthz`)).status).toBe(200);
      },
      { timeout: 120_000, interval: 250 },
    );
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const readiness = halfSentRequest(port, '/readyz');
    const slow = fetch(`${base}/bench/slow?ms=2500`);
    await sleep(300);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await vi.waitFor(() => expect(lines.some((line) => line.msg?.startsWith('stopping'))).toBe(true), { timeout: 5000, interval: 20 });

    const newConnection = await fetch(`${base}/healthz`).then(
      (reply) => `answered ${reply.status}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
    const readinessReply = await readiness.finish();
    const slowReply = await slow;
    const slowBody = await slowReply.json();
    const code = await exited;
    const stopMs = Date.now() - signalledAt;
    const stopped = lines.find((line) => line.msg === 'stopped');
    console.log(`graceful stop: ${stopMs} ms from SIGTERM to exit, figures ${JSON.stringify(stopped)}`);

    expect(newConnection).toBe('ECONNREFUSED');
    expect(readinessReply).toMatch(/^HTTP\/1\.1 503/);
    expect(readinessReply).toMatch(/^connection: close/im);
    expect(readinessReply).toContain('"status":"stopping"');
    expect(slowReply.status).toBe(200);
    expect(slowBody).toEqual({ waitedMs: 2500 });
    expect(code).toBe(0);
    expect(stopped).toMatchObject({ requestsFinished: 2, requestsCutOff: 0, messagesHandedBack: 0 });
    expect(lines.find((line) => line.msg?.startsWith('stopping'))).toMatchObject({ reason: 'SIGTERM', requestsInFlight: 1 });
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    await throwaway?.drop();
  }
}, 150_000);
