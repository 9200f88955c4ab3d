import { useState } from 'react';
import type { AuditEntry, QueueItem } from '#common/contract/calls/admin';
import { REASON_MAX } from '#common/contract/calls/admin';
import { Button } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/textarea-field';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import { endOn401, useAdminContext } from './admin-context';
import { FormFrame } from '#web/components/ui/form-frame';
import { endpoints } from '#common/contract/endpoints';

export interface DecisionActionsProps {
  item: QueueItem;
  /** Read after the visible button text, so each card's buttons have their own names. */
  subject: string;
  onDecided: (entry: AuditEntry) => void;
}

/** Approve, or Reject with a reason the trader will read (checked by the server, shown under the box). */
export function DecisionActions({ item, subject, onDecided }: DecisionActionsProps) {
  const context = useAdminContext();
  const approval = useFormAction();
  const rejection = useFormAction();
  const [reason, setReason] = useState('');
  const params = { id: item.id };
  const busy = approval.pending || rejection.pending;

  const approve = () =>
    approval.run(async () => onDecided((await call(endpoints.admin.reviewApprove, {}, { params })).decision), endOn401(context));
  const reject = () =>
    rejection.run(async () => onDecided((await call(endpoints.admin.reviewReject, { reason }, { params })).decision), endOn401(context));

  return (
    <div className="review-card__actions">
      <Button pending={approval.pending} disabled={busy} onClick={approve}>
        Approve <span className="visually-hidden">{subject}</span>
      </Button>
      <FormFrame
        action={rejection}
        fields={['reason']}
        submitVariant="secondary"
        submitLabel={
          <>
            Reject <span className="visually-hidden">{subject}</span>
          </>
        }
        onSubmit={reject}
        className="admin-form review-card__reject"
      >
        <TextareaField
          label="Reason for rejecting"
          name="reason"
          hint="Required to reject. The trader reads this in their e-mail and on the step where they send it again."
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          status={reason.length > REASON_MAX - 50 ? `${reason.length} of ${REASON_MAX} characters` : null}
          error={rejection.error('reason')}
        />
      </FormFrame>
    </div>
  );
}
