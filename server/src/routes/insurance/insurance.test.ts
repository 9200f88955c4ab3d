import { readdir } from 'node:fs/promises';
import { addDays, londonToday } from '#common/calendar-date';
import { addMonths, insuranceMessages } from '#common/contract/calls/insurance';
import { certificateMessages } from '#common/contract/calls/verification';
import { createVerificationRequestRepo } from '#server/repos/verification-request-repo';
import { Visitor } from '#server-test/test-app';
import { certificatePdf, encryptedPdf } from '#server-test/test-certificates';
import { goodInsuranceFields, insuranceForm, storedInsurance } from '#server-test/test-insurance';
import { signedInTrader } from '#server-test/test-trader-sessions';
import { useTestAppWithUploads } from '#server-test/test-uploads';

// Public liability insurance (decision 135): one multipart request with the certificate and its details.

const { testApp, uploads } = useTestAppWithUploads();
const today = () => londonToday();

function send(visitor: Visitor, fields: Record<string, string>, file?: Parameters<typeof insuranceForm>[1]) {
  const { payload, headers } = insuranceForm(fields, file);
  return visitor.post('/v1/account/verify/insurance', payload, headers);
}
const insuranceRows = (userId: number) => createVerificationRequestRepo(testApp.database.db).listByUser(userId, 'insurance');
const read = async (visitor: Visitor) => (await visitor.get('/v1/account/verify/insurance')).json<{ insurance: unknown }>();
const storedFiles = async () => (await readdir(uploads.path)).length;

test('a signed-out visitor gets 401 for both calls', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  expect((await send(visitor, goodInsuranceFields())).statusCode).toBe(401);
  expect((await visitor.get('/v1/account/verify/insurance')).statusCode).toBe(401);
});

test('before any certificate the trader reads null', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);
  expect(await read(visitor)).toEqual({ insurance: null });
});

test('a certificate with its details waits for review, and the trader reads it back', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber']);
  const expiresOn = addMonths(today(), 12);

  const response = await send(visitor, goodInsuranceFields({ insurer: '  Hiscox  ', expires_on: expiresOn }), {
    bytes: certificatePdf(),
    filename: 'scan.bin',
    contentType: 'application/octet-stream',
  });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    success: true,
    insurance: { status: 'pending', insurer: 'Hiscox', cover: 2000000, expires_on: expiresOn },
  });
  const [row] = await insuranceRows(trader.id);
  expect(row).toMatchObject({ status: 'pending', insurer: 'Hiscox', policyNumber: 'PL-2026/123456', cover: 2000000, expiresOn });
  expect(row?.documentKey).toMatch(/^private-[a-f0-9]{32}\.pdf$/);
  expect(await read(visitor)).toEqual({
    insurance: {
      status: 'pending',
      insurer: 'Hiscox',
      policy_number: 'PL-2026/123456',
      cover: 2000000,
      expires_on: expiresOn,
      reason: null,
    },
  });
});

test.each([
  ['no insurer', { insurer: ' ' }, 'insurer', insuranceMessages.insurerMissing],
  ['an insurer of 101 characters', { insurer: 'A'.repeat(101) }, 'insurer', insuranceMessages.insurerTooLong],
  ['no policy number', { policy_number: '' }, 'policy_number', insuranceMessages.policyMissing],
  ['a policy number with symbols', { policy_number: 'PL<script>' }, 'policy_number', insuranceMessages.policyCharacters],
  ['a cover not offered', { cover: '3000000' }, 'cover', insuranceMessages.coverMissing],
  ['a cover in words', { cover: 'two million' }, 'cover', insuranceMessages.coverMissing],
  ['an end date that is no date', { expires_on: '2027-02-30' }, 'expires_on', insuranceMessages.expiryNotDate],
  ['an end date of today', { expires_on: londonToday() }, 'expires_on', insuranceMessages.expiryPast],
  ['an end date last year', { expires_on: addDays(londonToday(), -365) }, 'expires_on', insuranceMessages.expiryPast],
  [
    'an end date 18 months and a day ahead',
    { expires_on: addDays(addMonths(londonToday(), 18), 1) },
    'expires_on',
    insuranceMessages.expiryTooFar,
  ],
])('%s is refused under its field with a sentence, and nothing is stored', async (_, overrides, field, message) => {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber']);
  const before = await storedFiles();

  const response = await send(visitor, goodInsuranceFields(overrides));

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { [field]: [message] } });
  expect(await insuranceRows(trader.id)).toEqual([]);
  expect(await storedFiles()).toBe(before);
});

test('an end date exactly 18 months ahead is accepted', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);
  expect((await send(visitor, goodInsuranceFields({ expires_on: addMonths(today(), 18) }))).statusCode).toBe(200);
});

test('a missing file, a file that is no document and a locked PDF are refused under `file`', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber']);

  expect((await send(visitor, goodInsuranceFields(), null)).json()).toEqual({ errors: { file: [certificateMessages.missing] } });
  const text = await send(visitor, goodInsuranceFields(), { bytes: Buffer.from('hello'), filename: 'a.pdf' });
  expect(text.json()).toEqual({ errors: { file: [certificateMessages.wrongType] } });
  const locked = await send(visitor, goodInsuranceFields(), { bytes: encryptedPdf() });
  expect(locked.json()).toEqual({ errors: { file: [certificateMessages.pdfEncrypted] } });
  expect(await insuranceRows(trader.id)).toEqual([]);
});

test('every problem at once: each field and the file under its own name', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);

  const response = await send(visitor, { cover: '1', expires_on: 'soon' }, null);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: {
      insurer: [insuranceMessages.insurerMissing],
      policy_number: [insuranceMessages.policyMissing],
      cover: [insuranceMessages.coverMissing],
      expires_on: [insuranceMessages.expiryNotDate],
      file: [certificateMessages.missing],
    },
  });
});

test('a JSON body, with no file, is refused under `file` with a sentence', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);
  const response = await visitor.post('/v1/account/verify/insurance', goodInsuranceFields());
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { file: [certificateMessages.missing] } });
});

test('a second certificate sent before review supersedes the first; an approved one stands meanwhile', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber']);
  const approved = await storedInsurance(testApp, trader.id, {
    status: 'approved',
    daysLeft: 20,
    createdAt: new Date(Date.now() - 60_000),
  });

  await send(visitor, goodInsuranceFields({ insurer: 'AXA' }));
  await send(visitor, goodInsuranceFields({ insurer: 'Aviva' }));

  const rows = await insuranceRows(trader.id);
  expect(rows.map((row) => [row.insurer, row.status])).toEqual([
    ['Aviva', 'pending'],
    ['AXA', 'superseded'],
    ['Hiscox', 'approved'],
  ]);
  expect(rows[2]?.id).toBe(approved.id);
  expect(await read(visitor)).toMatchObject({ insurance: { status: 'pending', insurer: 'Aviva' } });
});
