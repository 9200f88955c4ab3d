import fc from 'fast-check';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { createTrader } from '#server-test/test-profiles';
import { createStaff, type TestStaff } from '#server-test/test-staff';
import { fuzzTargets, type FuzzTarget } from './contract-calls';
import { createSenders, send, type Sender } from './fuzz-senders';
import { fixedRequests, randomRequest, type RawRequest } from './malformed-requests';
import { replyProblems } from './reply-checks';

// Malformed input of any kind, to every call of the contract (and the quote form), never
// answers 5xx nor shows a stack, SQL or zod's words; API 4xx replies carry sentences.

/** Random requests per call, besides the fixed ones (every named kind once). */
const RANDOM_RUNS_PER_CALL = 24;

const targets = fuzzTargets();
const figures = { sent: 0, byStatus: new Map<number, number>() };
let testApp: TestApp;
let staff: TestStaff;
const profileUrl = 'fuzz-heating-ltd';

beforeAll(async () => {
  // the senders' own page loads all come from one address; the fuzzed requests each from their own
  testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  staff = await createStaff(testApp.database.db);
  await createTrader(testApp.database.db, { url: profileUrl, trades: ['heating-engineer', 'plumber'], businessName: 'Fuzz Heating Ltd' });
});

afterAll(async () => {
  const statuses = [...figures.byStatus].sort(([a], [b]) => a - b);
  const clientErrors = statuses.filter(([status]) => status >= 400 && status < 500);
  const serverErrors = statuses.filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const other = statuses.filter(([status]) => status < 400).reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `malformed-input fuzz: ${figures.sent} requests to ${targets.length} routes; 4xx by status ${clientErrors.map(([status, count]) => `${status}×${count}`).join(' ')}; 5xx ${serverErrors}; 2xx/3xx ${other}`,
  );
  await testApp.close();
});

async function sendAndCheck(target: FuzzTarget, sender: Sender, request: RawRequest): Promise<void> {
  const reply = await send(testApp, sender, target, request);
  figures.sent += 1;
  figures.byStatus.set(reply.statusCode, (figures.byStatus.get(reply.statusCode) ?? 0) + 1);
  const pageAnswer = target.formPostsAnswerPages === true && (request.contentType ?? '').startsWith('application/x-www-form-urlencoded');
  const problems = replyProblems(reply, !target.htmlForm && !pageAnswer);
  if (problems.length > 0) {
    const sent = typeof request.payload === 'string' ? request.payload.slice(0, 300) : `${request.payload?.length ?? 0} bytes`;
    const what = [
      request.contentType ?? 'no content type',
      `params ${JSON.stringify(request.params)}`,
      `query ${request.query?.slice(0, 200) ?? '-'}`,
      `body ${sent}`,
    ];
    throw new Error(
      `${target.method} ${target.path} as ${sender.kind}, ${request.kind} (${what.join('; ')}): ${problems.join('; ')}\nreply: ${reply.body.slice(0, 500)}`,
    );
  }
}

test('the fuzzed routes are every call of the contract, the admin calls and the quote form', () => {
  const names = targets.map((target) => target.name);
  expect(names).toEqual(
    expect.arrayContaining(['companySettings.companySettingsSave', 'photos.photoUpload', 'admin.reviewApprove', 'public quote form']),
  );
  expect(new Set(names).size).toBe(names.length);
});

describe.each(targets.map((target, index) => [target.name, target, index] as const))('%s', (_name, target, targetIndex) => {
  test('malformed input answers 4xx with a sentence, never 5xx or internals', async () => {
    const senders = await createSenders(testApp, staff, target, profileUrl);
    // every named kind once, signed out or signed in by turns (staff too for the back office), so that
    // over the calls each kind goes both ways
    const fixedSenders = target.path.startsWith('/v1/admin/') ? senders : senders.slice(0, 2);
    for (const [index, request] of fixedRequests(target).entries()) {
      const sender = fixedSenders[(index + targetIndex) % fixedSenders.length];
      if (sender) await sendAndCheck(target, sender, request);
    }
    // the first failure as sent, unshrunk: a shrunk 200 kB body is no clearer, and costs a minute
    const result = await fc.check(
      fc.asyncProperty(fc.constantFrom(...senders), randomRequest(target), (sender, request) => sendAndCheck(target, sender, request)),
      { numRuns: RANDOM_RUNS_PER_CALL, endOnFailure: true },
    );
    if (result.failed)
      throw new Error(`${String(result.errorInstance)}\n(fast-check seed ${result.seed}, path ${result.counterexamplePath})`);
  });
});
