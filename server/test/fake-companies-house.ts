import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for api.company-information.service.gov.uk a test controls: `companies` answers 200 in Companies House's
 * shape, any other number 404, and `down` makes every request a 502. Records each request's path and Authorization.
 */
export class FakeCompaniesHouse {
  readonly companies = new Map<string, { company_name: string; company_status: string; date_of_creation: string }>();
  readonly requests: { path: string; authorization: string | undefined }[] = [];
  down = false;
  private readonly server: Server = createServer((request, response) => {
    this.requests.push({ path: request.url ?? '', authorization: request.headers.authorization });
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (this.down) return reply(502, { error: 'Bad gateway' });
    const number = /^\/company\/([A-Z0-9]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const known = this.companies.get(number);
    if (!known) return reply(404, { errors: [{ error: 'company-profile-not-found', type: 'ch:service' }] });
    return reply(200, { company_number: number, type: 'ltd', registered_office_address: { postal_code: 'EC1A 1BB' }, ...known });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** How many requests asked for this number. */
  asked(number: string): number {
    return this.requests.filter((request) => request.path === `/company/${number}`).length;
  }
}
