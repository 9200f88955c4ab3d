import { useState } from 'react';
import { REJECT_NOTE_MAX, REJECT_REASONS, rejectReasonLabels, type RejectReason } from '#common/contract/calls/reviews';
import { endpoints } from '#common/contract/endpoints';
import { Button } from '#web/components/ui/button';
import { FormFrame } from '#web/components/ui/form-frame';
import { SelectField } from '#web/components/ui/select-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { call } from '#web/lib/api';
import type { ApiError } from '#web/lib/api-error';
import { useFormAction } from '#web/lib/use-form-action';
import { endOn401, useAdminContext } from '../admin-context';
import type { ModeratedReview } from './use-customer-reviews';

const reasonOptions = REJECT_REASONS.map((value) => ({ value, label: rejectReasonLabels[value] }));

export interface ModerationActionsProps {
  review: ModeratedReview;
  /** Read after the visible button text, so each card's buttons have their own names. */
  subject: string;
  onDecided: (id: number, sentence: string) => void;
}

/** Publish (or, for a reported review, keep), or reject with a reason from the fixed list and a note for "Other". */
export function ModerationActions({ review, subject, onDecided }: ModerationActionsProps) {
  const context = useAdminContext();
  const approval = useFormAction();
  const rejection = useFormAction();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const reported = review.status === 'published';
  const params = { id: review.id };
  const busy = approval.pending || rejection.pending;
  const what = `the review “${review.title}” of ${review.trader.name}`;

  // someone else decided it first: it leaves the list with that sentence instead of a popup
  const onError = (error: ApiError) => {
    if (error.status !== 409) return endOn401(context)(error);
    onDecided(review.id, `Someone else has already decided ${what}.`);
    return true;
  };
  const approve = () =>
    approval.run(async () => {
      await call(endpoints.reviews.approveReview, {}, { params });
      onDecided(review.id, reported ? `Kept ${what} published.` : `Published ${what}.`);
    }, onError);
  const reject = () =>
    rejection.run(async () => {
      await call(endpoints.reviews.rejectReview, { reason: reason as RejectReason, note: note.trim() || null }, { params });
      const label = rejectReasonLabels[reason as RejectReason] ?? reason;
      onDecided(review.id, `${reported ? 'Took down' : 'Rejected'} ${what}. Reason: ${label}.`);
    }, onError);

  return (
    <div className="review-card__actions">
      <Button pending={approval.pending} disabled={busy} onClick={approve}>
        {reported ? 'Keep published' : 'Publish'} <span className="visually-hidden">{subject}</span>
      </Button>
      <FormFrame
        action={rejection}
        fields={['reason', 'note']}
        submitVariant="secondary"
        submitLabel={
          <>
            {reported ? 'Take down' : 'Reject'} <span className="visually-hidden">{subject}</span>
          </>
        }
        onSubmit={reject}
        className="admin-form review-card__reject"
      >
        <SelectField
          label="Reason for rejecting"
          name="reason"
          placeholder="Choose a reason"
          options={reasonOptions}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={rejection.error('reason')}
        />
        <TextareaField
          label="Note for staff"
          name="note"
          hint="Needed when the reason is Other. The trader and the reviewer do not see it."
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          status={note.length > REJECT_NOTE_MAX - 50 ? `${note.length} of ${REJECT_NOTE_MAX} characters` : null}
          error={rejection.error('note')}
        />
      </FormFrame>
    </div>
  );
}
