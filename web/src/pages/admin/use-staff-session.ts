import { useCallback, useEffect, useState } from 'react';
import type { StaffStage } from '#common/contract/calls/admin';
import { admin } from '#common/contract/index';
import { call } from '#web/lib/api';

export interface StaffSessionState {
  stage: StaffStage;
  email: string | null;
  /** True when a signed-in session ended under the staff member (expired, or signed out elsewhere). */
  ended?: boolean;
}

/** Where this visit of the back office stands, asked once on load and updated by the forms. */
export function useStaffSession() {
  const [session, setSession] = useState<StaffSessionState | null>(null);

  useEffect(() => {
    let live = true;
    call(admin.staffSession, {}).then(
      (reply) => live && setSession(reply),
      () => live && setSession({ stage: 'password', email: null }),
    );
    return () => {
      live = false;
    };
  }, []);

  const ended = useCallback(() => setSession({ stage: 'password', email: null, ended: true }), []);
  return { session, setSession, ended };
}
