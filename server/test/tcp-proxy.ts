import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL, so a test can "restart" the database without touching the
 * shared server: `outage(ms)` destroys every open connection and refuses new ones (the port is closed,
 * ECONNREFUSED) for that long, then accepts again on the same port.
 */
export interface TcpProxy {
  port: number;
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor: (databaseUrl: string) => string;
  outage: (ms: number) => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let server: Server;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        open.add(client).add(upstream);
        const end = () => {
          client.destroy();
          upstream.destroy();
          open.delete(client);
          open.delete(upstream);
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const dropAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };

  const port = await listen(0);
  return {
    port,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async outage(ms) {
      const closed = stopListening();
      dropAll();
      await closed;
      await new Promise((resolve) => setTimeout(resolve, ms));
      await listen(port);
    },
    async close() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
