import type { DataExport } from '#common/contract/calls/account-data';
import { useTestApp } from '#server-test/test-app';
import { pdfBytes } from '#server-test/test-images';
import { pendingCertificate, pendingGasRequest, signedInStaff } from '#server-test/test-staff';
import { createTraderWithTrades } from '#server-test/test-traders';
import { signedInVisitor } from '#server-test/test-users';

// A check staff review reads "Pending review" until they decide, then "Done" or "Not accepted: {reason}", in the
// export as on /my-account (both from common/setup-progress.ts, decision 109).

const testApp = useTestApp();

async function progressOf(traderId: number, step: 'gas' | 'electric') {
  const visitor = await signedInVisitor(testApp, traderId);
  const data = (await visitor.get('/v1/account/export')).json<DataExport>();
  return data.setup_progress.find((row) => row.step === step);
}

test('a certificate sent is pending review in the export, its rejection shows the reason, and approval makes it done', async () => {
  const { visitor: staff } = await signedInStaff(testApp);
  const trader = await createTraderWithTrades(testApp.database.db, ['electrician']);
  expect(await progressOf(trader.id, 'electric')).toEqual({ step: 'electric', title: 'Verify Electric', status: 'to_do', text: 'To do' });

  const first = await pendingCertificate(testApp, trader.id, pdfBytes());
  expect(await progressOf(trader.id, 'electric')).toMatchObject({ status: 'pending', text: 'Pending review' });

  expect((await staff.post(`/v1/admin/requests/${first.id}/reject`, { reason: 'The certificate has expired.' })).statusCode).toBe(200);
  expect(await progressOf(trader.id, 'electric')).toMatchObject({
    status: 'not_accepted',
    text: 'Not accepted: The certificate has expired.',
  });

  const second = await pendingCertificate(testApp, trader.id, pdfBytes());
  expect(await progressOf(trader.id, 'electric')).toMatchObject({ text: 'Pending review' });
  expect((await staff.post(`/v1/admin/requests/${second.id}/approve`, {})).statusCode).toBe(200);
  expect(await progressOf(trader.id, 'electric')).toMatchObject({ status: 'done', text: 'Done' });
});

test('a Gas Safe number sent is pending review, not done, and a trade without gas work needs no check', async () => {
  const gasFitter = await createTraderWithTrades(testApp.database.db, ['heating-engineer']);
  await pendingGasRequest(testApp.database.db, gasFitter.id, '7654321');
  expect(await progressOf(gasFitter.id, 'gas')).toMatchObject({ title: 'Verify Gas', status: 'pending', text: 'Pending review' });

  const tiler = await createTraderWithTrades(testApp.database.db, ['tiler']);
  expect(await progressOf(tiler.id, 'gas')).toMatchObject({ status: 'not_needed', text: 'Not needed' });
});
