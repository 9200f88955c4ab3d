import { certificatePdf } from '#server-test/test-certificates';
import { useTestApp, type Visitor } from '#server-test/test-app';
import { multipart } from '#server-test/test-images';
import { signedInStaff } from '#server-test/test-staff';
import { signedInTrader, viewOf } from '#server-test/test-trader-sessions';
import { createVerificationRequestRepo } from '#server/repos/verification-request-repo';

// decision 066: a rejection's reason reaches the trader in the app, not only by e-mail.

const testApp = useTestApp();
let staff: Visitor;

beforeAll(async () => {
  staff = (await signedInStaff(testApp)).visitor;
});
const sendGas = (visitor: Visitor, number: string) => visitor.post('/v1/account/verify/gas', { gas_id_number: number });
function sendCertificate(visitor: Visitor) {
  const { payload, headers } = multipart({ bytes: certificatePdf(), filename: 'certificate.pdf', contentType: 'application/pdf' });
  return visitor.post('/v1/account/verify/electric/upload', payload, headers);
}
async function newestRequestId(userId: number, kind: 'gas' | 'electric'): Promise<number> {
  const [request] = await createVerificationRequestRepo(testApp.database.db).listByUser(userId, kind);
  if (!request) throw new Error(`no ${kind} request for ${userId}`);
  return request.id;
}
const decide = (id: number, action: 'approve' | 'reject', reason?: string) =>
  staff.post(`/v1/admin/requests/${id}/${action}`, reason === undefined ? {} : { reason });

test('a rejected Gas Safe number’s reason is in the trader’s view until a new number is sent', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['heating-engineer']);
  expect((await sendGas(visitor, '123456')).statusCode).toBe(200);
  expect((await viewOf(visitor)).verified.gas_rejection_reason).toBeNull();

  const reason = 'This number belongs to another business on the Gas Safe Register.';
  expect((await decide(await newestRequestId(trader.id, 'gas'), 'reject', reason)).statusCode).toBe(200);

  expect((await viewOf(visitor)).verified).toMatchObject({
    gas_checking: false,
    gas: false,
    gas_number: '123456',
    gas_rejection_reason: reason,
  });

  // the same number again is a new request: the reason goes
  expect((await sendGas(visitor, '123 456')).statusCode).toBe(200);
  expect((await viewOf(visitor)).verified).toMatchObject({ gas_checking: true, gas_rejection_reason: null });
});

test('a rejected certificate’s reason is in the view until a new one is uploaded, and an approval after it shows none', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['electrician']);
  expect((await sendCertificate(visitor)).statusCode).toBe(200);

  const reason = 'The certificate has expired; please send the current one.';
  expect((await decide(await newestRequestId(trader.id, 'electric'), 'reject', reason)).statusCode).toBe(200);
  expect((await viewOf(visitor)).verified).toMatchObject({
    electric_document: false,
    electric_rejection_reason: reason,
    gas_rejection_reason: null,
  });

  expect((await sendCertificate(visitor)).statusCode).toBe(200);
  expect((await viewOf(visitor)).verified).toMatchObject({ electric_document: true, electric_rejection_reason: null });

  expect((await decide(await newestRequestId(trader.id, 'electric'), 'approve')).statusCode).toBe(200);
  expect((await viewOf(visitor)).verified).toMatchObject({ electric: true, electric_rejection_reason: null });
});

test('only the trader’s own newest request counts', async () => {
  const rejected = await signedInTrader(testApp, ['heating-engineer']);
  const other = await signedInTrader(testApp, ['heating-engineer']);
  await sendGas(rejected.visitor, '654321');
  await sendGas(other.visitor, '7654321');
  await decide(await newestRequestId(rejected.trader.id, 'gas'), 'reject', 'Not on the register.');

  expect((await viewOf(other.visitor)).verified.gas_rejection_reason).toBeNull();
  expect((await viewOf(rejected.visitor)).verified.gas_rejection_reason).toBe('Not on the register.');
});
