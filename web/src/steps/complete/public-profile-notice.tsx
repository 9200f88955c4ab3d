import { publicProfilePath } from '#common/public-pages';
import { GoingLiveChecklist } from '#web/components/profile/going-live-checklist';
import { StatusNotice } from '#web/components/ui/status-notice';
import type { PublishState } from './use-publish-profile';

/** The link to the trader's live public profile, or the checklist of what it still needs (decision 064). */
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
  if (state.status === 'incomplete') return <GoingLiveChecklist missing={state.missing} />;
  return null;
}
