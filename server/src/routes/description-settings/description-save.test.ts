import { useTestApp, Visitor } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';

const testApp = useTestApp();

const PATH = '/v1/account/settings/description/save';
const text = (length: number) => 'Gas Safe plumber in Leeds since 2004. '.repeat(60).slice(0, length);

async function storedDescription(visitor: Visitor): Promise<string | null> {
  const info = await visitor.get('/v1/account/info');
  return (info.json() as { user: { company: { description: string | null } } }).user.company.description;
}

test('refuses 49 characters with the spec message and keeps the stored description', async () => {
  const visitor = (await newSignedInTrader(testApp)).visitor;
  await visitor.post(PATH, { description: text(60) });

  const response = await visitor.post(PATH, { description: text(49) });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { description: ['The description must be at least 50 characters.'] } });
  expect(await storedDescription(visitor)).toBe(text(60));
});

test('saves 50 characters and the account info shows them', async () => {
  const visitor = (await newSignedInTrader(testApp)).visitor;

  const response = await visitor.post(PATH, { description: text(50) });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ description: text(50) });
  expect(await storedDescription(visitor)).toBe(text(50));
});

test('counts characters after trimming, so padding does not reach the minimum', async () => {
  const visitor = (await newSignedInTrader(testApp)).visitor;

  const response = await visitor.post(PATH, { description: `   ${text(49)}\n\n   ` });

  expect(response.statusCode).toBe(422);
});

test('refuses more than 2000 characters', async () => {
  const visitor = (await newSignedInTrader(testApp)).visitor;

  const response = await visitor.post(PATH, { description: text(2001) });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { description: ['The description may not be longer than 2000 characters.'] } });
});

test('refuses an empty description with its own message', async () => {
  const visitor = (await newSignedInTrader(testApp)).visitor;

  const response = await visitor.post(PATH, { description: '  ' });

  expect(response.json()).toEqual({ errors: { description: ['Please describe your business.'] } });
});

test('keeps HTML as literal text, trimmed and with one kind of line ending', async () => {
  const visitor = (await newSignedInTrader(testApp)).visitor;
  const html = '<b>Bold</b> <script>alert("x")</script> & more than fifty characters of text';

  const response = await visitor.post(PATH, { description: `  ${html}\r\nSecond line\u0007\r\n` });

  const expected = `${html}\nSecond line`;
  expect(response.json()).toEqual({ description: expected });
  expect(await storedDescription(visitor)).toBe(expected);
});

test('without a signed-in user it answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await visitor.post(PATH, { description: text(80) });

  expect(response.statusCode).toBe(401);
});
