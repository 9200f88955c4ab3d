import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { APP_VERSION } from '#common/app-config';
import { COMPRESS_FROM_BYTES } from './app';
import { useTestApp } from '../test/test-app';
import { newSignedInTrader } from '../test/test-users';

// decision 052
const testApp = useTestApp();

const BROWSER = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', 'x-requested-with': 'XMLHttpRequest' };

test('a reply smaller than the threshold goes as it is', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/v1/account/info', headers: BROWSER });

  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.json()).toMatchObject({ user: null });
});

test('a larger reply is compressed with the best encoding the browser accepts', async () => {
  const page = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
  const plain = await testApp.app.inject({ method: 'GET', url: '/directory', headers: { ...page, 'accept-encoding': 'identity' } });
  expect(plain.statusCode).toBe(200);
  expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

  const response = await testApp.app.inject({ method: 'GET', url: '/directory', headers: page });

  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
});

describe('a kept reply (the signed-in ping, a search, the data file)', () => {
  test('goes compressed once kept, whatever its size: brotli, or gzip for a client that takes only that', async () => {
    const { visitor } = await newSignedInTrader(testApp);
    const url = `/v1/account/info?version_tag=${APP_VERSION}&app=web`;

    const plain = await visitor.get(url, { 'accept-encoding': 'identity' });
    const brotli = await visitor.get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await visitor.get(url, { 'accept-encoding': 'gzip' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().user).toMatchObject({ id: expect.any(Number) });
    expect([brotli.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });
});
