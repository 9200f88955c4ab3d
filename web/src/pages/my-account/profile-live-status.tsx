import type { UserView } from '#common/contract/user';
import { publicProfilePath } from '#common/public-pages';
import { GoingLiveChecklist } from '#web/components/profile/going-live-checklist';
import { StatusNotice } from '#web/components/ui/status-notice';
import { AccountSection } from '#web/components/account/account-sections';

/** Whether the public profile is live, with its link; when not, what it still needs (decision 064). */
export function ProfileLiveStatus({ user }: { user: UserView }) {
  const { live, missing } = user.profile;
  const url = user.company.url;
  return (
    <AccountSection name="publicProfile" className="profile-live">
      {live && url ? (
        <StatusNotice tone="done">
          Your public profile is live: <a href={publicProfilePath(url)}>View your public profile</a>
        </StatusNotice>
      ) : missing.length > 0 ? (
        <GoingLiveChecklist missing={missing} />
      ) : (
        // everything is done, the profile just has not been published yet: the complete step does that
        <StatusNotice tone="waiting">Your public profile goes live when you reach the end of the setup.</StatusNotice>
      )}
    </AccountSection>
  );
}
