import { hrefFor } from '#web/lib/navigation';

/** The site root: the marketplace's front door for tradespeople. */
export default function HomePage() {
  return (
    <article className="page home">
      <h1>Find building and home improvement jobs near you</h1>
      <p>
        Homeowners across the UK post their projects on Tradespace. We match each job to tradespeople by trade and location and send you the
        leads by text and e-mail. You choose which ones to buy with credits.
      </p>
      <p>
        <a className="button button--primary" href={hrefFor('lead_location')}>
          Join Tradespace: 1 month free trial
        </a>
      </p>
      <p>
        Already a member? <a href="/my-account">Sign in to your account</a>.
      </p>
    </article>
  );
}
