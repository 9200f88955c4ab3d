import type { FastifyInstance } from 'fastify';
import type { DataExport } from '#common/contract/calls/account-data';
import { routes } from '#common/routes';
import { setupProgress } from '#common/setup-progress';
import { orderingSchemes, type OrderingScheme } from '#common/step-order';
import { HttpError } from '../lib/http-errors';
import { mediaUrl } from '../lib/media-url';
import { createAccountExportRepo } from '../repos/account-export-repo';
import { createReviewExportRepo } from '../repos/review-export-repo';
import { createUserRepo } from '../repos/user-repo';

type Repo = ReturnType<typeof createAccountExportRepo> & ReturnType<typeof createReviewExportRepo>;
type Account = NonNullable<Awaited<ReturnType<Repo['account']>>>;
type Sections = Omit<DataExport, 'format' | 'exported_at' | 'account' | 'setup_progress'>;
type Section<K extends keyof Sections> = (repo: Repo, account: Account, link: (key: string) => string) => Promise<Sections[K]>;

/**
 * One small function per section of "Download my data" (decision 088): a new kind of data is one
 * more entry here and one more query in the export repo. Times go out as ISO strings.
 */
const sections: { [K in keyof Sections]: Section<K> } = {
  trades: (repo, account) => repo.trades(account.id),
  // the saved bases; the account's custom_radius (the default areas' radius) is in the account section
  areas: (repo, account) => repo.areas(account.id),
  addresses: (repo, account) => repo.addresses(account.id),
  company: (repo, account) => repo.company(account.id),
  company_check: (repo, account) => repo.companyCheck(account.id),
  photos: async (repo, account, link) =>
    (await repo.photos(account.id)).map(({ storage_key, thumbnail_key, ...rest }) => ({
      ...rest,
      url: link(storage_key),
      thumbnail_url: link(thumbnail_key),
    })),
  plans: (repo, account) => repo.plans(account.id),
  cards: (repo, account) => repo.cards(account.id),
  verification: async (repo, account) => {
    const decisions = await repo.reviewDecisions(account.id);
    return (await repo.verificationRequests(account.id)).map((request) => ({
      ...request,
      decisions: decisions.filter((decision) => decision.request_id === request.id).map(({ request_id: _id, ...rest }) => rest),
    }));
  },
  identity_check: (repo, account) => repo.identityCheck(account.id),
  sign_ins: (repo, account) => repo.signIns(account.id),
  tracked_events: (repo, account) => repo.trackedEvents(account.id),
  // rows matched by the address only once the account proved it (decision 103)
  sign_up_answers: (repo, account) => repo.leadAnswers(account.id, account.email, account.email_verified_at !== null),
  quote_requests: (repo, account) => repo.quoteRequests(account.id),
  support_tickets: (repo, account) => repo.supportTickets(account.id, account.email, account.email_verified_at !== null),
  popups_seen: (repo, account) => repo.popupsSeen(account.id),
  review_invitations: (repo, account) => repo.reviewInvitations(account.id),
  reviews: (repo, account) => repo.reviews(account.id),
  experiment: (repo, account) => repo.experiment(account.id),
};

const isScheme = (value: unknown): value is OrderingScheme => (orderingSchemes as readonly unknown[]).includes(value);

/** The progress /my-account shows, worked out by the same function, in the trader's setup order. */
async function progressOf(app: FastifyInstance, userId: number, scheme: unknown): Promise<DataExport['setup_progress']> {
  const view = await createUserRepo(app.db).findView(userId);
  if (!view) return [];
  const rows = setupProgress(isScheme(scheme) ? scheme : 'original', view);
  return rows.map(({ step, status, text }) => ({ step, title: routes[step].title, status, text }));
}

/** Everything stored about the trader, as the export call sends it. */
export async function exportAccountData(app: FastifyInstance, userId: number, now = new Date()): Promise<DataExport> {
  const repo = { ...createAccountExportRepo(app.db), ...createReviewExportRepo(app.db) };
  const found = await repo.account(userId);
  if (!found) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
  const { picture_key, ...account } = found;
  const base = app.env.PUBLIC_BASE_URL.replace(/\/$/, '');
  const link = (key: string) => `${base}${mediaUrl(key)}`;
  const filled: Partial<Sections> = {};
  for (const name of Object.keys(sections) as (keyof Sections)[]) {
    const section = sections[name] as Section<typeof name>;
    filled[name] = (await section(repo, found, link)) as never;
  }
  const picture = picture_key ? { picture_url: link(picture_key) } : {};
  const setup_progress = await progressOf(app, userId, filled.experiment?.scheme);
  const data = {
    format: 'tradespace-data/1' as const,
    exported_at: now.toISOString(),
    account: { ...account, ...picture },
    ...filled,
    setup_progress,
  };
  // Date objects become ISO strings, as the file holds them
  return JSON.parse(JSON.stringify(data)) as DataExport;
}

/** `tradespace-data-2026-11-26.json` */
export function exportFileName(now = new Date()): string {
  return `tradespace-data-${now.toISOString().slice(0, 10)}.json`;
}
