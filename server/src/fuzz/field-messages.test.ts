import * as contract from '#common/contract/index';
import type { CallDef } from '#common/contract/define-call';
import { Visitor, createTestApp, type TestApp } from '#server-test/test-app';
import { signedInStaff } from '#server-test/test-staff';
import { signedInTrader } from '#server-test/test-trader-sessions';
import { fieldNamesOf, fuzzTargets, pathParamsOf, type FuzzTarget } from './contract-calls';
import { send, type Sender } from './fuzz-senders';

// Decision 068: every failure of every field of every call has a sentence written for a
// trader, never a validation library's words. Each field is sent with a wrong type, missing, empty and
// 10,000 characters long, to the server (signed in as the call needs) and to the schema as the web
// form uses it (no server fallback): a message is fixed at its source, the contract's field schema.

const RAW_WORDS = /Invalid input|expected |received |Too small|Too big|>=|<=|NaN|Required$/;
const LONG = 'x'.repeat(10_000);

/** What a person could read: a capital (or digit, or quote) first, a full stop, ? or ! last, and none of zod's words. */
function messageProblem(message: unknown): string | null {
  if (typeof message !== 'string') return `not text: ${JSON.stringify(message)}`;
  if (RAW_WORDS.test(message)) return `a validation library's words: ${message}`;
  if (!/^["'A-Z0-9].*[.!?]$/s.test(message.trim())) return `not a sentence: ${message}`;
  return null;
}

interface Variant {
  kind: string;
  body: (field: string) => Record<string, unknown>;
}

const variants: Variant[] = [
  { kind: 'missing', body: () => ({}) },
  { kind: 'empty', body: (field) => ({ [field]: '' }) },
  { kind: 'too long', body: (field) => ({ [field]: LONG }) },
  { kind: 'a number', body: (field) => ({ [field]: 12345.5 }) },
  { kind: 'an object', body: (field) => ({ [field]: { a: 1 } }) },
  { kind: 'a list', body: (field) => ({ [field]: ['x', { a: 1 }] }) },
  { kind: 'true', body: (field) => ({ [field]: true }) },
  { kind: 'null', body: (field) => ({ [field]: null }) },
  { kind: 'a word for a number', body: (field) => ({ [field]: 'abc' }) },
];

/** The query-string forms (GET calls carry text only). */
const queryVariants: Variant[] = [
  { kind: 'missing', body: () => ({}) },
  { kind: 'empty', body: (field) => ({ [field]: '' }) },
  { kind: 'too long', body: (field) => ({ [field]: LONG }) },
  { kind: 'a word for a number', body: (field) => ({ [field]: 'abc' }) },
  { kind: 'a negative number', body: (field) => ({ [field]: '-5' }) },
];

function callsOfContract(): Map<string, CallDef> {
  const calls = new Map<string, CallDef>();
  for (const [group, exported] of Object.entries(contract)) {
    if (!exported || typeof exported !== 'object' || 'method' in exported) continue;
    for (const [name, call] of Object.entries(exported as Record<string, unknown>)) {
      const candidate = call as Partial<CallDef> | null;
      if (candidate && typeof candidate === 'object' && typeof candidate.path === 'string' && 'input' in candidate) {
        calls.set(`${group}.${name}`, candidate as CallDef);
      }
    }
  }
  return calls;
}

const calls = callsOfContract();
const targets = fuzzTargets().filter((target) => calls.has(target.name) && target.fields.length > 0);
const figures = { sent: 0, messages: 0, parsed: 0 };
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});

afterAll(async () => {
  console.log(
    `field messages: ${targets.length} calls, ${targets.reduce((sum, target) => sum + target.fields.length, 0)} fields; ${figures.sent} requests and ${figures.parsed} schema parses; ${figures.messages} messages read, all sentences`,
  );
  await testApp.close();
});

/** The one who may make the call: staff for the back office, a trader for a trader's calls, else a visitor. */
async function senderFor(call: CallDef): Promise<Sender> {
  if (call.auth === 'staff') return { kind: 'signed-in staff', visitor: (await signedInStaff(testApp)).visitor, own: {} };
  if (call.auth === 'trader') return { kind: 'signed-in trader', visitor: (await signedInTrader(testApp, ['plumber'])).visitor, own: {} };
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  return { kind: 'signed-out visitor', visitor, own: {} };
}

function messagesOf(body: { message?: unknown; errors?: Record<string, unknown> }): unknown[] {
  const messages: unknown[] = body.message === undefined ? [] : [body.message];
  for (const list of Object.values(body.errors ?? {})) messages.push(...(Array.isArray(list) ? list : [list]));
  return messages;
}

test('the calls walked are every call of the contract with input fields', () => {
  expect(targets.map((target) => target.name)).toEqual(
    expect.arrayContaining([
      'registration.register',
      'companySettings.companySettingsSave',
      'addressBook.addressSave',
      'auth.smsSignInPick',
    ]),
  );
});

describe.each(targets.map((target) => [target.name, target] as const))('%s', (name, target: FuzzTarget) => {
  const call = calls.get(name) as CallDef;
  const forms = target.method === 'GET' ? queryVariants : variants;

  test('the schema the web form uses has a sentence for each failure of each field', () => {
    const problems: string[] = [];
    for (const field of fieldNamesOf(call.input)) {
      for (const variant of forms) {
        const result = call.input.safeParse(variant.body(field));
        figures.parsed += 1;
        for (const issue of result.error?.issues ?? []) {
          const problem = messageProblem(issue.message);
          if (problem) problems.push(`${field} ${variant.kind} → ${String(issue.path[0] ?? '')}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('the server answers each failure of each field in sentences', async () => {
    const sender = await senderFor(call);
    const params = Object.fromEntries(pathParamsOf(target.path).map((param) => [param, '1']));
    const problems: string[] = [];
    for (const field of target.fields) {
      for (const variant of forms) {
        const body = variant.body(field);
        const request =
          target.method === 'GET'
            ? { kind: variant.kind, params, query: new URLSearchParams(body as Record<string, string>).toString() }
            : { kind: variant.kind, params, payload: JSON.stringify(body), contentType: 'application/json' };
        const reply = await send(testApp, sender, target, request);
        figures.sent += 1;
        if (reply.statusCode >= 500) problems.push(`${field} ${variant.kind}: answered ${reply.statusCode}`);
        if (reply.statusCode < 400) continue;
        for (const message of messagesOf(reply.json())) {
          figures.messages += 1;
          const problem = messageProblem(message);
          if (problem) problems.push(`${field} ${variant.kind}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
