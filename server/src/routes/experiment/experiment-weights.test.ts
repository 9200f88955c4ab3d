import { useTestApp, Visitor } from '#server-test/test-app';
import { createStaff, signedInStaff } from '#server-test/test-staff';
import { newSignedInTrader } from '#server-test/test-users';

// Staff set the weights new visitors are drawn by; every change is kept with who and when.
const testApp = useTestApp();

test('before any change the weights are even, with no changes listed', async () => {
  const { visitor } = await signedInStaff(testApp);

  const reply = await visitor.get('/v1/admin/experiment/weights');

  expect(reply.statusCode).toBe(200);
  expect(reply.json()).toEqual({ weights: { original: 1, reorderedV1412: 1, reorderedV1612: 1 }, changes: [] });
  expect(reply.headers['cache-control']).toBe('no-store');
});

test('each save is in force at once and listed newest first with the staff member and the time', async () => {
  const first = await signedInStaff(testApp);
  const second = await signedInStaff(testApp, await createStaff(testApp.database.db));

  await first.visitor.post('/v1/admin/experiment/weights', { original: 50, reorderedV1412: 50, reorderedV1612: 0 });
  const saved = await second.visitor.post('/v1/admin/experiment/weights', { original: 0, reorderedV1412: 100, reorderedV1612: 0 });

  expect(saved.statusCode).toBe(200);
  const body = saved.json();
  expect(body.weights).toEqual({ original: 0, reorderedV1412: 100, reorderedV1612: 0 });
  expect(body.changes.slice(0, 2)).toEqual([
    { weights: { original: 0, reorderedV1412: 100, reorderedV1612: 0 }, staff_email: second.staff.email, changed_at: expect.any(String) },
    { weights: { original: 50, reorderedV1412: 50, reorderedV1612: 0 }, staff_email: first.staff.email, changed_at: expect.any(String) },
  ]);
  expect(Date.now() - Date.parse(body.changes[0].changed_at)).toBeLessThan(60_000);
  const reread = await first.visitor.get('/v1/admin/experiment/weights');
  expect(reread.json()).toEqual(body);
});

test('a weight that is no whole number from 0 to 100, or all of them 0, is a 422 under the field and nothing changes', async () => {
  const { visitor } = await signedInStaff(testApp);
  const before = (await visitor.get('/v1/admin/experiment/weights')).json();

  const negative = await visitor.post('/v1/admin/experiment/weights', { original: -1, reorderedV1412: 50, reorderedV1612: 50 });
  const fraction = await visitor.post('/v1/admin/experiment/weights', { original: 10, reorderedV1412: 2.5, reorderedV1612: 50 });
  const text = await visitor.post('/v1/admin/experiment/weights', { original: 10, reorderedV1412: 20, reorderedV1612: 'lots' });
  const allZero = await visitor.post('/v1/admin/experiment/weights', { original: 0, reorderedV1412: 0, reorderedV1612: 0 });

  const wrong = 'Each weight is a whole number from 0 to 100.';
  expect([negative.statusCode, negative.json().errors]).toEqual([422, { original: [wrong] }]);
  expect(fraction.json().errors).toEqual({ reorderedV1412: [wrong] });
  expect(text.json().errors).toEqual({ reorderedV1612: [wrong] });
  expect([allZero.statusCode, allZero.json().errors]).toEqual([
    422,
    { general: ['At least one weight must be above 0, or no new visitor could be assigned.'] },
  ]);
  expect((await visitor.get('/v1/admin/experiment/weights')).json()).toEqual(before);
});

test('visitors and traders can neither read nor change the weights', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  const trader = await newSignedInTrader(testApp);
  const weights = { original: 100, reorderedV1412: 0, reorderedV1612: 0 };

  const replies = await Promise.all([
    visitor.get('/v1/admin/experiment/weights'),
    visitor.post('/v1/admin/experiment/weights', weights),
    trader.visitor.get('/v1/admin/experiment/weights'),
    trader.visitor.post('/v1/admin/experiment/weights', weights),
  ]);

  expect(replies.map((reply) => reply.statusCode)).toEqual([401, 401, 401, 401]);
});
