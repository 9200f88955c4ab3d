import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { certificateMessages } from '../../../../common/contract/calls/verification';
import { createVerificationRequestRepo } from '../../repos/verification-request-repo';
import { createTestApp, Visitor, type TestApp } from '../../../test/test-app';
import { certificatePdf, textCalledPdf, twelveMegabytePdf } from '../../../test/test-certificates';
import { jpegWithGps, multipart, pngImage } from '../../../test/test-images';
import { reloadUser, signedInTrader, viewOf } from '../../../test/test-trader-sessions';
import { uploadsFolder } from '../../../test/test-uploads';

let testApp: TestApp;
let uploads: Awaited<ReturnType<typeof uploadsFolder>>;

beforeAll(async () => {
  uploads = await uploadsFolder();
  testApp = await createTestApp({ UPLOADS_DIR: uploads.path });
});
afterAll(async () => {
  await testApp.close();
  await uploads.remove();
});

function upload(visitor: Visitor, bytes: Buffer, filename = 'certificate.pdf', contentType = 'application/pdf') {
  const { payload, headers } = multipart({ bytes, filename, contentType });
  return visitor.post('/v1/account/verify/electric/upload', payload, headers);
}
const electricRequests = (userId: number) => createVerificationRequestRepo(testApp.database.db).listByUser(userId, 'electric');
const refusal = (message: string) => ({ success: false, error: message, errors: { file: [message] } });

test('a signed-out visitor gets 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  expect((await upload(visitor, certificatePdf())).statusCode).toBe(401);
});

test.each([
  ['a PDF', () => certificatePdf(), 'application/pdf', 'pdf'],
  ['a JPEG photo of the card', () => jpegWithGps(), 'image/jpeg', 'jpg'],
  ['a PNG scan', () => pngImage(), 'image/png', 'png'],
])('%s is kept byte for byte under a private key and waits for review', async (_, make, type, extension) => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);
  const bytes = await make();
  // the name and declared type say nothing: the content decides
  const response = await upload(visitor, bytes, 'scan.bin', 'application/octet-stream');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true });
  const [request] = await electricRequests(trader.id);
  expect(request).toMatchObject({ status: 'pending', documentType: type, documentBytes: bytes.length, gasNumber: null });
  const key = request?.documentKey ?? '';
  expect(key).toMatch(new RegExp(`^private-[a-f0-9]{32}\\.${extension}$`));
  expect((await readFile(join(uploads.path, key))).equals(bytes)).toBe(true);
  expect(await reloadUser(testApp.database.db, trader.id)).toMatchObject({ electricStatus: 'provided' });
  expect((await viewOf(visitor)).verified).toMatchObject({ electric_recommended: true, electric_document: true, electric: false });
});

test('the stored certificate is not served by /media, even to its owner', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);
  await upload(visitor, certificatePdf());
  const [request] = await electricRequests(trader.id);

  for (const path of [`/media/${request?.documentKey}`, `/media/${request?.documentKey?.replace('private-', '')}`]) {
    const response = await visitor.get(path);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('%PDF');
  }
});

test.each([
  ['a text file called .pdf', textCalledPdf(), certificateMessages.wrongType],
  ['a PDF cut short (no end marker)', certificatePdf().subarray(0, 60), certificateMessages.wrongType],
  ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), certificateMessages.wrongType],
  ['a JPEG signature on junk', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), certificateMessages.wrongType],
  ['an empty file', Buffer.alloc(0), certificateMessages.missing],
])('%s is refused with the reason in error and nothing is stored', async (_, bytes, message) => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);
  const before = await uploads.files();

  const response = await upload(visitor, bytes);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual(refusal(message));
  expect(await uploads.files()).toEqual(before);
  expect(await electricRequests(trader.id)).toEqual([]);
  expect((await viewOf(visitor)).verified.electric_document).toBe(false);
});

test('a 12 MB certificate is refused by the parser limit and nothing is stored', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);
  const before = await uploads.files();

  const response = await upload(visitor, twelveMegabytePdf());

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual(refusal(certificateMessages.tooLarge));
  expect(await uploads.files()).toEqual(before);
  expect(await electricRequests(trader.id)).toEqual([]);
});

test('a body without a file gets the missing message', async () => {
  const { visitor } = await signedInTrader(testApp, ['electrician']);
  const response = await visitor.post('/v1/account/verify/electric/upload', {});
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual(refusal(certificateMessages.missing));
});

test('a Plumber is refused, and a refused upload loses nothing already saved', async () => {
  const plumber = await signedInTrader(testApp, ['plumber']);
  const response = await upload(plumber.visitor, certificatePdf());
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual(refusal(certificateMessages.notElectrician));
  expect(await electricRequests(plumber.trader.id)).toEqual([]);

  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);
  await upload(visitor, certificatePdf());
  expect((await upload(visitor, textCalledPdf())).statusCode).toBe(422);
  expect(await electricRequests(trader.id)).toMatchObject([{ status: 'pending', documentType: 'application/pdf' }]);
  expect((await viewOf(visitor)).verified.electric_document).toBe(true);
});

test('a second certificate supersedes the one still waiting', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['heating-engineer', 'electrician']);
  await upload(visitor, certificatePdf());
  await upload(visitor, await pngImage());

  const requests = await electricRequests(trader.id);
  expect(requests.map(({ documentType, status }) => [documentType, status])).toEqual([
    ['image/png', 'pending'],
    ['application/pdf', 'superseded'],
  ]);
});

test('a verified electrician is told so and nothing is stored', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician'], { electricStatus: 'verified' });
  const before = await uploads.files();

  const response = await upload(visitor, certificatePdf());

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual(refusal(certificateMessages.alreadyVerified));
  expect(await uploads.files()).toEqual(before);
  expect(await reloadUser(testApp.database.db, trader.id)).toMatchObject({ electricStatus: 'verified' });
});
