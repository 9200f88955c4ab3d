import './ask-for-reviews.css';
import { useCallback, useEffect, useState } from 'react';
import type { CallOutput } from '#common/contract/define-call';
import { averageText, INVITATION_VALID_DAYS } from '#common/contract/review-texts';
import { endpoints } from '#common/contract/endpoints';
import type { accountReviews } from '#common/contract/calls/reviews';
import { call } from '#web/lib/api';
import { InviteForm } from './invite-form';
import { ReviewItem } from './review-item';

type Reviews = CallOutput<typeof accountReviews>;

const invitationStatus = { sent: 'Invited', reviewed: 'Reviewed', expired: 'Link expired' } as const;

/**
 * "Ask for reviews" (decision 139): invite past customers by e-mail, follow the invitations, and reply to or
 * report the reviews once published. The section around it gives the heading; its own headings are one level below.
 */
export function AskForReviews({ subheadingLevel = 3 }: { subheadingLevel?: 3 | 4 }) {
  const [data, setData] = useState<Reviews | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const Heading = subheadingLevel === 3 ? 'h3' : 'h4';

  const load = useCallback(() => {
    call(endpoints.reviews.accountReviews, {}).then(
      (reviews) => {
        setData(reviews);
        setLoadFailed(false);
      },
      // the invite form still works; what was sent shows once the list loads again
      () => setLoadFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  return (
    <div className="ask-reviews">
      <p>
        Invite customers you have worked for: we e-mail each one a link to review you, valid for {INVITATION_VALID_DAYS} days. We check
        every review before it appears on your profile, and publish honest reviews whether good or bad. Never offer anything in return for a
        review.
      </p>
      {loadFailed && <p className="notice">We could not load your invitations and reviews just now. Reload the page to try again.</p>}
      {data && data.count > 0 && data.average !== null && (
        <p className="ask-reviews__summary">
          {averageText(data.average)} out of 5 from {data.count} published {data.count === 1 ? 'review' : 'reviews'}
        </p>
      )}
      <InviteForm
        onSent={(count) => {
          setSent(`We have e-mailed ${count === 1 ? 'your customer' : `${count} customers`}.`);
          load();
        }}
      />
      <div role="status">{sent && <p className="notice">{sent}</p>}</div>
      {data && data.invitations.length > 0 && (
        <>
          <Heading className="ask-reviews__subheading">Invited customers</Heading>
          <ul className="ask-reviews__invitations">
            {data.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.name} ({invitation.email_address}): {invitationStatus[invitation.status]}
              </li>
            ))}
          </ul>
        </>
      )}
      {data && data.reviews.length > 0 && (
        <>
          <Heading className="ask-reviews__subheading">Your reviews</Heading>
          <ul className="ask-reviews__reviews">
            {data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} onChanged={load} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
