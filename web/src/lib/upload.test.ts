import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { endpoints } from '#common/contract/endpoints';
import { ApiError } from './api-error';
import { upload } from './upload';

/** A stand-in XMLHttpRequest: records what is sent and lets the test answer. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function lastRequest(): FakeRequest {
  if (!FakeRequest.last) throw new Error('no request was sent');
  return FakeRequest.last;
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  document.cookie = 'XSRF-TOKEN=token-123';
});
afterEach(() => vi.unstubAllGlobals());

const file = new File(['bytes'], 'roof.jpg', { type: 'image/jpeg' });

test('sends the file in field "file" with the API headers and reports progress', async () => {
  const progress: number[] = [];
  const reply = upload(endpoints.photos.photoUpload, file, { onProgress: (fraction) => progress.push(fraction) });
  const request = lastRequest();
  request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
  request.answer(200, { success: true, photo: { id: 1, picture: '/media/a.webp', thumbnail: '/media/a-thumb.webp' } });

  expect(await reply).toEqual({ success: true, photo: { id: 1, picture: '/media/a.webp', thumbnail: '/media/a-thumb.webp' } });
  expect([request.method, request.url]).toEqual(['POST', '/v1/account/photos']);
  expect(request.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': 'token-123' });
  expect(request.headers['Content-Type']).toBeUndefined();
  expect(request.body?.get('file')).toBeInstanceOf(File);
  expect(progress).toEqual([0.25]);
});

test('a 422 becomes field errors, as from lib/api.ts', async () => {
  const reply = upload(endpoints.photos.profilePictureSave, file);
  lastRequest().answer(422, { errors: { file: ['The image may not be larger than 10 MB.'] } });
  const error = await reply.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).firstError('file')).toBe('The image may not be larger than 10 MB.');
});

test('a server error and a network failure keep their status', async () => {
  const failed = upload(endpoints.photos.photoUpload, file);
  lastRequest().answer(500, { error: 'server_error', message: 'x' });
  await expect(failed).rejects.toMatchObject({ status: 500 });

  const offline = upload(endpoints.photos.photoUpload, file);
  lastRequest().onerror?.();
  await expect(offline).rejects.toMatchObject({ status: 0 });
});

test('refuses a call that takes no upload', () => {
  expect(() => upload(endpoints.photos.photoList, file)).toThrow('takes no upload');
});

test('a file over the size limit is refused before anything is sent, in the server’s words', async () => {
  FakeRequest.last = null;
  const limit = { maxBytes: 4, tooLarge: 'The image may not be larger than 10 MB.' };

  const error = await upload(endpoints.photos.photoUpload, file, { limit }).catch((caught: unknown) => caught);

  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(422);
  expect((error as ApiError).firstError('file')).toBe('The image may not be larger than 10 MB.');
  expect(FakeRequest.last).toBeNull();
  // a file of exactly the limit still goes up, as the server takes it
  void upload(endpoints.photos.photoUpload, new File(['1234'], 'a.jpg'), { limit });
  expect(lastRequest().body?.get('file')).toBeInstanceOf(File);
});
