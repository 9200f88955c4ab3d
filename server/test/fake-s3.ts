import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeObject {
  bytes: Buffer;
  contentType: string;
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`: the S3_ENDPOINT for path-style requests. */
  url: string;
  /** Stored objects by `<bucket>/<key>`. */
  objects: Map<string, FakeObject>;
  /** Every request as `METHOD /bucket/key`, for tests that check what was asked. */
  requests: string[];
  close: () => Promise<void>;
}

function xmlError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small S3-compatible server for tests, on loopback: path-style PUT, GET, HEAD and DELETE of
 * objects kept in a Map. It refuses requests without a signature, as S3 would.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: string[] = [];

  const server = createServer((request, response) => void answer(request, response));
  async function answer(request: IncomingMessage, response: ServerResponse): Promise<unknown> {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname).replace(/^\/+/, '');
    requests.push(`${request.method} /${path}`);
    if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
      return xmlError(response, 403, 'AccessDenied', 'Missing or unsigned Authorization header');
    }
    const stored = objects.get(path);
    switch (request.method) {
      case 'PUT': {
        objects.set(path, { bytes: await readBody(request), contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
        response.writeHead(200, { etag: '"fake"' });
        return response.end();
      }
      case 'GET':
      case 'HEAD': {
        if (!stored) {
          if (request.method === 'HEAD') return response.writeHead(404).end();
          return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        response.writeHead(200, { 'content-type': stored.contentType, 'content-length': stored.bytes.length, etag: '"fake"' });
        return response.end(request.method === 'GET' ? stored.bytes : undefined);
      }
      case 'DELETE': {
        objects.delete(path);
        return response.writeHead(204).end();
      }
      default:
        return xmlError(response, 405, 'MethodNotAllowed', 'The method is not allowed.');
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
