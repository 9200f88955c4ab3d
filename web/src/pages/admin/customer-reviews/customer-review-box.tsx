import { useId } from 'react';
import { jobMonthText } from '#common/contract/calls/reviews';
import { formatWhen } from '../review-labels';
import { ModerationActions } from './moderation-actions';
import { NO_SIGNALS, signalSentences } from './review-signals';
import type { ModeratedReview } from './use-customer-reviews';

export interface CustomerReviewBoxProps {
  review: ModeratedReview;
  onDecided: (id: number, sentence: string) => void;
}

/** One review waiting for a decision: what the customer wrote, about whom, the signals, and the decision. */
export function CustomerReviewBox({ review, onDecided }: CustomerReviewBoxProps) {
  const headingId = useId();
  const { trader } = review;
  const signals = signalSentences(review.signals);
  const about = trader.business ? `${trader.name} (${trader.business})` : trader.name;
  return (
    <article className="review-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="review-card__heading">
        {review.title}
      </h3>
      <p className="review-card__submitted">
        About {about} · written <time dateTime={review.created_at}>{formatWhen(review.created_at)}</time>
        {review.status === 'published' && ' · published, and reported by the trader'}
      </p>
      <p className="customer-review__rating">
        <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span> {review.rating} out of 5
      </p>
      <p className="customer-review__text">{review.text}</p>
      <dl className="review-card__details">
        <div className="review-card__detail">
          <dt>Shown as</dt>
          <dd>{review.reviewer_name}</dd>
        </div>
        <div className="review-card__detail">
          <dt>Reviewer's e-mail</dt>
          <dd>{review.reviewer_email}</dd>
        </div>
        <div className="review-card__detail">
          <dt>Month of the job</dt>
          <dd>{jobMonthText(review.job_month)}</dd>
        </div>
      </dl>
      {review.reply && (
        <p className="customer-review__reply">
          <strong>The trader's reply:</strong> {review.reply.text}
        </p>
      )}
      {signals.length === 0 ? (
        <p className="customer-review__calm">{NO_SIGNALS}</p>
      ) : (
        <div className="review-card__warning" role="note" aria-label="Signals">
          <p>
            <strong>Check before publishing:</strong>
          </p>
          <ul>
            {signals.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
      <ModerationActions review={review} subject={`review “${review.title}” of ${trader.name}`} onDecided={onDecided} />
    </article>
  );
}
