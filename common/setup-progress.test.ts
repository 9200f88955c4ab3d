import { describe, expect, it } from 'vitest';
import type { UserView } from './contract/user';
import { newUser } from './testing/new-user';
import { setupOrder } from './step-order';
import { galleryCount, nextUnfinishedStep, setupProgress, stepDone, stepStatus, stepStatusText } from './setup-progress';

const verified = (flags: Partial<UserView['verified']>) => ({ ...newUser().verified, ...flags });
const company = (fields: Partial<UserView['company']>) => ({ ...newUser().company, ...fields });

/** Everything done but the card. */
const allButBilling = newUser({
  trades: [{ id: 1, name: 'Roofer' }],
  verified: verified({ phone: true }),
  company: company({ description: 'x'.repeat(50), business_type: 1 }),
  location: { postcode: 'SW1A 1AA', work_address: true },
  picture: '/uploads/sam.jpg',
  membership_status: 'PICKED',
});

describe('stepDone', () => {
  it('marks nothing done for a new user except the optional gallery and the checks their trade needs not', () => {
    const user = newUser();
    for (const step of [
      'trades',
      'verify_phone',
      'description',
      'company',
      'location',
      'photo',
      'membership',
      'billing',
      'complete',
    ] as const) {
      expect(stepDone(step, user), step).toBe(false);
    }
    for (const step of ['gallery', 'gas', 'electric'] as const) expect(stepDone(step, user), step).toBe(true);
    expect(stepStatus('gallery', user)).toBe('optional');
    expect(stepStatus('gas', user)).toBe('not_needed');
  });

  it('counts a description as done from 50 characters, ignoring outer spaces', () => {
    expect(stepDone('description', newUser({ company: company({ description: `  ${'x'.repeat(49)}  ` }) }))).toBe(false);
    expect(stepDone('description', newUser({ company: company({ description: 'x'.repeat(50) }) }))).toBe(true);
  });

  it('counts Work Location done only with a saved work address, never the postcode given at sign-up', () => {
    expect(stepDone('location', newUser({ location: { postcode: 'M1 1AE', work_address: false } }))).toBe(false);
    expect(stepDone('location', newUser({ location: { postcode: 'M1 1AE', work_address: true } }))).toBe(true);
  });

  it('keeps an empty gallery optional, marks one with images done, and counts them', () => {
    expect(stepStatus('gallery', newUser())).toBe('optional');
    expect(galleryCount(newUser())).toBeNull();
    expect(stepStatus('gallery', newUser({ gallery: { photos: 3 } }))).toBe('done');
    expect(galleryCount(newUser({ gallery: { photos: 3 } }))).toBe('3 photos');
    expect(galleryCount(newUser({ gallery: { photos: 1 } }))).toBe('1 photo');
  });

  it('counts membership as done once a plan or pay as you go is picked', () => {
    expect(stepDone('membership', newUser({ membership_status: 'PICK_SUB' }))).toBe(false);
    expect(stepDone('membership', newUser({ membership_status: 'PICKED' }))).toBe(true);
    expect(stepDone('membership', newUser({ membership_status: 'PAYG' }))).toBe(true);
  });

  it('shows a Gas Safe number sent as pending review until staff approve it, and a refusal with its reason', () => {
    const gas = (flags: Partial<UserView['verified']>) => newUser({ verified: verified({ gas_recommended: true, ...flags }) });
    expect(stepStatusText('gas', gas({}))).toBe('To do');
    expect(stepStatusText('gas', gas({ gas_checking: true }))).toBe('Pending review');
    expect(stepDone('gas', gas({ gas_checking: true }))).toBe(true); // nothing for the trader to do meanwhile
    expect(stepStatusText('gas', gas({ gas: true }))).toBe('Done');
    const refused = gas({ gas_rejection_reason: 'The number is not on the Gas Safe Register.' });
    expect(stepStatusText('gas', refused)).toBe('Not accepted: The number is not on the Gas Safe Register.');
    expect(stepDone('gas', refused)).toBe(false);
  });

  it('shows an electrician certificate sent as pending review, never done, until staff approve it', () => {
    const electric = (flags: Partial<UserView['verified']>) => newUser({ verified: verified({ electric_recommended: true, ...flags }) });
    expect(stepStatus('electric', electric({}))).toBe('to_do');
    expect(stepStatus('electric', electric({ electric_document: true }))).toBe('pending');
    expect(stepStatusText('electric', electric({ electric_document: true }))).toBe('Pending review');
    expect(stepStatusText('electric', electric({ electric: true }))).toBe('Done');
    expect(stepStatusText('electric', electric({ electric_rejection_reason: 'The certificate is unreadable.' }))).toBe(
      'Not accepted: The certificate is unreadable.',
    );
    expect(stepStatus('electric', newUser())).toBe('not_needed');
  });

  it('keeps complete to do while a refused check waits to be sent again', () => {
    const withCard = { ...allButBilling, billing: { cards: 1 } };
    const refused = { ...withCard, verified: { ...withCard.verified, electric_recommended: true, electric_rejection_reason: 'Blurred.' } };
    expect(stepDone('complete', refused)).toBe(false);
    expect(nextUnfinishedStep('original', refused)).toBe('electric');
  });

  it('keeps billing, and so complete, to do until a card is saved', () => {
    expect(stepDone('billing', allButBilling)).toBe(false);
    expect(stepDone('complete', allButBilling)).toBe(false);
    for (const step of ['trades', 'verify_phone', 'description', 'company', 'location', 'photo', 'membership'] as const) {
      expect(stepDone(step, allButBilling), step).toBe(true);
    }
    const withCard = { ...allButBilling, billing: { cards: 1 } };
    expect(stepDone('billing', withCard)).toBe(true);
    expect(stepDone('complete', withCard)).toBe(true);
  });
});

describe('nextUnfinishedStep', () => {
  it('starts every scheme at the trades step', () => {
    expect(nextUnfinishedStep('original', newUser())).toBe('trades');
    expect(nextUnfinishedStep('reorderedV1412', newUser())).toBe('trades');
    expect(nextUnfinishedStep('reorderedV1612', newUser())).toBe('trades');
  });

  it('follows the ordering scheme after trades and phone', () => {
    const user = newUser({ trades: [{ id: 1, name: 'Roofer' }], verified: verified({ phone: true }) });
    expect(nextUnfinishedStep('original', user)).toBe('description');
    expect(nextUnfinishedStep('reorderedV1412', user)).toBe('membership');
    expect(nextUnfinishedStep('reorderedV1612', user)).toBe('location');
  });

  it('skips a step done out of order and lands on billing when only that is left', () => {
    const user = newUser({ trades: [{ id: 1, name: 'Roofer' }], verified: verified({ phone: true }), picture: '/p.jpg' });
    expect(nextUnfinishedStep('reorderedV1612', { ...user, location: { postcode: 'M1 1AA', work_address: true } })).toBe('membership');
    expect(nextUnfinishedStep('original', allButBilling)).toBe('billing');
  });
});

describe('setupProgress', () => {
  it('lists the steps of the scheme in order, each with its status and the words every surface shows', () => {
    const user = newUser({ gallery: { photos: 2 }, verified: verified({ electric_recommended: true, electric_document: true }) });
    const rows = setupProgress('original', user);
    expect(rows.map(({ step }) => step)).toEqual(setupOrder.original);
    expect(rows.find(({ step }) => step === 'gallery')).toEqual({ step: 'gallery', status: 'done', text: '2 photos' });
    expect(rows.find(({ step }) => step === 'electric')).toEqual({ step: 'electric', status: 'pending', text: 'Pending review' });
    expect(rows.find(({ step }) => step === 'gas')?.text).toBe('Not needed');
  });
});
