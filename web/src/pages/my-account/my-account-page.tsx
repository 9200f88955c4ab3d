import { hrefFor } from '../../lib/navigation';
import { useUser } from '../../lib/user-store';

/** Placeholder until sign-in and the account overview land (issue 4). */
export default function MyAccountPage() {
  const user = useUser();
  const fromSignup = new URLSearchParams(window.location.search).get('from') === 'trade-signup';
  return (
    <article className="page">
      <h1>My account</h1>
      {fromSignup && <p className="notice">Welcome back. Sign in to carry on where you left off.</p>}
      {user ? (
        <p>You are signed in as {user.email}.</p>
      ) : (
        <p>
          Signing in here is coming soon. New to Tradespace? <a href={hrefFor('lead_location')}>Join now</a>.
        </p>
      )}
    </article>
  );
}
