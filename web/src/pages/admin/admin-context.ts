import { useOutletContext } from 'react-router';
import { isApiError } from '#web/lib/api-error';

export interface AdminContext {
  staffEmail: string;
  /** Back to the sign-in form, saying the session ended. */
  sessionEnded: () => void;
}

export function useAdminContext(): AdminContext {
  return useOutletContext<AdminContext>();
}

/** For `useFormAction().run`: a 401 means the staff session ended, so show the sign-in again. */
export function endOn401(context: AdminContext) {
  return (error: unknown): boolean => {
    if (!isApiError(error) || error.status !== 401) return false;
    context.sessionEnded();
    return true;
  };
}
