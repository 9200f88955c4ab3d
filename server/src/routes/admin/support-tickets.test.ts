import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportTicketView } from '#common/contract/calls/admin';
import { supportTicket } from '#server/db/schema/index';
import { STAFF_SIGN_IN_NEEDED } from '#server/lib/require-staff';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { adminVisitor, signedInStaff } from '#server-test/test-staff';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { TICKET_NOT_FOUND } from './support-tickets';

let testApp: TestApp;
let staff: Visitor;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = (await signedInStaff(testApp)).visitor;
});
afterAll(() => testApp.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
let sequence = 0;

async function storedTicket(overrides: Partial<typeof supportTicket.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await testApp.database.db
    .insert(supportTicket)
    .values({
      reference: `TS-T${String(sequence).padStart(5, '0')}`,
      email: `customer-${sequence}@example.co.uk`,
      subject: `Question ${sequence}`,
      message: 'The page showed an error.',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('inserting the test ticket returned no row');
  return row;
}

async function listed(): Promise<SupportTicketView[]> {
  const response = await staff.get('/v1/admin/tickets');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<{ tickets: SupportTicketView[] }>().tickets;
}

describe('the staff list', () => {
  it('shows open tickets oldest first, then closed ones, with their state and the attached error', async () => {
    const trader = await createUser(testApp.database.db);
    const newer = await storedTicket({ reference: 'TS-NEWER2', createdAt: minutesAgo(5) });
    const older = await storedTicket({
      reference: 'TS-OLDER2',
      createdAt: minutesAgo(50),
      userId: trader.id,
      lastError: { code: 503, url: '/v1/lead/register', at: minutesAgo(51).toISOString() },
    });
    const closed = await storedTicket({ reference: 'TS-CLOSED', createdAt: minutesAgo(500), status: 'closed', closedAt: minutesAgo(1) });

    const tickets = await listed();

    expect(tickets.map((ticket) => ticket.reference)).toEqual(['TS-OLDER2', 'TS-NEWER2', 'TS-CLOSED']);
    expect(tickets[0]).toEqual({
      id: older.id,
      reference: 'TS-OLDER2',
      status: 'open',
      subject: older.subject,
      message: 'The page showed an error.',
      email: older.email,
      user_id: trader.id,
      last_error: { code: 503, url: '/v1/lead/register', at: older.lastError?.at },
      created_at: older.createdAt.toISOString(),
      closed_at: null,
    });
    expect(tickets[1]).toMatchObject({ id: newer.id, status: 'open', last_error: null, user_id: null });
    expect(tickets[2]).toMatchObject({ id: closed.id, status: 'closed', closed_at: closed.closedAt?.toISOString() });
    await testApp.database.db.delete(supportTicket);
  });
});

describe('close and reopen', () => {
  it('closes a ticket, moves it below the open ones, and reopens it', async () => {
    const first = await storedTicket({ createdAt: minutesAgo(30) });
    const second = await storedTicket({ createdAt: minutesAgo(20) });

    const closing = await staff.post(`/v1/admin/tickets/${first.id}/close`, {});

    expect(closing.statusCode).toBe(200);
    expect(closing.json()).toMatchObject({ success: true, ticket: { id: first.id, status: 'closed' } });
    const [row] = await testApp.database.db.select().from(supportTicket).where(eq(supportTicket.id, first.id));
    expect(row?.status).toBe('closed');
    expect(row?.closedAt).toBeInstanceOf(Date);
    expect((await listed()).map((ticket) => [ticket.id, ticket.status])).toEqual([
      [second.id, 'open'],
      [first.id, 'closed'],
    ]);

    const reopening = await staff.post(`/v1/admin/tickets/${first.id}/reopen`, {});

    expect(reopening.statusCode).toBe(200);
    expect(reopening.json()).toMatchObject({ ticket: { id: first.id, status: 'open', closed_at: null } });
    expect((await listed()).map((ticket) => ticket.id)).toEqual([first.id, second.id]);
    await testApp.database.db.delete(supportTicket);
  });

  it('closing a ticket someone already closed leaves it closed at the first time', async () => {
    const ticket = await storedTicket();
    const [a, b] = await Promise.all([
      staff.post(`/v1/admin/tickets/${ticket.id}/close`, {}),
      staff.post(`/v1/admin/tickets/${ticket.id}/close`, {}),
    ]);

    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<{ ticket: SupportTicketView }>().ticket.closed_at).toBe(b.json<{ ticket: SupportTicketView }>().ticket.closed_at);
  });

  it('an unknown ticket is a 404 with a sentence', async () => {
    const response = await staff.post('/v1/admin/tickets/999999/close', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: TICKET_NOT_FOUND });
  });
});

describe('who may', () => {
  it('refuses traders and visitors on every staff call and changes nothing', async () => {
    const ticket = await storedTicket();
    const trader = await signedInVisitor(testApp, (await createUser(testApp.database.db)).id);
    const visitor = await adminVisitor(testApp);

    for (const outsider of [trader, visitor]) {
      const list = await outsider.get('/v1/admin/tickets');
      const close = await outsider.post(`/v1/admin/tickets/${ticket.id}/close`, {});
      const reopen = await outsider.post(`/v1/admin/tickets/${ticket.id}/reopen`, {});
      for (const response of [list, close, reopen]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'staff_unauthenticated', message: STAFF_SIGN_IN_NEEDED });
      }
    }
    const [row] = await testApp.database.db.select().from(supportTicket).where(eq(supportTicket.id, ticket.id));
    expect(row?.status).toBe('open');
  });
});
