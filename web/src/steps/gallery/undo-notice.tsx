import { Button } from '#web/components/ui/button';
import type { DeletedPhoto } from './use-photo-delete';

export interface UndoNoticeProps {
  deleted: DeletedPhoto;
  onUndo: () => void;
  /** True while the pointer or focus is on the notice: the offer does not run out under the trader's hand. */
  onHold: (held: boolean) => void;
}

/** "Image 2 deleted." with Undo, for a few seconds after a delete (decision 114). */
export function UndoNotice({ deleted, onUndo, onHold }: UndoNoticeProps) {
  return (
    <div
      className="notice gallery-undo"
      onFocus={() => onHold(true)}
      onBlur={() => onHold(false)}
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
    >
      <p>Image {deleted.position} deleted.</p>
      <Button variant="secondary" onClick={onUndo} aria-label={`Undo: bring image ${deleted.position} back`}>
        Undo
      </Button>
    </div>
  );
}
