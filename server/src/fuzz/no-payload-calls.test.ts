import type { LightMyRequestResponse } from 'fastify';
import { supportTicket } from '../db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { addCard } from '#server-test/test-cards';
import { createTrader, givePictures } from '#server-test/test-profiles';
import { adminVisitor, createStaff, pendingGasRequest, signedInStaff } from '#server-test/test-staff';
import { planIdsBySlug } from '#server-test/test-memberships';
import { signedInTrader } from '#server-test/test-trader-sessions';
import { newSignedInTrader, signedInVisitor } from '#server-test/test-users';
import { writtenReview } from '#server-test/test-reviews';
import { fillRawPath, fuzzTargets, type FuzzTarget } from './contract-calls';

// Decision 068: a call whose payload is "none" answers 200 to no body, to an empty body sent
// as application/json, and to `{}`, for whoever may make it. Every such call of the contract is sent
// all three, so a new one is covered without being listed (it fails until it has a way to be made here).

const testApp = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

/** Who makes the call and the path parameters it needs: fresh for each of the three bodies. */
interface Prepared {
  visitor: Visitor;
  params?: Record<string, string>;
}

const trader = async (): Promise<Prepared> => ({ visitor: (await signedInTrader(testApp, ['plumber'])).visitor });
const staff = async (): Promise<Prepared> => ({ visitor: (await signedInStaff(testApp)).visitor });

async function traderWithCards(count: number): Promise<Prepared & { cardId: string }> {
  const { visitor } = await trader();
  const numbers = ['4242424242424242', '5555555555554444'];
  for (const number of numbers.slice(0, count)) await addCard(visitor, { number });
  const methods = (await visitor.get('/v1/account/billing/methods')).json<{ methods: { id: number; primary: boolean }[] }>().methods;
  const backup = methods.find((method) => !method.primary) ?? methods[0];
  if (!backup) throw new Error('no card was saved');
  return { visitor, cardId: String(backup.id) };
}

/** A trader on the standard monthly plan: the one a cancel is for. */
async function traderOnPlan(): Promise<Prepared> {
  const { visitor } = await trader();
  const plans = await planIdsBySlug(testApp.database.db);
  const picked = await visitor.post(`/v1/account/billing/memberships/${plans.standard ?? 0}/pick`, { terms: true });
  if (picked.statusCode !== 200) throw new Error(`the plan was not picked: ${picked.body}`);
  return { visitor };
}

let ticketSerial = 0;
async function ticketId(status: 'open' | 'closed'): Promise<string> {
  ticketSerial += 1;
  const [row] = await testApp.database.db
    .insert(supportTicket)
    .values({
      reference: `TS-N${String(ticketSerial).padStart(5, '0')}`,
      email: `someone-${ticketSerial}@example.co.uk`,
      subject: 'A question',
      message: 'The page showed an error.',
      status,
    })
    .returning();
  if (!row) throw new Error('no ticket row');
  return String(row.id);
}

/** How each call with no payload is made by the one it is for; the contract decides which calls these are. */
const prepare: Record<string, () => Promise<Prepared>> = {
  'auth.logout': trader,
  'auth.logoutEverywhere': trader,
  'verifyPhone.phoneSend': trader,
  'verifyPhone.phoneResend': trader,
  'membership.membershipPayg': trader,
  'membership.membershipScheduledCancel': trader,
  'membership.membershipCancel': traderOnPlan,
  'photos.profilePictureDelete': trader,
  'identity.identityStart': trader,
  // a trader who meets the going-live rule, or the call answers which items are missing
  'publicProfile.profilePublish': async () => ({ visitor: await signedInVisitor(testApp, (await createTrader(testApp.database.db)).id) }),
  'photos.photoDelete': async () => {
    const { trader: row, visitor } = await signedInTrader(testApp, ['plumber']);
    await givePictures(testApp.database.db, row.id, 1);
    const { photos } = (await visitor.get('/v1/account/photos')).json<{ photos: { id: number }[] }>();
    return { visitor, params: { id: String(photos[0]?.id) } };
  },
  'photos.photoRestore': async () => {
    const { trader: row, visitor } = await signedInTrader(testApp, ['plumber']);
    await givePictures(testApp.database.db, row.id, 1);
    const { photos } = (await visitor.get('/v1/account/photos')).json<{ photos: { id: number }[] }>();
    await visitor.post(`/v1/account/photos/${photos[0]?.id}/delete`, {});
    return { visitor, params: { id: String(photos[0]?.id) } };
  },
  'cards.methodPrimary': async () => {
    const { visitor, cardId } = await traderWithCards(2);
    return { visitor, params: { id: cardId } };
  },
  'cards.methodRemove': async () => {
    const { visitor, cardId } = await traderWithCards(2);
    return { visitor, params: { id: cardId } };
  },
  'admin.staffLogout': staff,
  'admin.staffCodeResend': async () => {
    const member = await createStaff(testApp.database.db);
    const visitor = await adminVisitor(testApp);
    const login = await visitor.post('/v1/admin/login', { email_address: member.email, password: member.password });
    if (login.statusCode !== 200) throw new Error(`staff password step answered ${login.statusCode}`);
    return { visitor };
  },
  'admin.reviewApprove': async () => {
    const { trader: row } = await signedInTrader(testApp, ['heating-engineer']);
    const request = await pendingGasRequest(testApp.database.db, row.id);
    return { ...(await staff()), params: { id: String(request.id) } };
  },
  // a customer's review waiting for staff, and a published one its trader reports (decisions 139, 140)
  'reviews.approveReview': async () => {
    const { review } = await writtenReview(testApp);
    return { ...(await staff()), params: { id: String(review.id) } };
  },
  'reviews.reportReview': async () => {
    const owner = await newSignedInTrader(testApp);
    const { review } = await writtenReview(testApp, { trader: owner });
    const { visitor: desk } = await signedInStaff(testApp);
    await desk.post(`/v1/admin/reviews/${review.id}/approve`, {});
    return { visitor: owner.visitor, params: { id: String(review.id) } };
  },
  'admin.ticketClose': async () => ({ ...(await staff()), params: { id: await ticketId('open') } }),
  'admin.ticketReopen': async () => ({ ...(await staff()), params: { id: await ticketId('closed') } }),
  'accountData.closeCodeSend': trader,
  // a trader whose e-mail is not verified yet (decision 103)
  'account.emailVerifySend': trader,
};

/** The three ways of sending nothing. */
const emptyBodies: { kind: string; send: (visitor: Visitor, url: string) => Promise<LightMyRequestResponse> }[] = [
  { kind: 'no body', send: (visitor, url) => visitor.post(url) },
  { kind: 'an empty JSON body', send: (visitor, url) => visitor.post(url, '', { 'content-type': 'application/json' }) },
  { kind: '{}', send: (visitor, url) => visitor.post(url, {}) },
];

// the captcha's answer is sent only once the server asked for it (decision 105): a call with no other field takes no payload
const noPayloadCalls: FuzzTarget[] = fuzzTargets().filter(
  (target) =>
    target.method === 'POST' && !target.multipart && !target.htmlForm && target.fields.every((field) => field === 'recaptcha_response'),
);
const figures = { sent: 0, ok: 0 };

afterAll(() => {
  console.log(
    `no-payload calls: ${noPayloadCalls.length} calls × ${emptyBodies.length} bodies = ${figures.sent} requests; 200: ${figures.ok}`,
  );
});

test("the calls with no payload include the spec's phone code send and resend, pay as you go and logout", () => {
  expect(noPayloadCalls.map((target) => target.name)).toEqual(
    expect.arrayContaining([
      'verifyPhone.phoneSend',
      'verifyPhone.phoneResend',
      'membership.membershipPayg',
      'auth.logout',
      'photos.photoDelete',
    ]),
  );
});

describe.each(noPayloadCalls.map((target) => [target.name, target] as const))('%s', (name, target) => {
  test.each(emptyBodies.map((body) => [body.kind, body] as const))('answers 200 to %s', async (_kind, body) => {
    const make = prepare[name];
    if (!make) throw new Error(`${name} takes no payload: add how it is made to \`prepare\` in this file`);
    const { visitor, params = {} } = await make();

    const reply = await body.send(visitor, fillRawPath(target.path, params));
    figures.sent += 1;

    expect(reply.statusCode, reply.body).toBe(200);
    figures.ok += 1;
  });
});
