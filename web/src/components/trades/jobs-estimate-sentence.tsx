import { useEffect, useRef } from 'react';
import { outcodeOf } from '#common/contract/postcode-format';

export interface JobsEstimate {
  quotes: number;
  name: string;
  postcode: string;
}

/**
 * The lead trades step's "There were {count} {name} job(s) this week within 10 miles of {postcode}.", in English: "There was
 * 1 … job", "There were 12 … jobs", and no count at all for none (docs/decisions/007, 078).
 */
export function jobsEstimateText({ quotes, name, postcode }: JobsEstimate): string {
  if (quotes === 0) return `No ${name} jobs near ${outcodeOf(postcode)} this week yet — traders who join now are first in line.`;
  const counted = quotes === 1 ? `There was 1 ${name} job` : `There were ${quotes} ${name} jobs`;
  return `${counted} this week within 10 miles of ${postcode}.`;
}

/** The estimate as it appears under the trades: its sentence is the new content's heading and takes focus (issue 36). */
export function JobsEstimateSentence({ estimate }: { estimate: JobsEstimate }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div className="estimate" role="status">
      <h2 className="estimate__count" ref={heading} tabIndex={-1}>
        {jobsEstimateText(estimate)}
      </h2>
      <p>Continue signing up for instant access.</p>
    </div>
  );
}
