import './trial-and-support.css';

export const FREE_TRIAL_PROMISE = 'Your first month is free, with no hidden costs — cancel any time before it renews';
/** Said on the plans instead of the promise when this trader (or their verified phone or e-mail) has had the free month. */
export const FREE_MONTH_USED = 'Your free month has been used, so a plan is paid from its first month.';
export const UK_SUPPORT_PROMISE = 'UK-based support whenever you need it';

/**
 * The 1 month free trial and UK-based support, said where people decide (the postcode
 * step and the plans), not only in the FAQ. `trial` is false where no plan offered has one (a trader's is used).
 */
export function TrialAndSupport({ trial = true }: { trial?: boolean }) {
  return (
    <ul className="promises" aria-label="What you get">
      {trial && <li>{FREE_TRIAL_PROMISE}</li>}
      <li>{UK_SUPPORT_PROMISE}</li>
    </ul>
  );
}
