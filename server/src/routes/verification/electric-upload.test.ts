import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { certificateMessages } from '#common/contract/calls/verification';
import { createVerificationRequestRepo } from '#server/repos/verification-request-repo';
import { Visitor } from '#server-test/test-app';
import {
  certificatePdf,
  compressedPdf,
  encryptedPdf,
  pagelessPdf,
  pdfStub,
  textCalledPdf,
  twelveMegabytePdf,
} from '#server-test/test-certificates';
import { hasGpsPointer, jpegWithGps, multipart, pngBomb, pngImage } from '#server-test/test-images';
import { reloadUser, signedInTrader, viewOf } from '#server-test/test-trader-sessions';
import { useTestAppWithUploads } from '#server-test/test-uploads';

const { testApp, uploads } = useTestAppWithUploads();

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
  ['a one-page PDF', () => certificatePdf()],
  ['a PDF 1.5 with its pages in a compressed object stream', () => compressedPdf()],
])('%s is kept byte for byte under a private key and waits for review', async (_, make) => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);
  const bytes = make();
  // the name and declared type say nothing: the content decides
  const response = await upload(visitor, bytes, 'scan.bin', 'application/octet-stream');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true });
  const [request] = await electricRequests(trader.id);
  expect(request).toMatchObject({ status: 'pending', documentType: 'application/pdf', documentBytes: bytes.length, gasNumber: null });
  const key = request?.documentKey ?? '';
  expect(key).toMatch(/^private-[a-f0-9]{32}\.pdf$/);
  expect((await readFile(join(uploads.path, key))).equals(bytes)).toBe(true);
  expect(await reloadUser(testApp.database.db, trader.id)).toMatchObject({ electricStatus: 'provided' });
  expect((await viewOf(visitor)).verified).toMatchObject({ electric_recommended: true, electric_document: true, electric: false });
});

test('a phone photo of the certificate is stored re-encoded: upright, no EXIF or GPS, still a JPEG', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);
  const photo = await jpegWithGps(1200, 900, 6);
  expect(hasGpsPointer((await sharp(photo).metadata()).exif)).toBe(true);

  const response = await upload(visitor, photo, 'IMG_0042.JPG', 'image/jpeg');

  expect(response.statusCode).toBe(200);
  const [request] = await electricRequests(trader.id);
  const key = request?.documentKey ?? '';
  expect(key).toMatch(/^private-[a-f0-9]{32}\.jpg$/);
  const stored = await readFile(join(uploads.path, key));
  expect(stored.equals(photo)).toBe(false);
  expect(request).toMatchObject({ status: 'pending', documentType: 'image/jpeg', documentBytes: stored.length });
  const metadata = await sharp(stored).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });
  expect([metadata.exif, metadata.xmp, metadata.icc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined]);
});

test('a large scan keeps 2,400 px on its long side and a PNG stays a PNG', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);

  expect((await upload(visitor, await pngImage(4800, 3400), 'scan.png', 'image/png')).statusCode).toBe(200);

  const [request] = await electricRequests(trader.id);
  expect(request).toMatchObject({ documentType: 'image/png' });
  const metadata = await sharp(await readFile(join(uploads.path, request?.documentKey ?? ''))).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 2400, 1700]);
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
  ['a 45-byte stub that merely starts with %PDF-', pdfStub(), certificateMessages.pdfUnreadable],
  ['a PDF cut short (no end marker)', certificatePdf().subarray(0, 60), certificateMessages.pdfUnreadable],
  ['a PDF with a page tree but no page', pagelessPdf(), certificateMessages.pdfNoPages],
  ['a password-protected PDF', encryptedPdf(), certificateMessages.pdfEncrypted],
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

test.each([
  ['PNG', () => pngBomb(10_000, 10_000), 'image/png', '10,000 × 10,000'],
  [
    'JPEG',
    () =>
      sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
    'image/jpeg',
    '9,000 × 6,000',
  ],
])('a %s certificate over 40 megapixels is refused with its size and nothing is stored', async (_, make, type, size) => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);
  const before = await uploads.files();

  const response = await upload(visitor, await make(), 'certificate-scan', type);

  const message =
    `This picture of your certificate is too big (${size} pixels). Please upload a smaller one, at most 40 megapixels, ` +
    'such as a phone photo of the certificate, or a PDF.';
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
