import { Link } from 'react-router';
import { publicProfilePath } from '../../../../common/public-pages';
import { routePath, type RouteName } from '../../../../common/routes';
import { StatusNotice } from '../../components/ui/status-notice';
import type { PublishState } from './use-publish-profile';

// where a trader fixes what keeps the profile from going live (the publish call's error fields)
const fixedOn: Record<string, RouteName> = { trades: 'trades', postcode: 'location' };

/** The link to the trader's new public profile, or what it still needs (docs/decisions/039). */
export function PublicProfileNotice({ state }: { state: PublishState }) {
  if (state.status === 'publishing') {
    return (
      <p className="loading" role="status">
        Publishing your public profile…
      </p>
    );
  }
  if (state.status === 'published') {
    return (
      <StatusNotice tone="done">
        Your public profile is live: <a href={publicProfilePath(state.url)}>View your public profile</a>
      </StatusNotice>
    );
  }
  if (state.status === 'incomplete') {
    return (
      <div className="notice" role="status">
        <p>Your public profile is not live yet.</p>
        <ul>
          {state.problems.map(({ field, message }) => {
            const route = fixedOn[field];
            return <li key={field}>{route ? <Link to={routePath(route)}>{message}</Link> : message}</li>;
          })}
        </ul>
      </div>
    );
  }
  return null;
}
