import type { CallDef, CallInput } from '#common/contract/index';
import { XSRF_COOKIE } from '../src/plugins/sessions';

/** One answer, with the process (its index in the balancer's list) that gave it. */
export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  process: number;
  json<T = Record<string, unknown>>(): T;
}

/** Connection refused: the request never reached a process, so sending it elsewhere cannot do it twice. */
function neverReached(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED';
}

/**
 * What a round-robin load balancer does: each request goes to the next process in turn, whoever sends it.
 * A process that refuses the connection (it is down) is skipped for the next one, as nginx's
 * `proxy_next_upstream error` does; a request that reached a process and got no answer is not sent again:
 * the caller sees the error, as a browser would.
 */
export class RoundRobin {
  private turn = 0;
  /** Requests each process answered. */
  readonly answered: number[];
  /** Requests sent on to the next process because one refused the connection. */
  skipped = 0;

  constructor(readonly origins: string[]) {
    this.answered = origins.map(() => 0);
  }

  async send(path: string, init: RequestInit): Promise<Reply> {
    for (let tries = 0; ; tries += 1) {
      const index = this.turn % this.origins.length;
      this.turn += 1;
      try {
        const response = await fetch(`${this.origins[index]}${path}`, { ...init, redirect: 'manual' });
        const text = await response.text();
        this.answered[index] = (this.answered[index] ?? 0) + 1;
        return { status: response.status, headers: response.headers, text, process: index, json: () => JSON.parse(text) };
      } catch (error) {
        if (!neverReached(error) || tries + 1 >= this.origins.length) throw error;
        this.skipped += 1;
      }
    }
  }
}

/** A browser behind the balancer: keeps its cookies and sends the XHR and CSRF headers the API needs (decision 004). */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** The process that answered each request, in order. */
  readonly processes: number[] = [];

  constructor(private readonly balancer: RoundRobin) {}

  /** Loads a page, as a browser does first, which gives the session and XSRF-TOKEN cookies. */
  open(path = '/tradespeople-setup/lead/location'): Promise<Reply> {
    return this.request('GET', path, { headers: { accept: 'text/html' } });
  }

  /** A call declared in common/contract, sent the way web/src/lib/api.ts sends it (`headers`: any the page adds). */
  call<C extends CallDef>(
    call: C,
    input: CallInput<C>,
    options: { params?: Record<string, string | number>; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const path = call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(options.params?.[name])));
    const headers = { ...this.apiHeaders(), ...options.headers };
    const entries = Object.entries(input as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== null);
    if (call.method === 'GET') {
      const query = new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString();
      return this.request('GET', `${path}${query ? `?${query}` : ''}`, { headers });
    }
    return this.request('POST', path, { body: JSON.stringify(input), headers: { ...headers, 'content-type': 'application/json' } });
  }

  /** The headers every API call carries. */
  apiHeaders(): Record<string, string> {
    const csrf = this.cookies.get(XSRF_COOKIE);
    return { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(csrf ? { 'x-xsrf-token': csrf } : {}) };
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: string | Buffer; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const reply = await this.balancer.send(path, {
      method,
      headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
      ...(options.body === undefined ? {} : { body: typeof options.body === 'string' ? options.body : new Uint8Array(options.body) }),
    });
    this.processes.push(reply.process);
    for (const line of reply.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /;\s*max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return reply;
  }
}
