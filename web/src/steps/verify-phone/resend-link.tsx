import { Button } from '#web/components/ui/button';
import { useSecondsUntil } from './use-seconds-until';

export interface ResendLinkProps {
  /** When a new code may be asked for (a Date.now() value). */
  until: number;
  /** A send is under way: the spinner stays until it answers (also on network failure). */
  sending: boolean;
  onResend: () => void;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "Resend in N seconds..." until the wait is over, then the Resend link. */
export function ResendLink({ until, sending, onResend }: ResendLinkProps) {
  const seconds = useSecondsUntil(until);
  if (sending) {
    return (
      <p className="resend resend--sending">
        <span className="spinner" aria-hidden="true" /> Sending a code...
      </p>
    );
  }
  if (seconds > 0) {
    // past a minute (the hourly limit) minutes read better than thousands of seconds
    const left = seconds > 60 ? plural(Math.ceil(seconds / 60), 'minute') : plural(seconds, 'second');
    return <p className="resend">Resend in {left}...</p>;
  }
  return (
    <p className="resend">
      Didn't get a text?{' '}
      <Button variant="link" onClick={onResend}>
        Resend
      </Button>
    </p>
  );
}
