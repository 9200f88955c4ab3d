import type { AuditEntry } from '#common/contract/calls/admin';
import { decisionSentence, fileSize, formatWhen, holderSentence } from './review-labels';

const entry: AuditEntry = {
  id: 1,
  decided_at: '2026-07-01T09:05:00.000Z',
  staff_email: 'reviewer@tradespace.test',
  decision: 'approved',
  kind: 'gas',
  request_id: 7,
  gas_number: '1234567',
  reason: null,
  trader: { id: 3, name: 'Sam Fletcher', email: 'sam@example.test' },
};

test('the confirmation names what was decided and for whom', () => {
  expect(decisionSentence(entry)).toBe('Approved the Gas Safe number 1234567 of Sam Fletcher. We have e-mailed them.');
  expect(decisionSentence({ ...entry, decision: 'rejected', kind: 'electric', gas_number: null, reason: 'Blurry.' })).toBe(
    'Rejected the electrician certificate of Sam Fletcher. We have e-mailed them the reason.',
  );
});

test('times read in UK time and sizes in KB or MB', () => {
  expect(formatWhen('2026-07-01T09:05:00.000Z')).toBe('1 Jul 2026, 10:05');
  expect(formatWhen('2026-01-15T09:05:00.000Z')).toBe('15 Jan 2026, 09:05');
  expect(fileSize(300)).toBe('1 KB');
  expect(fileSize(200 * 1024)).toBe('200 KB');
  expect(fileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
});

test('another account holding the same Gas Safe number is named by e-mail and id, verified or waiting', () => {
  expect(holderSentence({ id: 41, email: 'jo@example.test', status: 'verified' })).toBe(
    'Already verified on another account: jo@example.test (account 41).',
  );
  expect(holderSentence({ id: 42, email: 'al@example.test', status: 'pending' })).toBe(
    'Also waiting for review on another account: al@example.test (account 42).',
  );
});
