import { Agent, request } from 'node:http';

// node:http rather than fetch: the load generator shares the machine's two cores with the server it measures, and
// fetch's own CPU showed in the figures (the sign-up floor reached 68-71 % of the hash rate sent by fetch, 72-78 % by
// node:http, in runs minutes apart on 2026-11-27).
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** POSTs a JSON body and reads the JSON answer. */
export function postJson(
  url: string,
  options: { headers: Record<string, string>; body: unknown },
): Promise<{ status: number; body: unknown }> {
  const payload = Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...options.headers, 'content-type': 'application/json', 'content-length': String(payload.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}
