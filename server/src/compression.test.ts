import { COMPRESS_FROM_BYTES } from './app';
import { useTestApp } from '../test/test-app';

// docs/decisions/052-compression-threshold.md
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
