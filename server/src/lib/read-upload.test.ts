import { certificateMessages } from '#common/contract/calls/verification';
import { signedInTrader } from '#server-test/test-trader-sessions';
import { useTestAppWithUploads } from '#server-test/test-uploads';
import { UPLOAD_UNREADABLE } from './read-upload';

// A multipart body with no boundary, the wrong one or cut off answered 500 on every upload
// call (the multipart reader's own errors went through as server errors). Now a 422 under `file`.

const BOUNDARY = 'upload-boundary-5c1a';
const body = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

const malformed = [
  ['no boundary', body, 'multipart/form-data'],
  ['a wrong boundary', body, 'multipart/form-data; boundary=not-the-one'],
  ['a body cut off in the file', body.subarray(0, body.length - 20), `multipart/form-data; boundary=${BOUNDARY}`],
  ['a body cut off in the part headers', body.subarray(0, 40), `multipart/form-data; boundary=${BOUNDARY}`],
] as const;

const uploadCalls = [
  ['the gallery upload', '/v1/account/photos'],
  ['the profile picture', '/v1/account/settings/profile-picture/save'],
  ['the electrician certificate', '/v1/account/verify/electric/upload'],
] as const;

const { testApp, uploads: folder } = useTestAppWithUploads({ UPLOADS_PER_MINUTE: '1000' });

describe.each(uploadCalls)('%s', (_label, url) => {
  test.each(malformed)('with %s answers 422 under file with a sentence, and stores nothing', async (_case, payload, contentType) => {
    const { visitor } = await signedInTrader(testApp, ['electrician']);

    const response = await visitor.post(url, payload, { 'content-type': contentType });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [UPLOAD_UNREADABLE] });
    expect(await folder.files()).toEqual([]);
  });
});

test('the certificate refusal also carries the spec’s success false and error text', async () => {
  const { visitor } = await signedInTrader(testApp, ['electrician']);

  const response = await visitor.post('/v1/account/verify/electric/upload', body, { 'content-type': 'multipart/form-data' });

  expect(response.json()).toEqual({ success: false, error: UPLOAD_UNREADABLE, errors: { file: [UPLOAD_UNREADABLE] } });
});

test('an empty multipart body is still "choose a file", not unreadable', async () => {
  const { visitor } = await signedInTrader(testApp, ['electrician']);

  const response = await visitor.post('/v1/account/verify/electric/upload', '', {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  });

  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ file: [certificateMessages.missing] });
});
