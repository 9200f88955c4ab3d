import { companyCheck, customerReview, identityCheck, paymentMethod, reviewInvitation } from '../src/db/schema/index';
import type { TestApp } from './test-app';
import { storedInsurance } from './test-insurance';

/** The card, checks and review an account of the funnel tests has, each in a state that counts or one that does not. */
export interface FunnelChecks {
  card?: boolean;
  company?: 'active' | 'dissolved';
  /** `current` runs to today (still counted), `lapsed` ran to yesterday though still approved, `pending` not decided. */
  insurance?: 'current' | 'lapsed' | 'pending';
  identity?: 'verified' | 'requires_input';
  review?: 'published' | 'pending' | 'rejected';
}

let serial = 0;

/** Stores the account's card, checks and review as the flows leave them. */
export async function seedFunnelChecks(testApp: TestApp, userId: number, checks: FunnelChecks): Promise<void> {
  const db = testApp.database.db;
  serial += 1;
  const key = `${process.pid}-${serial}`;
  if (checks.card) {
    await db.insert(paymentMethod).values({
      userId,
      provider: 'local',
      providerMethodId: `pm_funnel_${key}`,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      nameOnCard: 'Sam Smith',
      line1: '1 High Street',
      postalTown: 'Manchester',
      postcode: 'M1 1AE',
      country: 'GB',
    });
  }
  if (checks.company) {
    await db.insert(companyCheck).values({
      userId,
      companyNumber: '09446231',
      status: checks.company,
      companyName: 'TRADESPACE TEST HEATING LTD',
      checkedAt: new Date(),
      nextCheckAt: new Date(Date.now() + 30 * 86400_000),
    });
  }
  if (checks.insurance) {
    const { insurance } = checks;
    await storedInsurance(testApp, userId, {
      status: insurance === 'pending' ? 'pending' : 'approved',
      daysLeft: insurance === 'lapsed' ? -1 : 0,
    });
  }
  if (checks.identity) {
    await db.insert(identityCheck).values({
      userId,
      sessionId: `vs_funnel_${key}`,
      status: checks.identity,
      verifiedAt: checks.identity === 'verified' ? new Date() : null,
    });
  }
  if (checks.review) {
    const [invitation] = await db
      .insert(reviewInvitation)
      .values({
        userId,
        name: 'Alex Jones',
        email: `funnel-${key}@example.co.uk`,
        tokenHash: `funnel-${key}`,
        expiresAt: new Date(Date.now() + 60 * 86400_000),
        usedAt: new Date(),
      })
      .returning();
    if (!invitation) throw new Error('inserting the invitation returned no row');
    await db.insert(customerReview).values({
      userId,
      invitationId: invitation.id,
      rating: 4,
      title: 'Boiler fitted in a day',
      text: 'Arrived on time, fitted the new boiler in a day and left everything spotless.',
      jobMonth: '2026-02',
      reviewerName: 'Alex J.',
      reviewerEmail: `funnel-${key}@example.co.uk`,
      status: checks.review,
      decidedAt: checks.review === 'pending' ? null : new Date(),
    });
  }
}
