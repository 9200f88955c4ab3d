import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { imageMessages } from '#common/contract/calls/photos';
import { photo } from '#server/db/schema/index';
import { createTestApp, type TestApp, type Visitor } from '#server-test/test-app';
import { largeJpeg, multipart, pngBomb } from '#server-test/test-images';
import { signedInTrader } from '#server-test/test-trader-sessions';
import { useTestAppWithUploads } from '#server-test/test-uploads';

// 60 PNGs of 10,000 × 10,000 pixels (about 300 kB each) sent at once took 18 s and 971 MB.
// Decision 061: refused from the header (40 megapixels at most), and at most 2 decodes at a time.

const BOMBS = 60;
const LEGAL_IN_BURST = 4;
/**
 * What the burst may add to the resident memory of the test process. The bodies are 60 × 317 kB ≈ 19 MB, held
 * about three times over while injected and parsed (the payload, the multipart parser's chunks, the file's
 * buffer) ≈ 60 MB; each of the 2 decoding slots holds about 25 MB while a 12-megapixel JPEG decodes, plus its
 * WebP encodes ≈ 60 MB. Measured here: +30 MB for the bombs alone, +65 to +135 MB with the legal photos.
 * Before the fix each bomb decoded to 300 MB of pixels, four at a time (libuv's threads): over 800 MB.
 * No absolute ceiling here: this process also holds vitest and, by default, the embedded PGlite (about 600 MB
 * at rest). The 300 MB for the app's own process is measured against the built server in
 * decision 061 (peak 262 MB on PostgreSQL).
 */
const BURST_BUDGET_MB = 160;

const tooBig =
  'This picture is too big (10,000 × 10,000 pixels). Please upload a smaller one, at most 40 megapixels: a photo from a phone camera on its normal setting is fine.';

// the per-address upload limit (60 a minute) would answer 429 long before the decoder is reached
const { testApp, uploads } = useTestAppWithUploads({ UPLOADS_PER_MINUTE: '1000' });
let legal: Buffer;
let bomb: Buffer;

beforeAll(async () => {
  [legal, bomb] = await Promise.all([largeJpeg(), pngBomb()]);
});

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

function uploadPhoto(visitor: Visitor, bytes: Buffer, filename: string): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart({ bytes, filename, contentType: filename.endsWith('.png') ? 'image/png' : 'image/jpeg' });
  return visitor.post('/v1/account/photos', payload, headers);
}

/** Samples the process's resident memory and the app's decoding slots every 5 ms until stopped. */
function watchDecoding(app: TestApp['app']) {
  const figures = { peakRss: process.memoryUsage().rss, mostDecoding: 0, mostWaiting: 0 };
  const sample = () => {
    figures.peakRss = Math.max(figures.peakRss, process.memoryUsage().rss);
    figures.mostDecoding = Math.max(figures.mostDecoding, app.decodeSlots.active);
    figures.mostWaiting = Math.max(figures.mostWaiting, app.decodeSlots.waiting);
  };
  const timer = setInterval(sample, 5);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return figures;
    },
  };
}

const photoRowsOf = (app: TestApp, userId: number) => app.database.db.select().from(photo).where(eq(photo.userId, userId));

test('60 bomb uploads at once are all refused from the header, nothing of them is stored, and memory stays low', async () => {
  expect(bomb.length).toBeLessThan(400 * 1024);
  expect(imageMessages.tooManyPixels(10_000, 10_000)).toBe(tooBig);
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);
  // warm-up: sharp's threads and the route's first run belong to the baseline, not to the burst
  expect((await uploadPhoto(visitor, legal, 'warm-up.jpg')).statusCode).toBe(200);
  const filesBefore = await uploads.files();
  const baseline = process.memoryUsage().rss;

  const watcher = watchDecoding(testApp.app);
  const started = Date.now();
  const [bombReplies, legalReplies] = await Promise.all([
    Promise.all(Array.from({ length: BOMBS }, (_, index) => uploadPhoto(visitor, bomb, `bomb-${index}.png`))),
    Promise.all(Array.from({ length: LEGAL_IN_BURST }, (_, index) => uploadPhoto(visitor, legal, `kitchen-${index}.jpg`))),
  ]);
  const elapsed = Date.now() - started;
  const { peakRss } = watcher.stop();

  console.log(
    `bomb burst: ${BOMBS} bomb requests + ${LEGAL_IN_BURST} legal, refused ${bombReplies.filter((reply) => reply.statusCode === 422).length}, ` +
      `legal stored ${legalReplies.filter((reply) => reply.statusCode === 200).length}, baseline RSS ${megabytes(baseline)} MB, ` +
      `peak RSS ${megabytes(peakRss)} MB (+${megabytes(peakRss - baseline)} MB, budget +${BURST_BUDGET_MB} MB), ${elapsed} ms`,
  );
  for (const reply of bombReplies) {
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ errors: { file: [tooBig] } });
  }
  expect(legalReplies.map((reply) => reply.statusCode)).toEqual(Array(LEGAL_IN_BURST).fill(200));
  // the warm-up and the legal photos only: no row and no file of any bomb
  expect(await photoRowsOf(testApp, trader.id)).toHaveLength(1 + LEGAL_IN_BURST);
  expect(await uploads.files()).toHaveLength(filesBefore.length + 2 * LEGAL_IN_BURST);
  expect(megabytes(peakRss - baseline)).toBeLessThan(BURST_BUDGET_MB);
});

test('10 large but legal photos at once all succeed, decoded at most 2 at a time', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);

  const watcher = watchDecoding(testApp.app);
  const started = Date.now();
  const replies = await Promise.all(Array.from({ length: 10 }, (_, index) => uploadPhoto(visitor, legal, `bathroom-${index}.jpg`)));
  const { mostDecoding, mostWaiting } = watcher.stop();

  console.log(
    `legal burst: 10 requests of 4,000 × 3,000 JPEG, 2 slots, passed ${replies.filter((reply) => reply.statusCode === 200).length}, ` +
      `most decoding at once ${mostDecoding}, most waiting ${mostWaiting}, ${Date.now() - started} ms`,
  );
  expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
  expect(await photoRowsOf(testApp, trader.id)).toHaveLength(10);
  expect(mostDecoding).toBe(2);
  expect(mostWaiting).toBeGreaterThan(0);
});

describe('with one decoding slot', () => {
  /** Another app on the same database, with small bounds. */
  function smallApp(env: Record<string, string>) {
    return createTestApp(
      { UPLOADS_DIR: uploads.path, UPLOADS_PER_MINUTE: '1000', IMAGE_DECODE_SLOTS: '1', ...env },
      { database: testApp.database },
    );
  }

  async function sixAtOnce(app: TestApp, label: string) {
    const { trader, visitor } = await signedInTrader(app, ['electrician']);
    const filesBefore = await uploads.files();
    const replies = await Promise.all(Array.from({ length: 6 }, (_, index) => uploadPhoto(visitor, legal, `roof-${index}.jpg`)));
    const passed = replies.filter((reply) => reply.statusCode === 200);
    const busy = replies.filter((reply) => reply.statusCode === 503);
    console.log(`${label}: 6 requests, passed ${passed.length}, answered 503 ${busy.length}`);
    expect(passed.length + busy.length).toBe(6);
    expect(busy.length).toBeGreaterThan(0);
    for (const reply of busy) {
      expect(reply.json()).toEqual({ error: 'busy', message: 'We are busy processing other pictures. Please try again in a minute.' });
      expect(reply.headers['retry-after']).toBe('60');
    }
    // the ones turned away left nothing behind
    expect(await photoRowsOf(app, trader.id)).toHaveLength(passed.length);
    expect(await uploads.files()).toHaveLength(filesBefore.length + 2 * passed.length);
    return passed.length;
  }

  test('past the queue bound an upload is answered 503 with a sentence and Retry-After', async () => {
    const app = await smallApp({ IMAGE_DECODE_QUEUE_LIMIT: '1' });
    try {
      // one decoding and one waiting at a time: most of the six are turned away at once
      expect(await sixAtOnce(app, 'queue bound 1')).toBeLessThanOrEqual(4);
    } finally {
      await app.close();
    }
  });

  test('an upload that waited longer than the bound is answered 503', async () => {
    const app = await smallApp({ IMAGE_DECODE_QUEUE_LIMIT: '20', IMAGE_DECODE_WAIT_MS: '1' });
    try {
      await sixAtOnce(app, 'wait bound 1 ms');
    } finally {
      await app.close();
    }
  });
});
