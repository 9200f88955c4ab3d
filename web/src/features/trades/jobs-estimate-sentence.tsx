import { useEffect, useRef } from 'react';
import { jobPriceText } from '#common/contract/job-price';
import { outcodeOf } from '#common/contract/postcode-format';
import type { JobsEstimate } from './use-jobs-estimate';

/** The spec's line after the count, for a visitor still signing up. */
export const CONTINUE_SIGNING_UP = 'Continue signing up for instant access.';
/** A signed-in trader changing trades has saved them already: the spec's line would not be true. */
export const TRADES_SAVED = 'Your trades are saved. Press Continue for the next step.';

/**
 * The lead trades step's "There were {count} {name} job(s) this week within 10 miles of {postcode}.", in English: "There was
 * 1 … job", "There were 12 … jobs", and no count at all for none (decisions 007, 078).
 */
export function jobsEstimateText({ quotes, name, postcode }: JobsEstimate): string {
  if (quotes === 0) return `No ${name} jobs near ${outcodeOf(postcode)} this week yet — traders who join now are first in line.`;
  const counted = quotes === 1 ? `There was 1 ${name} job` : `There were ${quotes} ${name} jobs`;
  return `${counted} this week within 10 miles of ${postcode}.`;
}

/**
 * The count, what those leads cost (decision 116), then what Continue does; the count is the new content's heading
 * and takes focus when the estimate appears (decision 110).
 */
export function JobsEstimateSentence({ estimate, then = CONTINUE_SIGNING_UP }: { estimate: JobsEstimate; then?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div className="estimate" role="status">
      <h2 className="estimate__count" ref={heading} tabIndex={-1}>
        {jobsEstimateText(estimate)}
      </h2>
      <p className="estimate__price">{jobPriceText(estimate.name, outcodeOf(estimate.postcode), estimate.lead_credits)}</p>
      <p>{then}</p>
    </div>
  );
}
