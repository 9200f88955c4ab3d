import { useCallback, useState } from 'react';
import type { StaffStage } from '#common/contract/calls/admin';
import { call } from '#web/lib/api';
import { useCall } from '#web/lib/use-call';
import { endpoints } from '#common/contract/endpoints';

export interface StaffSessionState {
  stage: StaffStage;
  email: string | null;
  /** True when a signed-in session ended under the staff member (expired, or signed out elsewhere). */
  ended?: boolean;
}

/** Where this visit of the back office stands, asked once on load and updated by the forms. */
export function useStaffSession() {
  const [session, setSession] = useState<StaffSessionState | null>(null);

  useCall(() => call(endpoints.admin.staffSession, {}), [], {
    loaded: setSession,
    failed: () => setSession({ stage: 'password', email: null }),
  });

  const ended = useCallback(() => setSession({ stage: 'password', email: null, ended: true }), []);
  return { session, setSession, ended };
}
