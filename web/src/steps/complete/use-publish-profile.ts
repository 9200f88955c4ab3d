import { useEffect, useState } from 'react';
import { publicProfile } from '../../../../common/contract/index';
import { call } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { refreshUser, useUser } from '../../lib/user-store';

export interface PublishProblem {
  field: string;
  message: string;
}

export type PublishState =
  | { status: 'publishing' }
  | { status: 'published'; url: string }
  | { status: 'incomplete'; problems: PublishProblem[] }
  | { status: 'failed' };

/**
 * Reaching the complete step publishes the profile (docs/decisions/039). The call is idempotent,
 * so it runs on every visit; a profile already live shows its link straight away.
 */
export function usePublishProfile(): PublishState {
  const knownUrl = useUser()?.company.url ?? null;
  const [state, setState] = useState<PublishState>(knownUrl ? { status: 'published', url: knownUrl } : { status: 'publishing' });

  useEffect(() => {
    let current = true;
    call(publicProfile.profilePublish, {}).then(
      (reply) => {
        if (!current) return;
        setState({ status: 'published', url: reply.url });
        refreshUser().catch(() => null);
      },
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.isValidation) {
          const problems = Object.entries(error.fieldErrors).flatMap(([field, [message]]) => (message ? [{ field, message }] : []));
          setState({ status: 'incomplete', problems });
        } else {
          // any other failure went to the error popup (STYLE habit 8); a link already shown stays
          setState((previous) => (previous.status === 'published' ? previous : { status: 'failed' }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return state;
}
