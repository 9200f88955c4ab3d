import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form body, flat as Stripe's SDK encodes it: `metadata[user_id]`. */
  form: Record<string, string>;
}

type StripeObject = Record<string, unknown> & { id: string };

/**
 * A local fake of the few Stripe API calls the adapters make (the outside edge only): customers,
 * setup intents, payment methods and Identity's verification sessions. Tests change `intents` and `methods` to script outcomes.
 */
export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const intents = new Map<string, StripeObject>();
  const methods = new Map<string, StripeObject>();
  /** Identity's verification sessions; tests set `status` and `verified_outputs` to play the person's check. */
  const verificationSessions = new Map<string, StripeObject>();
  let serial = 0;
  const next = (prefix: string) => `${prefix}_fake${(serial += 1)}`;

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${serial}` });
    response.end(JSON.stringify(body));
  }
  const missing = (response: ServerResponse, id: string) =>
    send(response, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'`, param: 'id' },
    });

  /** Stripe Identity: create a session; retrieve one, its verified outputs only when expanded, as Stripe's API does. */
  function identityRoute(request: FakeStripeRequest, response: ServerResponse, query: URLSearchParams) {
    const [, , , , id] = request.path.split('/');
    if (request.method === 'POST' && !id) {
      const sessionId = next('vs');
      const session = {
        id: sessionId,
        object: 'identity.verification_session',
        type: request.form.type,
        status: 'requires_input',
        url: `https://verify.stripe.com/start/test_${sessionId}`,
        last_error: null,
        options: { document: { require_matching_selfie: request.form['options[document][require_matching_selfie]'] === 'true' } },
        metadata: { user_id: request.form['metadata[user_id]'] },
        verified_outputs: null,
      };
      verificationSessions.set(sessionId, session);
      return send(response, 200, session);
    }
    const session = id ? verificationSessions.get(id) : undefined;
    if (request.method !== 'GET' || !id || !session) return missing(response, id ?? '');
    const expanded = query.getAll('expand[]').includes('verified_outputs') || query.get('expand[0]') === 'verified_outputs';
    return send(response, 200, expanded ? session : { ...session, verified_outputs: undefined });
  }

  function route(request: FakeStripeRequest, response: ServerResponse, query: URLSearchParams) {
    if (request.path.startsWith('/v1/identity/verification_sessions')) return identityRoute(request, response, query);
    const [, , kind, id, action] = request.path.split('/');
    if (request.method === 'POST' && kind === 'payment_methods' && id && action === 'detach') {
      const method = methods.get(id);
      if (!method) return missing(response, id);
      const detached = { ...method, customer: null };
      methods.set(id, detached);
      return send(response, 200, detached);
    }
    if (request.method === 'GET' && kind === 'customers' && !id) {
      const email = query.get('email');
      return send(response, 200, {
        object: 'list',
        data: [...customers.values()].filter((c) => c.email === email),
        has_more: false,
        url: '/v1/customers',
      });
    }
    if (request.method === 'POST' && kind === 'customers') {
      const customer = {
        id: next('cus'),
        object: 'customer',
        email: request.form.email,
        metadata: { user_id: request.form['metadata[user_id]'] },
      };
      customers.set(customer.id, customer);
      return send(response, 200, customer);
    }
    if (request.method === 'POST' && kind === 'setup_intents' && !id) {
      const intentId = next('seti');
      const intent = {
        id: intentId,
        object: 'setup_intent',
        client_secret: `${intentId}_secret_fake`,
        status: 'requires_payment_method',
        customer: request.form.customer,
        payment_method: null,
        last_setup_error: null,
        usage: request.form.usage,
        metadata: { user_id: request.form['metadata[user_id]'] },
      };
      intents.set(intentId, intent);
      return send(response, 200, intent);
    }
    if (request.method === 'GET' && kind === 'setup_intents' && id) {
      const intent = intents.get(id);
      return intent ? send(response, 200, intent) : missing(response, id);
    }
    if (request.method === 'GET' && kind === 'payment_methods' && id) {
      const method = methods.get(id);
      return method ? send(response, 200, method) : missing(response, id);
    }
    if (request.method === 'POST' && kind === 'payment_methods' && !id) {
      const method = fakeCard(next('pm'), '4242', 'visa');
      methods.set(method.id, method);
      return send(response, 200, method);
    }
    return send(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` },
    });
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake.stripe');
      const request: FakeStripeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        authorization: incoming.headers.authorization,
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      requests.push(request);
      route(request, response, url.searchParams);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    methods,
    verificationSessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A card payment method as Stripe returns it, with a UK billing address. */
export function fakeCard(id: string, last4: string, brand: string): StripeObject {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    // Stripe's fingerprint is the same for the same card number on one account: here, one per brand and last 4
    card: { brand, last4, exp_month: 12, exp_year: 2030, country: 'GB', funding: 'credit', fingerprint: `fp_${brand}_${last4}` },
    billing_details: {
      name: 'Sam Fletcher',
      email: null,
      phone: null,
      address: {
        line1: '1 Piccadilly',
        line2: null,
        city: 'Manchester',
        state: 'Greater Manchester',
        postal_code: 'M1 1AE',
        country: 'GB',
      },
    },
  };
}
