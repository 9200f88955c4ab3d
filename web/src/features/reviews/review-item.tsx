import { useState, type FormEvent } from 'react';
import type { ReviewView } from '#common/contract/calls/reviews';
import { endpoints } from '#common/contract/endpoints';
import { Button } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/textarea-field';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';

const statusText: Record<ReviewView['status'], string> = {
  pending: 'Waiting for our check',
  published: 'Published',
  rejected: 'Not published',
};

/** One review of the trader: they may reply once and report it once, never change or remove it (decision 140). */
export function ReviewItem({ review, onChanged }: { review: ReviewView; onChanged: () => void }) {
  const form = useFormAction();
  const [text, setText] = useState('');
  const canAnswer = review.status === 'published';

  function reply(event: FormEvent) {
    event.preventDefault();
    void form.run(async () => {
      await call(endpoints.reviews.replyToReview, { text }, { params: { id: review.id } });
      onChanged();
    });
  }

  const report = () =>
    void form.run(async () => {
      await call(endpoints.reviews.reportReview, {}, { params: { id: review.id } });
      onChanged();
    });

  return (
    <li className="ask-reviews__review">
      <p className="ask-reviews__title">{review.title}</p>
      <p>
        <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span>{' '}
        <span>
          {review.rating} out of 5 · {review.reviewer_name} · {statusText[review.status]}
        </span>
      </p>
      <p>{review.text}</p>
      {review.reply && (
        <p className="ask-reviews__reply">
          <strong>Your reply:</strong> {review.reply.text}
        </p>
      )}
      {canAnswer && !review.reply && (
        <form noValidate onSubmit={reply} aria-busy={form.pending || undefined}>
          <TextareaField
            label="Reply publicly (once; it cannot be changed)"
            name="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={form.error('text')}
          />
          <Button type="submit" pending={form.pending}>
            Publish my reply
          </Button>
        </form>
      )}
      {canAnswer &&
        (review.reported ? (
          <p>You reported this review. Our staff will look at it again.</p>
        ) : (
          <Button variant="secondary" pending={form.pending} onClick={report}>
            Report this review to Tradespace
          </Button>
        ))}
      {form.error('general') && <p className="field-error">{form.error('general')}</p>}
    </li>
  );
}
