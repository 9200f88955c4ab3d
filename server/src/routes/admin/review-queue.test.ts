import { eq } from 'drizzle-orm';
import type { QueueItem } from '../../../../common/contract/calls/admin';
import { verificationRequest } from '../../db/schema/index';
import { createTestApp, Visitor, type TestApp } from '../../../test/test-app';
import { pdfBytes, pngImage } from '../../../test/test-images';
import { adminVisitor, pendingCertificate, pendingGasRequest, signedInStaff } from '../../../test/test-staff';
import { createTraderWithTrades } from '../../../test/test-traders';
import { createUser, signedInVisitor } from '../../../test/test-users';

let testApp: TestApp;
let staff: Visitor;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = (await signedInStaff(testApp)).visitor;
});

afterAll(async () => {
  await testApp.close();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function queue(): Promise<QueueItem[]> {
  const response = await staff.get('/v1/admin/queue');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<{ requests: QueueItem[] }>().requests;
}

test('pending requests are listed oldest first with the trader’s details', async () => {
  const { db } = testApp.database;
  const heating = await createTraderWithTrades(db, ['heating-engineer', 'plumber'], { firstName: 'Gail', lastName: 'Burner' });
  const electrician = await createTraderWithTrades(db, ['electrician'], { firstName: 'Watt', lastName: 'Sparks', postcode: 'M1 1AE' });
  const newer = await pendingCertificate(testApp, electrician.id, pdfBytes(), 'application/pdf', minutesAgo(30));
  const older = await pendingGasRequest(db, heating.id, '7654321', minutesAgo(90));
  const decided = await pendingGasRequest(db, heating.id, '1111111', minutesAgo(120));
  await db.update(verificationRequest).set({ status: 'approved' }).where(eq(verificationRequest.id, decided.id));

  const mine = (await queue()).filter((item) => [heating.id, electrician.id].includes(item.trader.id));

  expect(mine.map((item) => item.id)).toEqual([older.id, newer.id]);
  expect(mine[0]).toEqual({
    id: older.id,
    kind: 'gas',
    submitted_at: older.createdAt.toISOString(),
    trader: {
      id: heating.id,
      first_name: 'Gail',
      last_name: 'Burner',
      business_name: 'Fletcher Heating Ltd',
      email: heating.email,
      phone: '+447700900123',
      postcode: 'LS1 4AP',
      trades: ['Heating Engineer', 'Plumber'],
    },
    gas_number: '7654321',
    document: null,
  });
  expect(mine[1]).toMatchObject({
    kind: 'electric',
    gas_number: null,
    trader: { first_name: 'Watt', trades: ['Electrician'], postcode: 'M1 1AE' },
    document: { url: `/v1/admin/requests/${newer.id}/document`, content_type: 'application/pdf', bytes: pdfBytes().length },
  });
});

test('the certificate opens inline for staff, with its stored type, never cached and sandboxed', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['electrician']);
  const request = await pendingCertificate(testApp, trader.id, pdfBytes());

  const response = await staff.get(`/v1/admin/requests/${request.id}/document`);

  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.equals(pdfBytes())).toBe(true);
  expect(response.headers).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="certificate-${request.id}.pdf"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  expect(String(response.headers['content-security-policy'])).toMatch(/default-src 'none'.*; sandbox$/);
});

test('a PNG certificate is served as a PNG', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['electrician']);
  const image = await pngImage();
  const request = await pendingCertificate(testApp, trader.id, image, 'image/png');

  const response = await staff.get(`/v1/admin/requests/${request.id}/document`);

  expect(response.headers['content-type']).toBe('image/png');
  expect(response.rawPayload.equals(image)).toBe(true);
});

test('the certificate is refused to visitors and traders, even its owner, and is not public media', async () => {
  const owner = await createTraderWithTrades(testApp.database.db, ['electrician']);
  const request = await pendingCertificate(testApp, owner.id, pdfBytes());
  const url = `/v1/admin/requests/${request.id}/document`;

  const visitor = await adminVisitor(testApp);
  const ownerVisit = await signedInVisitor(testApp, owner.id);
  const otherTrader = await signedInVisitor(testApp, (await createUser(testApp.database.db)).id);

  for (const who of [visitor, ownerVisit, otherTrader]) {
    const response = await who.get(url);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  }
  expect((await ownerVisit.get(`/media/${request.documentKey ?? ''}`)).statusCode).toBe(404);
});

test('a gas request or an unknown id has no certificate', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['heating-engineer']);
  const gas = await pendingGasRequest(testApp.database.db, trader.id);
  for (const id of [gas.id, 999_999]) {
    const response = await staff.get(`/v1/admin/requests/${id}/document`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'We could not find that certificate.' });
  }
});
