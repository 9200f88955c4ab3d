import { useTestApp, Visitor } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';
import { MAX_POPUPS_PER_USER } from './popups';

const testApp = useTestApp();

const shownIn = async (visitor: Visitor) =>
  ((await visitor.get('/v1/account/info')).json().user.popups_shown as { popup: string }[]).map((entry) => entry.popup);

test('a popup marked shown is listed once in the user view, with the time it was first shown', async () => {
  const visitor = (await newSignedInTrader(testApp)).visitor;

  const first = await visitor.post('/v1/account/popups', { popup: 'free_lead_offer', is_shown: true });
  const again = await visitor.post('/v1/account/popups', { popup: 'free_lead_offer', is_shown: true });

  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ success: true, popups_shown: [{ popup: 'free_lead_offer', shown_at: expect.any(String) }] });
  expect(again.json().popups_shown).toEqual(first.json().popups_shown);
  const [entry] = (await visitor.get('/v1/account/info')).json().user.popups_shown;
  expect(entry).toEqual(first.json().popups_shown[0]);
  expect(Date.now() - Date.parse(entry.shown_at)).toBeLessThan(60_000);
});

test('is_shown false lets the popup show again; another trader never sees this one', async () => {
  const visitor = (await newSignedInTrader(testApp)).visitor;
  const other = (await newSignedInTrader(testApp)).visitor;
  await visitor.post('/v1/account/popups', { popup: 'welcome', is_shown: true });
  await visitor.post('/v1/account/popups', { popup: 'card_reminder', is_shown: true });

  const cleared = await visitor.post('/v1/account/popups', { popup: 'welcome', is_shown: false });

  expect(cleared.json().popups_shown.map((entry: { popup: string }) => entry.popup)).toEqual(['card_reminder']);
  expect(await shownIn(visitor)).toEqual(['card_reminder']);
  expect(await shownIn(other)).toEqual([]);
});

test('bad input is refused under its field and nothing is stored', async () => {
  const visitor = (await newSignedInTrader(testApp)).visitor;

  const badName = await visitor.post('/v1/account/popups', { popup: '<script>', is_shown: true });
  const badFlag = await visitor.post('/v1/account/popups', { popup: 'welcome', is_shown: 'yes' });
  const missing = await visitor.post('/v1/account/popups', { is_shown: true });

  expect(badName.statusCode).toBe(422);
  expect(badName.json().errors.popup).toEqual(['The popup name may only contain letters, numbers, dots, dashes and underscores.']);
  expect(badFlag.json().errors.is_shown).toEqual(['Whether the popup was shown must be true or false.']);
  expect(missing.json().errors.popup).toEqual(['The popup is missing.']);
  expect(await shownIn(visitor)).toEqual([]);
});

test('a client cannot grow the list without end', async () => {
  const visitor = (await newSignedInTrader(testApp)).visitor;
  for (let index = 0; index < MAX_POPUPS_PER_USER; index += 1) await visitor.post('/v1/account/popups', { popup: `popup_${index}` });

  const oneMore = await visitor.post('/v1/account/popups', { popup: 'one_more' });
  const known = await visitor.post('/v1/account/popups', { popup: 'popup_0' });

  expect(oneMore.statusCode).toBe(422);
  expect(known.statusCode).toBe(200);
  expect(await shownIn(visitor)).toHaveLength(MAX_POPUPS_PER_USER);
});

test('nobody signed in gets 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  expect((await visitor.post('/v1/account/popups', { popup: 'welcome', is_shown: true })).statusCode).toBe(401);
});
