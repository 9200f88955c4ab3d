export interface JobsEstimate {
  quotes: number;
  name: string;
  postcode: string;
}

/** spec §2.4: "There were {count} {name} job(s) this week within 10 miles of {postcode}." */
export function jobsEstimateText({ quotes, name, postcode }: JobsEstimate): string {
  return `There were ${quotes} ${name} ${quotes === 1 ? 'job' : 'jobs'} this week within 10 miles of ${postcode}.`;
}

export function JobsEstimateSentence({ estimate }: { estimate: JobsEstimate }) {
  return (
    <div className="estimate" role="status">
      <p className="estimate__count">{jobsEstimateText(estimate)}</p>
      <p>Continue signing up for instant access.</p>
    </div>
  );
}
