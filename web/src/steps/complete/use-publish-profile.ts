import { useState } from 'react';
import { goingLiveItems, type GoingLiveItem } from '#common/going-live';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import { refreshUser, useUser } from '#web/lib/user-store';
import { useCall } from '#web/lib/use-call';
import { endpoints } from '#common/contract/endpoints';

export type PublishState =
  | { status: 'publishing' }
  | { status: 'published'; url: string }
  | { status: 'incomplete'; missing: GoingLiveItem[] }
  | { status: 'failed' };

/**
 * Reaching the complete step publishes the profile once it meets the going-live rule (decision 039,
 * 064). The call is idempotent, so it runs on every visit; a profile already live shows its link straight away.
 */
export function usePublishProfile(): PublishState {
  const user = useUser();
  const knownUrl = user?.profile.live ? user.company.url : null;
  const [state, setState] = useState<PublishState>(knownUrl ? { status: 'published', url: knownUrl } : { status: 'publishing' });

  useCall(() => call(endpoints.publicProfile.profilePublish, {}), [], {
    loaded: (reply) => {
      setState({ status: 'published', url: reply.url });
      refreshUser().catch(() => null);
    },
    failed: (error) => {
      if (isApiError(error) && error.isValidation) {
        // the error keys are the missing items (decision 064), kept in the setup order
        const missing = goingLiveItems.filter((item) => error.fieldErrors[item]?.length);
        setState({ status: 'incomplete', missing });
      } else {
        // any other failure went to the error popup; a link already shown stays
        setState((previous) => (previous.status === 'published' ? previous : { status: 'failed' }));
      }
    },
  });

  return state;
}
