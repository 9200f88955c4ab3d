import { eq } from 'drizzle-orm';
import type { QueueItem } from '#common/contract/calls/admin';
import { verificationRequest } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import sharp from 'sharp';
import { certificatePdf } from '#server-test/test-certificates';
import { hasGpsPointer, jpegWithGps, multipart, pdfBytes, pngImage } from '#server-test/test-images';
import { adminVisitor, pendingCertificate, pendingGasRequest, signedInStaff } from '#server-test/test-staff';
import { signedInTrader } from '#server-test/test-trader-sessions';
import { createTraderWithTrades } from '#server-test/test-traders';
import { createUser, signedInVisitor } from '#server-test/test-users';

const testApp = useTestApp();
let staff: Visitor;

beforeAll(async () => {
  staff = (await signedInStaff(testApp)).visitor;
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
    gas_number_holders: [],
    insurance: null,
    document: null,
    document_name: null,
  });
  expect(mine[1]).toMatchObject({
    kind: 'electric',
    gas_number: null,
    insurance: null,
    trader: { first_name: 'Watt', trades: ['Electrician'], postcode: 'M1 1AE' },
    document: { url: `/v1/admin/requests/${newer.id}/document`, content_type: 'application/pdf', bytes: pdfBytes().length },
  });
});

test('a PDF certificate is only ever a download for staff: attachment, never cached, sandboxed, not sniffed', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['electrician']);
  const request = await pendingCertificate(testApp, trader.id, certificatePdf());

  const response = await staff.get(`/v1/admin/requests/${request.id}/document`);

  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.equals(certificatePdf())).toBe(true);
  expect(response.headers).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="certificate-${request.id}.pdf"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  expect(String(response.headers['content-security-policy'])).toMatch(/^default-src 'none'.*; sandbox$/);
});

test('a PNG certificate is shown inline as a PNG, sandboxed too', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['electrician']);
  const image = await pngImage();
  const request = await pendingCertificate(testApp, trader.id, image, 'image/png');

  const response = await staff.get(`/v1/admin/requests/${request.id}/document`);

  expect(response.headers).toMatchObject({
    'content-type': 'image/png',
    'content-disposition': `inline; filename="certificate-${request.id}.png"`,
    'x-content-type-options': 'nosniff',
  });
  expect(String(response.headers['content-security-policy'])).toMatch(/; sandbox$/);
  expect(response.rawPayload.equals(image)).toBe(true);
});

test('a phone photo a trader uploads comes back to staff without EXIF or GPS', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);
  const photo = await jpegWithGps(800, 600, 6);
  const { payload, headers } = multipart({ bytes: photo, filename: 'IMG_0042.JPG', contentType: 'image/jpeg' });
  expect((await visitor.post('/v1/account/verify/electric/upload', payload, headers)).statusCode).toBe(200);
  const item = (await queue()).find((entry) => entry.trader.id === trader.id);

  const response = await staff.get(item?.document?.url ?? '/missing');

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  const metadata = await sharp(response.rawPayload).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(hasGpsPointer(metadata.exif)).toBe(false);
  expect([metadata.width, metadata.height, metadata.orientation]).toEqual([600, 800, undefined]);
  expect(item?.document?.bytes).toBe(response.rawPayload.length);
});

test('a photo stored with its EXIF before certificates were re-encoded is cleaned on the way to staff', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['electrician']);
  const photo = await jpegWithGps(300, 200, 6);
  const request = await pendingCertificate(testApp, trader.id, photo, 'image/jpeg');

  const response = await staff.get(`/v1/admin/requests/${request.id}/document`);

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toBe(`inline; filename="certificate-${request.id}.jpg"`);
  const metadata = await sharp(response.rawPayload).metadata();
  expect([metadata.format, metadata.exif, metadata.width, metadata.height]).toEqual(['jpeg', undefined, 200, 300]);
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

describe('a Gas Safe number another account already holds', () => {
  const send = (visitor: Visitor, number: string) => visitor.post('/v1/account/verify/gas', { gas_id_number: number });
  const itemOf = async (userId: number) => (await queue()).find((item) => item.trader.id === userId);

  test('the second trader’s request warns, naming the first account waiting with it', async () => {
    const first = await signedInTrader(testApp, ['heating-engineer']);
    const second = await signedInTrader(testApp, ['gas-engineer']);
    expect((await send(first.visitor, '481 516')).statusCode).toBe(200);
    expect((await send(second.visitor, '481516')).statusCode).toBe(200);

    expect((await itemOf(second.trader.id))?.gas_number_holders).toEqual([
      { id: first.trader.id, email: first.trader.email, status: 'pending' },
    ]);
    expect((await itemOf(first.trader.id))?.gas_number_holders).toEqual([
      { id: second.trader.id, email: second.trader.email, status: 'pending' },
    ]);
  });

  test('a verified holder is named as verified; a rejected or different number warns of nothing', async () => {
    const holder = await createTraderWithTrades(testApp.database.db, ['heating-engineer'], { gasNumber: '2718281', gasStatus: 'verified' });
    await createTraderWithTrades(testApp.database.db, ['heating-engineer'], { gasNumber: '2718281', gasStatus: 'none' });
    const newcomer = await signedInTrader(testApp, ['heating-engineer']);
    const unrelated = await signedInTrader(testApp, ['heating-engineer']);
    expect((await send(newcomer.visitor, '2718281')).statusCode).toBe(200);
    expect((await send(unrelated.visitor, '3141592')).statusCode).toBe(200);

    expect((await itemOf(newcomer.trader.id))?.gas_number_holders).toEqual([{ id: holder.id, email: holder.email, status: 'verified' }]);
    expect((await itemOf(unrelated.trader.id))?.gas_number_holders).toEqual([]);
  });
});
