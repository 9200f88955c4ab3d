// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

// A server function longer than LONGEST lines is hard to read in one go: split it into named steps (decision 147).
// The app's code only: tests and test helpers are not counted.

const LONGEST = 60;

/**
 * The functions longer than LONGEST when this check came, each with its length then as a ceiling: one may shrink
 * (lower its number, or drop its line once it fits), never grow, and none is added. Most are factories that return a
 * list of short functions (a repo's queries, a service's calls, a plugin's or a route group's registrations): each
 * of those is read on its own, so the factory was left whole where a cut would have been arbitrary.
 */
const LONG_ALREADY: Record<string, number> = {
  // repos: one short query per method
  'server/src/repos/account-close-check-repo.ts createAccountCloseCheckRepo': 95,
  'server/src/repos/account-closing-repo.ts createAccountClosingRepo': 131,
  'server/src/repos/account-export-activity-repo.ts createAccountExportActivityRepo': 84,
  'server/src/repos/account-export-checks-repo.ts createAccountExportChecksRepo': 66,
  'server/src/repos/account-export-repo.ts createAccountExportRepo': 131,
  'server/src/repos/company-check-repo.ts createCompanyCheckRepo': 73,
  'server/src/repos/customer-review-repo.ts createCustomerReviewRepo': 72,
  'server/src/repos/experiment-visit-repo.ts createExperimentVisitRepo': 99,
  'server/src/repos/insurance-repo.ts createInsuranceRepo': 117,
  'server/src/repos/local-vault-repo.ts createLocalVaultRepo': 88,
  'server/src/repos/outbox-repo.ts createOutboxRepo': 124,
  'server/src/repos/phone-verification-repo.ts createPhoneVerificationRepo': 82,
  'server/src/repos/photo-repo.ts createPhotoRepo': 68,
  'server/src/repos/public-trader-repo.ts createPublicTraderRepo': 80,
  'server/src/repos/review-invitation-repo.ts createReviewInvitationRepo': 70,
  'server/src/repos/review-moderation-repo.ts createReviewModerationRepo': 68,
  'server/src/repos/review-queue-repo.ts createReviewQueueRepo': 99,
  'server/src/repos/service-area-repo.ts createServiceAreaRepo': 124,
  'server/src/repos/staff-sign-in-code-repo.ts createStaffSignInCodeRepo': 80,
  'server/src/repos/subscription-repo.ts createSubscriptionRepo': 141,
  'server/src/repos/user-repo.ts createUserRepo': 158,
  // services: a service's steps and the calls made of them
  'server/src/services/experiment-assignment.ts createExperimentAssignment': 153,
  'server/src/services/membership-choice.ts createMembershipChoice': 103,
  'server/src/services/outbox-worker.ts createOutboxWorker': 146,
  'server/src/services/service-areas.ts createServiceAreas': 61,
  'server/src/services/sessions.ts createSessions': 121,
  // plugins, routes and providers that register or answer several things
  'server/src/plugins/captcha.ts captchaPlugin': 72,
  'server/src/plugins/metrics.ts metricsPlugin': 61,
  'server/src/plugins/web-pages.ts webPagesPlugin': 85,
  'server/src/providers/payments/stripe.ts createStripeCardProvider': 61,
  'server/src/providers/storage/local.ts createLocalStorage': 62,
  'server/src/routes/index.ts registerRoutes': 70,
  'server/src/routes/local-stripe/vault.ts localVaultRoutes': 70,
  'server/src/routes/local-twilio/index.ts localTwilioRoutes': 70,
  'server/src/routes/public/directory.ts directoryRoutes': 81,
  'server/src/routes/public/profile-view.ts createProfileView': 64,
  // one piece of work each: the write signal's connection and its recovery, a user row made into its view
  'server/src/lib/shared-write-signal.ts connectSharedWriteSignal': 80,
  'server/src/repos/user-repo.ts toView': 65,
};

const root = new URL('../../', import.meta.url).pathname;
const serverCode = execFileSync('git', ['ls-files', 'server/src/*.ts'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !/\.test\.ts$/.test(file) && !file.startsWith('server/src/fuzz/'));

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node);
}

/** A function's name: its own, or the variable or property it is given to. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  return `(a function at line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1})`;
}

/** Every function of the server's code longer than LONGEST lines, as `file name` → lines. */
function longFunctions(): Record<string, number> {
  const long: Record<string, number> = {};
  for (const file of serverCode) {
    const source = ts.createSourceFile(file, readFileSync(`${root}${file}`, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (isFunction(node)) {
        const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
        const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
        if (lines > LONGEST) long[`${file} ${nameOf(node, source)}`] = lines;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return long;
}

const found = longFunctions();

test('no server function is longer than 60 lines, but those listed, and none of those grew', () => {
  const tooLong = Object.entries(found)
    .filter(([name, lines]) => lines > (LONG_ALREADY[name] ?? LONGEST))
    .map(([name, lines]) => `${name}: ${lines} lines (at most ${LONG_ALREADY[name] ?? LONGEST})`);
  expect(tooLong).toEqual([]);
});

test('every function listed is still there and still long: the list only shrinks', () => {
  const gone = Object.keys(LONG_ALREADY).filter((name) => found[name] === undefined);
  expect(gone).toEqual([]);
});
