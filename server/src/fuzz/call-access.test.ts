import * as contract from '#common/contract/index';
import type { CallDef } from '#common/contract/define-call';
import { STAFF_SIGN_IN_NEEDED } from '../lib/require-staff';
import { Visitor, createTestApp, type TestApp } from '#server-test/test-app';
import { signedInTrader } from '#server-test/test-trader-sessions';
import { fuzzTargets, pathParamsOf, type FuzzTarget } from './contract-calls';
import { send, type Sender } from './fuzz-senders';
import type { RawRequest } from './malformed-requests';

// Decision 068: a call for a signed-in trader (or staff) refuses anyone else with 401 before
// it reads the body, whatever the body is. Every call of the contract says who it is for (`auth`) or is
// listed below as open to anyone, so a new call cannot forget.

/** Calls anyone may make: the lead steps, sign-in and sign-out, the staff sign-in steps, tickets, tracking. */
const openToAnyone = new Set([
  'account.accountInfo',
  'admin.staffSession',
  'admin.staffSignIn',
  'admin.staffSignInCode',
  'admin.staffCodeResend',
  'admin.staffLogout',
  'auth.captchaChallenge',
  'auth.signInLinkRequest',
  'auth.logout',
  'auth.passwordSignIn',
  'auth.passwordReset',
  'auth.passwordResetRequest',
  'auth.smsSignInCode',
  'auth.smsSignInPick',
  'auth.smsSignInStart',
  'helpers.addressLookup',
  'helpers.categories',
  'helpers.categorySearch',
  'helpers.jobsEstimate',
  'helpers.jobsEstimateForLead',
  'lead.leadCreate',
  'lead.leadUpdate',
  'registration.register',
  'support.ticketCreate',
  // a customer's review through the e-mailed link: the link's token is the credential (decision 139)
  'reviews.writeReview',
  'system.health',
  'system.ready',
  'tracking.trackEvent',
]);

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});

afterAll(async () => {
  console.log(
    `401-first: ${figures.sent} requests with garbage to ${figures.calls} calls for a trader or staff; 401 before the body: ${figures.refused}`,
  );
  await testApp.close();
});

const figures = { sent: 0, refused: 0, calls: 0 };

function callsOfContract(): [string, CallDef][] {
  const calls: [string, CallDef][] = [];
  for (const [group, exported] of Object.entries(contract)) {
    if (!exported || typeof exported !== 'object' || 'method' in exported) continue;
    for (const [name, call] of Object.entries(exported as Record<string, unknown>)) {
      const candidate = call as Partial<CallDef> | null;
      if (candidate && typeof candidate === 'object' && typeof candidate.path === 'string' && 'input' in candidate) {
        calls.push([`${group}.${name}`, candidate as CallDef]);
      }
    }
  }
  return calls;
}

const calls = callsOfContract();
const authOf = new Map(calls.map(([name, call]) => [name, call.auth]));
const guarded = fuzzTargets().filter((target) => authOf.get(target.name) !== undefined);

/** Bodies no call could take: each must still be answered 401 first. Path parameters that name nothing too. */
function garbage(target: FuzzTarget): Omit<RawRequest, 'params'>[] {
  if (target.method === 'GET') {
    return [
      { kind: 'odd query', query: `${target.fields[0] ?? 'id'}=%E0%A4%A&__proto__[a]=1` },
      { kind: 'huge query', query: `${target.fields[0] ?? 'id'}=${'é'.repeat(5000)}` },
    ];
  }
  const wrongTypes = JSON.stringify(
    Object.fromEntries((target.fields.length > 0 ? target.fields : ['id']).map((field) => [field, [{ a: 1 }]])),
  );
  return [
    { kind: 'cut-off JSON', payload: '{"a":', contentType: 'application/json' },
    { kind: 'wrong types', payload: wrongTypes, contentType: 'application/json' },
    { kind: 'an array', payload: '[1,2,3]', contentType: 'application/json' },
    { kind: 'text', payload: 'hello', contentType: 'text/plain' },
    {
      kind: 'broken multipart',
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nab',
      contentType: 'multipart/form-data; boundary=x',
    },
  ];
}

test('every call of the contract says who may make it, or is listed as open to anyone', () => {
  const unmarked = calls.filter(([name, call]) => call.auth === undefined && !openToAnyone.has(name)).map(([name]) => name);
  const listedButMarked = calls.filter(([name, call]) => call.auth !== undefined && openToAnyone.has(name)).map(([name]) => name);

  expect(unmarked, "add `auth: 'trader'` (or 'staff') to these calls, or list them as open to anyone").toEqual([]);
  expect(listedButMarked).toEqual([]);
  expect(guarded.map((target) => target.name)).toEqual(
    expect.arrayContaining(['companySettings.companySettingsSave', 'verifyPhone.phoneSend', 'admin.reviewApprove']),
  );
});

async function visitorSender(): Promise<Sender> {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  return { kind: 'signed-out visitor', visitor, own: {} };
}

describe.each(guarded.map((target) => [target.name, target] as const))('%s', (name, target) => {
  const auth = authOf.get(name);
  const expected = auth === 'staff' ? { code: 401, message: STAFF_SIGN_IN_NEEDED } : { code: 401, message: 'Please sign in.' };

  test(`a signed-out visitor with a garbage body gets ${expected.code} before the body is looked at`, async () => {
    figures.calls += 1;
    const sender = await visitorSender();
    const params = Object.fromEntries(pathParamsOf(target.path).map((param) => [param, 'abc']));
    for (const request of garbage(target)) {
      const reply = await send(testApp, sender, target, { ...request, params });
      figures.sent += 1;
      expect(reply.statusCode, `${request.kind}: ${reply.body}`).toBe(expected.code);
      expect(reply.json()).toMatchObject({ message: expected.message });
      figures.refused += 1;
    }
  });

  if (auth === 'staff') {
    test('a signed-in trader is no member of staff: 401 before the body too', async () => {
      const { visitor } = await signedInTrader(testApp, ['plumber']);
      const [request] = garbage(target);
      if (!request) throw new Error('no garbage body');
      const reply = await send(testApp, { kind: 'signed-in trader', visitor, own: {} }, target, { ...request, params: { id: '1' } });
      figures.sent += 1;
      expect(reply.statusCode, reply.body).toBe(401);
      expect(reply.json()).toMatchObject({ message: STAFF_SIGN_IN_NEEDED });
      figures.refused += 1;
    });
  } else {
    test('a signed-in trader with the same garbage gets past the guard to the body checks', async () => {
      const { visitor } = await signedInTrader(testApp, ['plumber']);
      const [request] = garbage(target);
      if (!request) throw new Error('no garbage body');
      const reply = await send(testApp, { kind: 'signed-in trader', visitor, own: {} }, target, { ...request, params: { id: '1' } });
      expect(reply.statusCode, reply.body).not.toBe(401);
      expect(reply.statusCode).toBeLessThan(500);
    });
  }
});
