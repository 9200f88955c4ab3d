import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { UserView } from '#common/contract/user';
import { account, addressBook, cards, descriptionSettings, helpers, lead, registration, verifyPhone } from '#common/contract/index';
import { billingAddress } from '../test/test-cards';
import { multipart } from '../test/test-images';
import { missingBuild } from './app-process';
import { CLUSTER_BUCKET } from './cluster-env';
import { startCluster, type Cluster } from './cluster';
import { clusterPostgresUrl, clusterSkipReason } from './requirements';
import { Browser, RoundRobin } from './round-robin';
import { MANCHESTER_WORK_ADDRESS } from '../test/test-addresses';

// A trader's whole journey, every request sent to the next of two production processes in turn,
// as a round-robin balancer would. Nothing a process keeps in its own memory may matter.

const skipReason = await clusterSkipReason();
if (skipReason) console.log(skipReason);

const stamp = `${Date.now()}`.slice(-6);
const trader = {
  first_name: 'Robin',
  last_name: 'Turner',
  business_name: `Turner Round Robin Plumbing ${stamp}`,
  email_address: `journey-${stamp}@cluster.tradespace.test`,
  phone_number: `07713 ${stamp}`,
  password: `Copper-Lantern-${stamp}-Harbour`,
};
const description = 'Plumbing and heating in Manchester for twenty years: boilers, bathrooms and leaks, fully insured.';

let cluster: Cluster;
let balancer: RoundRobin;
let browser: Browser;
/** What the journey learnt on the way, for the later steps. */
const journey = { userId: 0, tradeIds: [] as number[], companyUrl: '', description };

const viewOf = async () => (await browser.call(account.accountInfo, {})).json<{ user: UserView }>().user;
const one = async <T>(sql: string, params: unknown[]) => (await cluster.database.query(sql, params)).rows[0] as T;

describe.skipIf(skipReason !== null)('a trader’s whole journey over two processes, round-robin', () => {
  beforeAll(async () => {
    const problem = missingBuild();
    if (problem) throw new Error(problem);
    const started = performance.now();
    cluster = await startCluster({ processes: 2, postgresUrl: clusterPostgresUrl });
    console.log(`cluster: 2 processes healthy on PostgreSQL, Redis and s3rver in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    balancer = new RoundRobin(cluster.apps.map((app) => app.origin));
    browser = new Browser(balancer);
  });

  afterAll(async () => {
    if (!cluster) return;
    console.log(`requests answered per process: ${balancer.answered.join(' / ')}`);
    await cluster.stop();
  });

  test('sign-up as the web app calls it: postcode, trades, e-mail, register', async () => {
    expect((await browser.open()).status).toBe(200);
    const addresses = await browser.call(helpers.addressLookup, { postcode: 'M1 1AE' });
    expect(addresses.status, addresses.text).toBe(200);
    const catalogue = (await browser.call(helpers.categories, {})).json<{ parents: { id: number; name: string }[] }>();
    journey.tradeIds = ['Plumber', 'Heating Engineer'].map((name) => catalogue.parents.find((trade) => trade.name === name)?.id ?? 0);
    expect(journey.tradeIds).not.toContain(0);

    const drafted = await browser.call(lead.leadCreate, {
      email_address: trader.email_address,
      postcode: 'M1 1AE',
      trades: journey.tradeIds,
    });
    expect(drafted.status, drafted.text).toBe(200);
    const registered = await browser.call(registration.register, {
      ...trader,
      terms: true,
      privacy: true,
      postcode: 'M1 1AE',
      trades: journey.tradeIds,
      lead_id: drafted.json<{ lead_id: number }>().lead_id,
    });
    expect(registered.status, registered.text).toBe(200);
    journey.userId = registered.json<{ id: number }>().id;

    const view = await viewOf();
    expect(view).toMatchObject({ id: journey.userId, email: trader.email_address, company: { name: trader.business_name } });
    expect(view.trades.map((trade) => trade.id)).toEqual(journey.tradeIds);
    // the session the register call started on one process is honoured by the other
    expect(new Set(browser.processes)).toEqual(new Set([0, 1]));
  });

  test('the phone is verified with the code texted to it (read from the outbox table)', async () => {
    const sent = await browser.call(verifyPhone.phoneSend, {});
    expect(sent.json()).toMatchObject({ success: true, error: null });
    const sms = await one<{ text_body: string }>(
      "select text_body from outbox_message where channel = 'sms' and recipient = $1 order by id desc limit 1",
      [`+447713${stamp}`],
    );
    const code = /\b(\d{4})\b/.exec(sms.text_body)?.[1] ?? '';

    const checked = await browser.call(verifyPhone.phoneCheck, { code });

    expect(checked.json()).toEqual({ success: true, error: null });
    expect((await viewOf()).verified.phone).toBe(true);
  });

  test('profile: description and work address; a photo goes to the S3 bucket and is served by either process', async () => {
    const described = await browser.call(descriptionSettings.descriptionSave, { description });
    expect(described.status, described.text).toBe(200);
    const addressed = await browser.call(addressBook.addressSave, MANCHESTER_WORK_ADDRESS);
    expect(addressed.status, addressed.text).toBe(200);

    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipart({ bytes: jpeg, filename: 'boiler.jpg' });
    const uploaded = await browser.request('POST', '/v1/account/photos', {
      body: payload,
      headers: { ...browser.apiHeaders(), ...headers },
    });
    expect(uploaded.status, uploaded.text).toBe(200);

    const stored = await one<{ storage_key: string; thumbnail_key: string }>(
      'select storage_key, thumbnail_key from photo where user_id = $1',
      [journey.userId],
    );
    const bucketKeys = await cluster.s3.keys(CLUSTER_BUCKET);
    expect(bucketKeys).toEqual(expect.arrayContaining([stored.storage_key, stored.thumbnail_key]));
    const object = await cluster.s3.head(CLUSTER_BUCKET, stored.storage_key);
    expect(object?.bytes).toBeGreaterThan(0);
    // the picture is fetched twice: one process and then the other read it from the bucket
    const picture = uploaded.json<{ photo: { picture: string } }>().photo.picture;
    const fetched = [await browser.request('GET', picture), await browser.request('GET', picture)];
    expect(fetched.map((reply) => reply.status)).toEqual([200, 200]);
    expect(new Set(fetched.map((reply) => reply.process)).size).toBe(2);
    console.log(
      `photo: ${object?.bytes} bytes at ${stored.storage_key} in s3rver's bucket ${CLUSTER_BUCKET}, ${bucketKeys.length} objects there`,
    );

    const view = await viewOf();
    expect(view.profile).toEqual({ live: true, missing: [] });
    expect(view.gallery.photos).toBe(1);
    journey.companyUrl = view.company.url ?? '';
    expect(journey.companyUrl).not.toBe('');
  });

  test('the card: setup intent, token, 3-D Secure at the bank page, ping and save, each on the next process', async () => {
    const session = await browser.call(cards.setupMethod, { form: 'signup' });
    expect(session.status, session.text).toBe(200);
    const sessionId = session.json<{ id: string }>().id;
    const intent = await browser.call(cards.setupIntent, { unique_id: sessionId });
    expect(intent.status, intent.text).toBe(200);
    const {
      id: setupId,
      client_secret: clientSecret,
      return_url: returnUrl,
    } = intent.json<{ id: string; client_secret: string; return_url: string }>();
    const intentId = clientSecret.split('_secret_')[0];

    const localStripe = (path: string, body: unknown) =>
      browser.request('POST', `/local-stripe/v1${path}`, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const token = await localStripe('/payment_methods', {
      type: 'card',
      card: { number: '4000 0025 0000 3155', exp_month: 12, exp_year: 2030, cvc: '123' },
      billing_details: billingAddress,
    });
    expect(token.status, token.text).toBe(200);
    const paymentMethod = token.json<{ id: string }>().id;
    const confirmed = await localStripe(`/setup_intents/${intentId}/confirm`, {
      client_secret: clientSecret,
      payment_method: paymentMethod,
      return_url: returnUrl,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'requires_action' });
    const bankUrl = confirmed.json<{ next_action: { redirect_to_url: { url: string } } }>().next_action.redirect_to_url.url;
    const pending = await browser.call(cards.setupIntentPing, { setup_id: setupId, unique_id: sessionId });
    expect(pending.json()).toMatchObject({ status: 'requires_action' });

    const bankPage = await browser.request('GET', new URL(bankUrl, 'http://bank').pathname);
    expect(bankPage.status, bankPage.text).toBe(200);
    const completed = await browser.request('POST', `${new URL(bankUrl, 'http://bank').pathname}/complete`, {
      body: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(completed.status, completed.text).toBe(303);
    expect((await browser.request('GET', completed.headers.get('location') ?? '')).status).toBe(200);
    const done = await browser.call(cards.setupIntentPing, { setup_id: setupId, unique_id: sessionId });
    expect(done.json()).toMatchObject({ status: 'succeeded' });
    const saved = await browser.call(cards.methodSave, {
      session_id: sessionId,
      payment_method: paymentMethod,
      setup_id: setupId,
      terms: true,
    });

    expect(saved.json()).toMatchObject({ success: true, method: { last4: '3155', primary: true } });
    const savedCards = await cluster.database.query('select last4, "primary" from payment_method where user_id = $1', [journey.userId]);
    expect(savedCards.rows).toEqual([{ last4: '3155', primary: true }]);
    expect((await viewOf()).billing.cards).toBe(1);
  });

  test('the public profile page and the directory entry, from either process', async () => {
    const pages = [await browser.request('GET', `/t/${journey.companyUrl}`), await browser.request('GET', `/t/${journey.companyUrl}`)];
    expect(pages.map((page) => page.status)).toEqual([200, 200]);
    expect(new Set(pages.map((page) => page.process)).size).toBe(2);
    for (const page of pages) expect(page.text).toContain(trader.business_name);
    const directory = await browser.request('GET', '/directory/plumber');
    expect(directory.text).toContain(`href="/t/${journey.companyUrl}"`);
  });

  test('a kept profile page changes on both processes within a second of a new description, and an ETag from one is good on the other', async () => {
    const path = `/t/${journey.companyUrl}`;
    const kept = [await browser.request('GET', path), await browser.request('GET', path)];
    expect(new Set(kept.map((page) => page.process)).size).toBe(2);
    // the page and the browser's token are the same on both processes: the ETag one gave is good on the other
    const etag = kept[0]?.headers.get('etag') ?? '';
    expect(kept[1]?.headers.get('etag')).toBe(etag);
    const revalidated = await browser.request('GET', path, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);

    const updated = `${description} Now fitting heat pumps too.`;
    const saved = await browser.call(descriptionSettings.descriptionSave, { description: updated });
    expect(saved.status, saved.text).toBe(200);
    const savedAt = performance.now();
    const seen = [await browser.request('GET', path), await browser.request('GET', path)];
    const seenWithin = performance.now() - savedAt;
    expect(new Set(seen.map((page) => page.process)).size).toBe(2);
    for (const page of seen) expect(page.text).toContain('Now fitting heat pumps too.');
    expect(seenWithin).toBeLessThan(1_000);
    console.log(`kept profile page: the new description on both processes ${seenWithin.toFixed(0)} ms after the save`);
    // the journey's last check compares the stored description with this one
    journey.description = updated;
  });

  test('the database holds the journey once, and both processes answered half of it', async () => {
    const users = await cluster.database.query('select id, phone_verified_at is not null as verified from "user" where email = $1', [
      trader.email_address,
    ]);
    expect(users.rows).toEqual([{ id: journey.userId, verified: true }]);
    const company = await one<{ name: string; url: string; published: boolean; description: string }>(
      'select name, url, published_at is not null as published, description from company where user_id = $1',
      [journey.userId],
    );
    expect(company).toEqual({ name: trader.business_name, url: journey.companyUrl, published: true, description: journey.description });
    const trades = await cluster.database.query('select trade_id from user_trade where user_id = $1 order by position', [journey.userId]);
    expect(trades.rows.map((row) => row.trade_id)).toEqual(journey.tradeIds);
    const counts = await one<{ addresses: number; photos: number; leads: number }>(
      `select (select count(*)::int from address where user_id = $1) as addresses,
              (select count(*)::int from photo where user_id = $1) as photos,
              (select count(*)::int from lead where email = $2) as leads`,
      [journey.userId, trader.email_address],
    );
    // one business address row, marked as the home address too (decision 023)
    expect(counts).toEqual({ addresses: 1, photos: 1, leads: 1 });

    const [first = 0, second = 0] = balancer.answered;
    expect(Math.abs(first - second)).toBeLessThanOrEqual(1);
    expect(balancer.skipped).toBe(0);
  });
});
