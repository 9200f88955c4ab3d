import type { ScheduledChange as Scheduled } from '#common/contract/calls/membership';
import { Button } from '#web/components/ui/button';
import { changeDateText } from '#web/lib/change-date';
import './membership.css';

export interface ScheduledChangeProps {
  scheduled: NonNullable<Scheduled>;
  /** The plan the trader is on until then, named on the undo button. */
  currentName: string;
  onKeep: () => void;
  pending?: boolean;
}

/** A plan change waiting for the monthly anniversary, and the way to undo it (decision 065). */
export function ScheduledChange({ scheduled, currentName, onKeep, pending = false }: ScheduledChangeProps) {
  return (
    <div className="notice scheduled-change" role="group" aria-label="Plan change">
      <p className="scheduled-change__text">
        Changes to {scheduled.plan_name} on {changeDateText(scheduled.at)}.
      </p>
      <Button variant="secondary" pending={pending} onClick={onKeep}>
        Keep {currentName}
      </Button>
    </div>
  );
}
