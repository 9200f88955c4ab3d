import type { InsuranceView } from '#common/contract/calls/insurance';
import { insuranceState } from './insurance-texts';

const policy: InsuranceView = {
  status: 'pending',
  insurer: 'Hiscox',
  policy_number: 'PL-1',
  cover: 2_000_000,
  expires_on: '2027-05-31',
  reason: null,
};

it('says where the newest certificate stands, in a sentence for each state', () => {
  expect(insuranceState(null)).toEqual({
    tone: null,
    text: 'Not added yet. Once we have checked your certificate, your public profile shows that you are insured.',
  });
  expect(insuranceState(policy)).toEqual({
    tone: 'waiting',
    text: 'Hiscox, £2m cover, valid until 31 May 2027: received, waiting for our check.',
  });
  expect(insuranceState({ ...policy, status: 'approved', cover: 10_000_000 }).text).toBe(
    'Hiscox, £10m cover, valid until 31 May 2027: checked and shown on your public profile.',
  );
  expect(insuranceState({ ...policy, status: 'rejected', reason: 'The certificate is for another business.' })).toEqual({
    tone: 'refused',
    text: 'Not accepted: The certificate is for another business.',
  });
  expect(insuranceState({ ...policy, status: 'expired' }).text).toBe(
    'Hiscox, £2m cover, valid until 31 May 2027: ended, so your profile no longer shows it. Please upload your current certificate.',
  );
});
